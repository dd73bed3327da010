import { describe, expect, it } from "vitest";
import { readSignedJson, type SignedJsonKind, signJson } from "./signed-json.js";

const KEY = "a-ledger-key-of-sufficient-length";
const KIND: SignedJsonKind = { domain: "alfred-test/1\n", what: "the test file" };
const OTHER_KIND: SignedJsonKind = { domain: "alfred-other/1\n", what: "the other file" };

interface Fields {
  readonly version: 1;
  readonly name: string;
}
const fieldsOf = (value: unknown): Fields | undefined => {
  if (typeof value !== "object" || value === null) return undefined;
  const version: unknown = Reflect.get(value, "version");
  const name: unknown = Reflect.get(value, "name");
  return version === 1 && typeof name === "string" ? { version, name } : undefined;
};
const FIELDS: Fields = { version: 1, name: "widgets" };

describe("signJson / readSignedJson", () => {
  it("reads back what it signed, with the mac", () => {
    const text = signJson(KIND, FIELDS, KEY);
    expect(text.endsWith("}\n")).toBe(true);
    const read = readSignedJson(KIND, text, KEY, fieldsOf);
    expect(read).toMatchObject({ ok: true, fields: FIELDS });
    expect(read.ok && read.mac).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["another key", (text: string) => text, "another-ledger-key-of-enough-length", KIND],
    ["another kind's domain", (text: string) => text, KEY, OTHER_KIND],
    ["an edited field", (text: string) => text.replace("widgets", "gadgets"), KEY, KIND],
  ])("refuses %s", (_, edit, key, kind) => {
    const verdict = readSignedJson(kind, edit(signJson(KIND, FIELDS, KEY)), key, fieldsOf);
    expect(verdict).toEqual({ ok: false, why: `${kind.what} is not signed with this ledger key` });
  });

  it("says what is wrong with text that is not a signed file", () => {
    expect(readSignedJson(KIND, "{", KEY, fieldsOf)).toEqual({ ok: false, why: "the test file is not JSON" });
    const unsigned = JSON.stringify(FIELDS);
    const wrongType = JSON.stringify({ ...FIELDS, name: 7, mac: "0".repeat(64) });
    for (const text of [unsigned, wrongType, "[]", "null"]) {
      expect(readSignedJson(KIND, text, KEY, fieldsOf)).toEqual({
        ok: false,
        why: "the test file lacks a field or has one of the wrong type",
      });
    }
  });

  it("signs only the fields fieldsOf reads: an added field is neither signed nor returned", () => {
    const signed = JSON.parse(signJson(KIND, FIELDS, KEY)) as Record<string, unknown>;
    const text = JSON.stringify({ ...signed, extra: "added later" });
    expect(readSignedJson(KIND, text, KEY, fieldsOf)).toMatchObject({ ok: true, fields: FIELDS });
  });
});
