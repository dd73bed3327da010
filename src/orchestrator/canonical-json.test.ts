import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json.js";

describe("canonicalJson", () => {
  it.each<[string, unknown, string]>([
    ["null", null, "null"],
    ["booleans", [true, false], "[true,false]"],
    ["integers and fractions", [0, -0, 1, -2.5, 1e21, 1e-7], "[0,0,1,-2.5,1e+21,1e-7]"],
    ["strings with escapes", ['a"b\\c\n\u0001é'], '["a\\"b\\\\c\\n\\u0001é"]'],
    ["a lone surrogate, escaped", ["\ud800"], '["\\ud800"]'],
    ["sorted keys", { b: 1, a: 2, c: 3 }, '{"a":2,"b":1,"c":3}'],
    [
      "nested sorted keys",
      { z: { y: 1, x: [{ b: 1, a: 0 }] }, a: null },
      '{"a":null,"z":{"x":[{"a":0,"b":1}],"y":1}}',
    ],
    ["keys by UTF-16 code unit", { é: 1, z: 2, Z: 3, "10": 4, "9": 5 }, '{"10":4,"9":5,"Z":3,"z":2,"é":1}'],
    ["empty containers", { a: [], b: {} }, '{"a":[],"b":{}}'],
    [
      "a null-prototype object",
      Object.assign(Object.create(null) as object, { b: 1, a: 1 }),
      '{"a":1,"b":1}',
    ],
  ])("%s", (_name, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it("gives the same bytes for the same value built in another key order", () => {
    expect(canonicalJson({ a: 1, b: { c: 2, d: 3 } })).toBe(canonicalJson({ b: { d: 3, c: 2 }, a: 1 }));
  });

  it("survives a JSON round trip unchanged", () => {
    const value = { s: "x\u2028y", n: 0.1 + 0.2, big: 2 ** 60, list: [1, "2", { k: false }] };
    const once = canonicalJson(value);
    expect(canonicalJson(JSON.parse(once))).toBe(once);
  });

  const cyclic: { self?: unknown } = {};
  cyclic.self = cyclic;

  it.each<[string, unknown, RegExp]>([
    ["undefined", undefined, /\$: a undefined/],
    ["an undefined property", { a: { b: undefined } }, /\$\.a\.b: a undefined/],
    ["an undefined element", [1, undefined], /\$\[1\]: a undefined/],
    ["a hole in a sparse array", Object.assign(new Array<number>(3), { 0: 1, 2: 3 }), /\$\[1\]/],
    ["NaN", { n: Number.NaN }, /\$\.n: NaN is not valid JSON/],
    ["Infinity", [Number.POSITIVE_INFINITY], /Infinity is not valid JSON/],
    ["a bigint", 1n, /bigint/],
    ["a function", { f: () => 1 }, /\$\.f: a function/],
    ["a symbol", Symbol("s"), /symbol/],
    ["a Date", new Date(0), /plain objects/],
    ["a Map", new Map(), /plain objects/],
    ["a cycle", cyclic, /\$\.self: circular reference/],
  ])("refuses %s with a TypeError naming the path", (_name, value, message) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
    expect(() => canonicalJson(value)).toThrow(message);
  });

  it("accepts the same object twice when it is not a cycle", () => {
    const shared = { a: 1 };
    expect(canonicalJson([shared, shared])).toBe('[{"a":1},{"a":1}]');
  });
});
