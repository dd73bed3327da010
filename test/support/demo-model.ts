import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { DEMO_CODE, demoEdit } from "./demo-turns.js";

interface WireBody {
  readonly messages: readonly { readonly role: string; readonly content: unknown }[];
  readonly tool_choice?: { readonly name?: string };
}

function isWireBody(body: unknown): body is WireBody {
  return typeof body === "object" && body !== null && "messages" in body && Array.isArray(body.messages);
}

/** Which feature and step of the demo a request belongs to: `slugify/implement#1`, `truncate/rubric`. */
export function demoStepOf(request: RecordedRequest): string {
  const body = request.body;
  if (!isWireBody(body)) return "unknown";
  const text = JSON.stringify(body.messages[0]?.content ?? "");
  const feature = /\(id: ([a-z-]+)\)|Feature \(([a-z-]+)\)/.exec(text);
  const id = feature?.[1] ?? feature?.[2] ?? "unknown";
  if (body.tool_choice?.name === "submit_rubric") return `${id}/rubric`;
  return `${id}/implement#${body.messages.filter((message) => message.role === "assistant").length}`;
}

const EDITS: Readonly<Record<string, ReturnType<typeof demoEdit>>> = {
  slugify: demoEdit(DEMO_CODE.slugify),
  truncate: demoEdit(DEMO_CODE.truncate),
};

/**
 * A model for the demo's first two features that answers by looking at the
 * request, so a restarted process gets the right answer whatever it re-sends.
 * Steps named in `hang` (once each) answer only after `hangMs`.
 */
export function demoModel(hang: Set<string>, hangMs = 60_000): (request: RecordedRequest) => FakeStep {
  return (request) => {
    const step = demoStepOf(request);
    const [feature = "", kind = ""] = step.split("/");
    if (hang.delete(step)) return { fault: "slow_first_byte", delayMs: hangMs };
    if (kind === "rubric")
      return {
        turn: {
          toolCalls: [
            { name: "submit_rubric", input: { verification: 2, reasoning: `${feature} is done.` } },
          ],
        },
      };
    if (kind === "implement#0")
      return { turn: { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] } };
    if (kind === "implement#1")
      return {
        turn: { toolCalls: [{ name: "file_edit", input: EDITS[feature] ?? { path: "src/text.js" } }] },
      };
    return { turn: { text: `Implemented ${feature}.` } };
  };
}
