/**
 * PEM private keys (RSA, EC, DSA, OPENSSH, PKCS#8, ENCRYPTED, PGP), with real or JSON-escaped
 * (`\n`) newlines, as in a GCP service-account file. A scan instead of one regular expression,
 * so that many BEGIN lines without an END cannot make it quadratic: each END is searched for
 * once and reused for every BEGIN before it.
 */
import { marker } from "./secret-values.js";

/** A private key longer than this is not believed; the BEGIN is then treated as truncated. */
const MAX_KEY_LENGTH = 16_384;

const BEGIN = /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const END = /-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
// Without an END line (a truncated log) the body is redacted up to the first character that
// cannot be PEM, but only if a body follows: a lone header string in a parser is not a key.
const KEY_MATERIAL = /[A-Za-z0-9+/=]{16}/;
const BODY = /(?:\s|\\[rn]){1,4}(?:Proc-Type|[A-Za-z0-9+/=]{16})[A-Za-z0-9+/=\s\\:,.-]{0,16384}/y;

/** Replaces every PEM private key block in `text` with `[REDACTED:private-key]`. */
export function redactPrivateKeys(text: string): string {
  if (!text.includes("PRIVATE KEY")) return text;
  let out = "";
  let copied = 0;
  let endStart = -1; // start of the next END line at or after the current BEGIN; -1: unknown
  let endStop = -1;
  let noMoreEnds = false;
  BEGIN.lastIndex = 0;
  for (let begin = BEGIN.exec(text); begin !== null; begin = BEGIN.exec(text)) {
    const start = begin.index;
    const headerStop = start + begin[0].length;
    if (!noMoreEnds && endStart < headerStop) {
      END.lastIndex = headerStop;
      const end = END.exec(text);
      if (end === null) noMoreEnds = true;
      else [endStart, endStop] = [end.index, end.index + end[0].length];
    }
    let stop = -1;
    if (!noMoreEnds && endStart >= headerStop && endStop - start <= MAX_KEY_LENGTH) {
      // An empty or prose body (`anything`) is an example in a parser, not a key (gitleaks).
      if (KEY_MATERIAL.test(text.slice(headerStop, endStart))) stop = endStop;
    } else {
      BODY.lastIndex = headerStop;
      if (BODY.exec(text) !== null) stop = BODY.lastIndex;
    }
    if (stop < 0) continue;
    out += text.slice(copied, start) + marker("private-key");
    copied = stop;
    BEGIN.lastIndex = stop;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
