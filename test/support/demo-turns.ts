/**
 * Model turns that implement the features of `fixtures/demo-repo` (each one adds an export to
 * `src/text.js`), for the scripted models of the Action's end-to-end tests.
 */
import type { MockTurn } from "../../src/providers/mock-script.js";
import type { FakeStep } from "../fakes/fake-script.js";

/** The line of `src/text.js` every feature's code is added after. */
export const DEMO_ANCHOR = 'export const SEPARATOR = "-";';

/** Each demo feature's code; word-count's miscounts repeated spaces, so that feature is always blocked. */
export const DEMO_CODE = {
  slugify:
    'export const slugify = (text) => text.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");',
  truncate:
    'export const truncate = (text, max) => (text.length <= max ? text : text.slice(0, max - 1) + "…");',
  "word-count": 'export const wordCount = (text) => text.split(" ").length;',
} as const satisfies Readonly<Record<string, string>>;

/** word-count's correct code, for runs in which every demo feature passes. */
export const WORD_COUNT_FIXED =
  'export const wordCount = (text) => (text.trim() === "" ? 0 : text.trim().split(/\\s+/).length);';

/** Reads `src/text.js`. */
export const READ_TEXT_TURN: FakeStep = {
  turn: { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] },
};

/** The `file_edit` input that adds `code` to `src/text.js` after {@link DEMO_ANCHOR}. */
export function demoEdit(code: string): { path: string; old_string: string; new_string: string } {
  return { path: "src/text.js", old_string: DEMO_ANCHOR, new_string: `${DEMO_ANCHOR}\n${code}` };
}

/** Adds `code` to `src/text.js` after {@link DEMO_ANCHOR}. */
export function addCodeTurn(code: string): FakeStep {
  return { turn: { toolCalls: [{ name: "file_edit", input: demoEdit(code) }] } };
}

/** The mock provider's turns of an implementer that reads `src/text.js`, adds `code` and is done. */
export function implementTurns(code: string): MockTurn[] {
  return [
    { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] },
    { toolCalls: [{ name: "file_edit", input: demoEdit(code) }] },
    { text: "done" },
  ];
}

/** The rubric's full score (verification 2) with `reasoning`. */
export function passingRubricTurn(reasoning: string): FakeStep {
  return { turn: { toolCalls: [{ name: "submit_rubric", input: { verification: 2, reasoning } }] } };
}
