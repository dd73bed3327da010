/**
 * Model turns that implement the features of `fixtures/demo-repo` (each one adds an export to
 * `src/text.js`), for the scripted models of the Action's end-to-end tests.
 */
import type { FakeStep } from "../fakes/fake-script.js";

/** The line of `src/text.js` every feature's code is added after. */
export const DEMO_ANCHOR = 'export const SEPARATOR = "-";';

/** Each demo feature's code; word-count's miscounts repeated spaces, so that feature is always blocked. */
export const DEMO_CODE: Readonly<Record<string, string>> = {
  slugify:
    'export const slugify = (text) => text.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");',
  truncate:
    'export const truncate = (text, max) => (text.length <= max ? text : text.slice(0, max - 1) + "…");',
  "word-count": 'export const wordCount = (text) => text.split(" ").length;',
};

/** word-count's correct code, for runs in which every demo feature passes. */
export const WORD_COUNT_FIXED =
  'export const wordCount = (text) => (text.trim() === "" ? 0 : text.trim().split(/\\s+/).length);';

/** Reads `src/text.js`. */
export const READ_TEXT_TURN: FakeStep = {
  turn: { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] },
};

/** Adds `code` to `src/text.js` after {@link DEMO_ANCHOR}. */
export function addCodeTurn(code: string): FakeStep {
  return {
    turn: {
      toolCalls: [
        {
          name: "file_edit",
          input: { path: "src/text.js", old_string: DEMO_ANCHOR, new_string: `${DEMO_ANCHOR}\n${code}` },
        },
      ],
    },
  };
}

/** The rubric's full score (verification 2) with `reasoning`. */
export function passingRubricTurn(reasoning: string): FakeStep {
  return { turn: { toolCalls: [{ name: "submit_rubric", input: { verification: 2, reasoning } }] } };
}
