import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  canonicalJson
} from "./chunk-AJLGYHKK.js";

// src/action/runner/signed-json.ts
import { createHmac, timingSafeEqual } from "node:crypto";
function macOf(kind, fields, key) {
  return createHmac("sha256", key).update(kind.domain + canonicalJson(fields), "utf8").digest("hex");
}
function signJson(kind, fields, key) {
  return `${JSON.stringify({ ...fields, mac: macOf(kind, fields, key) }, null, 2)}
`;
}
function readSignedJson(kind, text, key, fieldsOf) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, why: `${kind.what} is not JSON` };
  }
  const fields = fieldsOf(value);
  const mac = typeof value === "object" && value !== null ? Reflect.get(value, "mac") : void 0;
  if (fields === void 0 || typeof mac !== "string")
    return { ok: false, why: `${kind.what} lacks a field or has one of the wrong type` };
  const wanted = Buffer.from(macOf(kind, fields, key), "utf8");
  const given = Buffer.from(mac, "utf8");
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given))
    return { ok: false, why: `${kind.what} is not signed with this ledger key` };
  return { ok: true, fields, mac };
}

export {
  signJson,
  readSignedJson
};
