import { describe, expect, it } from "vitest";
import { omitUndefined } from "./omit-undefined.js";

describe("omitUndefined", () => {
  it("drops the keys whose value is undefined and keeps the rest in order", () => {
    const kept = omitUndefined({ a: 1, b: undefined, c: "x", d: undefined });
    expect(kept).toEqual({ a: 1, c: "x" });
    expect(Object.keys(kept)).toEqual(["a", "c"]);
    expect("b" in kept).toBe(false);
  });

  it("keeps falsy values that are not undefined", () => {
    expect(omitUndefined({ zero: 0, empty: "", no: false, none: null })).toEqual({
      zero: 0,
      empty: "",
      no: false,
      none: null,
    });
  });

  it("spread over defaults, an undefined field leaves the default in place", () => {
    const defaults = { role: "implementer", maxTurns: 10 };
    const call: { role?: string | undefined; maxTurns?: number | undefined } = { maxTurns: 3 };
    expect({ ...defaults, ...omitUndefined({ role: call.role, maxTurns: call.maxTurns }) }).toEqual({
      role: "implementer",
      maxTurns: 3,
    });
  });

  it("types a maybe-undefined value as an optional field, as exactOptionalPropertyTypes wants", () => {
    type Options = { readonly id: string; readonly signal?: AbortSignal };
    const build = (signal: AbortSignal | undefined): Options => ({ id: "x", ...omitUndefined({ signal }) });
    // @ts-expect-error -- the plain field may hold undefined, which an optional field refuses.
    const plain = (signal: AbortSignal | undefined): Options => ({ id: "x", signal });
    const signal = new AbortController().signal;
    expect(build(undefined)).toEqual({ id: "x" });
    expect(build(signal)).toEqual({ id: "x", signal });
    expect(plain(undefined)).toEqual({ id: "x", signal: undefined });
  });
});
