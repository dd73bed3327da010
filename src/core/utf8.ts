/**
 * Strict UTF-8 for files Alfred reads and may write back: a lossy decode
 * would turn bad bytes into U+FFFD and the next write would destroy them.
 */
import type { Result } from "./result.js";

// ignoreBOM keeps a leading byte-order mark in the text, so a file written back keeps it too.
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder("utf-8", { ignoreBOM: true });
const REPLACEMENT = "\uFFFD";
const ENCODED_REPLACEMENT = [0xef, 0xbf, 0xbd] as const;

/**
 * Decodes `bytes` as UTF-8 (a leading byte-order mark is kept in the text),
 * or returns the byte offset of the first sequence that is not valid UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array): Result<string, { readonly offset: number }> {
  try {
    return { ok: true, value: strict.decode(bytes) };
  } catch {
    return { ok: false, error: { offset: firstInvalidOffset(bytes) } };
  }
}

/**
 * The offset of the first invalid sequence: the first U+FFFD of a lenient
 * decode whose bytes are not a real, encoded U+FFFD.
 */
function firstInvalidOffset(bytes: Uint8Array): number {
  const text = lenient.decode(bytes);
  let offset = 0;
  for (const character of text) {
    if (
      character === REPLACEMENT &&
      !ENCODED_REPLACEMENT.every((byte, index) => bytes[offset + index] === byte)
    )
      return offset;
    offset += utf8Length(character.codePointAt(0) ?? 0);
  }
  return bytes.length;
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * `text` cut to at most `max` characters (code points) for showing to a
 * person, with `…` and the full length when something was cut.
 */
export function shortenForDisplay(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join("")}… (${characters.length} characters)`;
}

/**
 * `text` cut in the middle to about `max` characters, keeping its start and its
 * end: error lines put the fix last ("… run with --yes"), so the end must stay.
 */
export function shortenMiddle(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  const half = Math.floor(max / 2);
  return `${characters.slice(0, half).join("")} … ${characters.slice(-half).join("")}`;
}
