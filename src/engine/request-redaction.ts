/**
 * Everything sent to the model passes the redactor, in one place (issue 26): the system prompt
 * (memory core, instructions, skills index, repo map, all read from files the agent can write)
 * and every message of the conversation (the user's task, the assistant's history, tool calls and
 * tool results), with the known secrets in every disguise `redact` knows. Before this only tool
 * results were redacted, and a secret planted in `AGENTS.md` or a memory file reached the
 * provider in every later session's system prompt.
 *
 * Messages are immutable and the conversation grows by appending, so each message is redacted
 * once (a WeakMap keyed by the message) and the system prompt once per distinct text: a long
 * session costs the redaction of what is new, and the request stays byte-stable between turns,
 * which the provider's prompt cache needs.
 */
import type { ContentBlock, Message } from "../core/messages.js";
import type { ChatRequest } from "../providers/provider-contract.js";
import { createRedactor } from "../security/secrets/redactor.js";

/** The request fields that carry text. */
type RedactableRequest = Pick<ChatRequest, "system" | "messages">;

/** Redacts a request's system prompt and messages; the same object in, the same text out. */
export type RequestRedaction = <T extends RedactableRequest>(request: T) => T;

/**
 * Creates the redaction of one query's requests.
 * @param knownSecrets - the runtime secret values to replace wherever and however they appear.
 * @throws never.
 */
export function createRequestRedaction(knownSecrets: readonly string[]): RequestRedaction {
  const redactor = createRedactor(knownSecrets);
  const done = new WeakMap<Message, Message>();
  let lastSystem: { readonly input: string; readonly output: string } | undefined;

  const block = (item: ContentBlock): ContentBlock => {
    switch (item.type) {
      case "text":
        return { ...item, text: redactor.text(item.text) };
      case "tool_result":
        return { ...item, content: redactor.text(item.content) };
      case "tool_use":
        return { ...item, input: redactor.value(item.input) };
    }
  };
  const message = (item: Message): Message => {
    const known = done.get(item);
    if (known !== undefined) return known;
    const redacted: Message = { ...item, content: item.content.map(block) };
    done.set(item, redacted);
    return redacted;
  };
  const system = (text: string): string => {
    if (lastSystem?.input !== text) lastSystem = { input: text, output: redactor.text(text) };
    return lastSystem.output;
  };
  return (request) => ({
    ...request,
    system: system(request.system),
    messages: request.messages.map(message),
  });
}
