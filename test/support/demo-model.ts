import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";

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

const EDITS: Readonly<Record<string, { old_string: string; new_string: string }>> = {
  slugify: {
    old_string: 'export const SEPARATOR = "-";',
    new_string:
      'export const SEPARATOR = "-";\nexport const slugify = (text) => text.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");',
  },
  truncate: {
    old_string: 'export const SEPARATOR = "-";',
    new_string:
      'export const SEPARATOR = "-";\nexport const truncate = (text, max) => (text.length <= max ? text : text.slice(0, max - 1) + "…");',
  },
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
        turn: { toolCalls: [{ name: "file_edit", input: { path: "src/text.js", ...EDITS[feature] } }] },
      };
    return { turn: { text: `Implemented ${feature}.` } };
  };
}
