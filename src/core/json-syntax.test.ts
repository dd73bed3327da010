import { describe, expect, it } from "vitest";
import { findJsonSyntaxError } from "./json-syntax.js";

describe("findJsonSyntaxError", () => {
  it.each([
    ['{"a": 1,}', 1, 9, 'unexpected "}", expected a property name in double quotes (a trailing comma?)'],
    ["[1,\n]", 2, 1, 'unexpected "]", expected a value (a trailing comma?)'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "unexpected \"\\\"\", expected ',' or '}'"],
    ["[1, 2", 1, 6, "unexpected end of input, expected ',' or ']'"],
    ["", 1, 1, "unexpected end of input, expected a value"],
    ["{'a': 1}", 1, 2, 'unexpected "\'", expected a property name in double quotes'],
    ['{"a": "x\ny"}', 1, 9, "unescaped control character (a raw newline?) in string"],
    ['{"a": "open}', 1, 7, "unterminated string"],
    ['{"a": "\\q"}', 1, 8, "invalid escape in string"],
    ["[01]", 1, 3, "unexpected \"1\", expected ',' or ']'"],
    ["[-]", 1, 2, 'unexpected "-", expected a number'],
    ["[tru]", 1, 2, 'unexpected "t", expected a value'],
    ["{} {}", 1, 4, 'unexpected "{", after the end of the JSON value'],
  ])("%j → %i:%i %s", (text, line, column, message) => {
    expect(() => {
      JSON.parse(text);
    }).toThrow();
    expect(findJsonSyntaxError(text)).toMatchObject({ line, column, message });
  });

  it.each(['{"a": [1, -2.5e+3, true, false, null, "\\u00e9\\n"]}', " [ ] ", '"x"', "0"])(
    "accepts %j",
    (text) => {
      expect(findJsonSyntaxError(text)).toBeUndefined();
    },
  );

  it("reports absurd nesting instead of crashing, marked as no verdict", () => {
    expect(findJsonSyntaxError("[".repeat(200_000))).toMatchObject({ line: 1, column: 1, tooDeep: true });
  });

  it("gives the offset beside line and column", () => {
    expect(findJsonSyntaxError('{\n  "a": 1,\n}')).toMatchObject({ offset: 12, line: 3, column: 1 });
  });
});

describe("findJsonSyntaxError with jsonc", () => {
  it.each([
    '{\n  // comment\n  "compilerOptions": { "strict": true, },\n}\n',
    '{ /* c */ "a": [1, 2,], }',
    "// only a value\n[]",
    '{"url": "http://x//y", "glob": "/*"}',
  ])("accepts %j", (text) => {
    expect(findJsonSyntaxError(text, { jsonc: true })).toBeUndefined();
  });

  it.each([
    ['{ "a": 1 /* open', 1, 10, "unterminated comment"],
    ["[1,,]", 1, 4, 'unexpected ",", expected a value'],
    ['{"a": 1,,}', 1, 9, 'unexpected ",", expected a property name in double quotes'],
    ["[1] / 2", 1, 5, 'unexpected "/", after the end of the JSON value'],
  ])("%j → %i:%i %s", (text, line, column, message) => {
    expect(findJsonSyntaxError(text, { jsonc: true })).toMatchObject({ line, column, message });
  });

  it("refuses comments and trailing commas in strict JSON", () => {
    expect(findJsonSyntaxError("[1, // c\n2]")?.message).toBe('unexpected "/", expected a value');
    expect(findJsonSyntaxError("[1,]")?.message).toContain("(a trailing comma?)");
  });
});
