import { describe, expect, it } from "vitest";
import { findJsonLoss } from "./json-lossless.js";

describe("findJsonLoss", () => {
  it("accepts JSON that round-trips, whatever its spacing and escapes", () => {
    const text = '{ "a": [1, 2.5, -0.125, 1e3, true, null, "x\\"y"], "b": { "c": {} }, "d": [] }';
    expect(findJsonLoss(text)).toBeUndefined();
    expect(findJsonLoss('[{"k": 9007199254740991}]')).toBeUndefined();
  });

  it("names a duplicate key with both places and its path", () => {
    const text = '{\n  "features": [\n    { "id": "a",\n      "id": "b" }\n  ]\n}';
    expect(findJsonLoss(text)).toEqual({
      line: 4,
      column: 7,
      path: "$.features[0].id",
      message: 'duplicate key "id" (first at line 3, column 7); only the last value would be kept',
    });
  });

  it("tells keys apart after unescaping, and quotes keys that are not identifiers", () => {
    expect(findJsonLoss('{"a b": 1, "a\\u0020b": 2}')?.path).toBe('$["a b"]');
    expect(findJsonLoss('{"a": {"x": 1}, "b": {"x": 1}}')).toBeUndefined();
  });

  it("refuses numbers JSON.parse cannot hold exactly", () => {
    expect(findJsonLoss('{"n": 12345678901234567890}')?.message).toMatch(/beyond 2\^53/);
    expect(findJsonLoss('{"n": 1e400}')?.message).toMatch(/written as null/);
  });
});
