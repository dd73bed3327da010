import { describe, expect, it } from "vitest";
import { parseJsonText } from "./json-text.js";

const bad: readonly [text: string, line: number, column: number][] = [
  ["", 1, 1],
  ["{", 1, 2],
  ['{ "a": 1, }', 1, 11],
  ['{\n  "a": tru\n}', 2, 8],
  ["[1, 2\n  3]", 2, 3],
  ['{ "a": "unterminated', 1, 8],
  ['{ "a": 01 }', 1, 9],
  ['{ "a": 1 } extra', 1, 12],
  ['{ "a": "\\x" }', 1, 9],
];

describe("parseJsonText", () => {
  it("parses valid JSON", () => {
    expect(parseJsonText('{ "a": [1, true, null, "\\u00e9"] }', "f.json")).toEqual({
      ok: true,
      value: { a: [1, true, null, "é"] },
    });
  });

  it.each(bad)("locates the error in %j at line %i, column %i", (text, line, column) => {
    const result = parseJsonText(text, "f.json");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.location).toBe(`f.json:${line}:${column}`);
  });
});
