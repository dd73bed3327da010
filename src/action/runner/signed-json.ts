/**
 * A JSON file signed with the ledger key: its fields and a `mac`, the HMAC-SHA256 (hex) of a
 * domain string followed by the fields' canonical JSON. The domain keeps a signature of one kind
 * of file (a shard plan, a memory manifest) from being accepted as another. The shard plan file
 * and the memory manifest are both written and read through here. Pure.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { canonicalJson } from "../../orchestrator/canonical-json.js";

/** The kind of a signed file: its signing domain and how reasons name it. */
export interface SignedJsonKind {
  /** Prefixed to the fields' canonical JSON before signing; one per kind of file and version. */
  readonly domain: string;
  /** How a reason names the file: `"the plan"` gives "the plan is not JSON". */
  readonly what: string;
}

/** The fields read back and their verified `mac`, or why the text is not a signed file of its kind. */
export type SignedJsonVerdict<T> =
  | { readonly ok: true; readonly fields: T; readonly mac: string }
  | { readonly ok: false; readonly why: string };

function macOf(kind: SignedJsonKind, fields: object, key: string): string {
  return createHmac("sha256", key)
    .update(kind.domain + canonicalJson(fields), "utf8")
    .digest("hex");
}

/**
 * The file's text: `fields` with their `mac`, pretty-printed, with a final newline.
 * @throws TypeError when a field is a value JSON cannot represent.
 */
export function signJson(kind: SignedJsonKind, fields: object, key: string): string {
  return `${JSON.stringify({ ...fields, mac: macOf(kind, fields, key) }, null, 2)}\n`;
}

/**
 * Parses `text`, reads its fields with `fieldsOf` (undefined: a field is missing or of the wrong
 * type) and checks its `mac` with `key` in constant time, over the fields as read (so a field
 * `fieldsOf` does not know is not signed and not returned). Never throws.
 */
export function readSignedJson<T extends object>(
  kind: SignedJsonKind,
  text: string,
  key: string,
  fieldsOf: (value: unknown) => T | undefined,
): SignedJsonVerdict<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, why: `${kind.what} is not JSON` };
  }
  const fields = fieldsOf(value);
  const mac: unknown = typeof value === "object" && value !== null ? Reflect.get(value, "mac") : undefined;
  if (fields === undefined || typeof mac !== "string")
    return { ok: false, why: `${kind.what} lacks a field or has one of the wrong type` };
  const wanted = Buffer.from(macOf(kind, fields, key), "utf8");
  const given = Buffer.from(mac, "utf8");
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given))
    return { ok: false, why: `${kind.what} is not signed with this ledger key` };
  return { ok: true, fields, mac };
}
