/**
 * Finds everything in a text that a reader (a model) could take for an `<untrusted-data>` or
 * `</untrusted-data>` tag, however it is disguised: case, spaces (`</ untrusted-data >`),
 * attributes, HTML entities (`&lt;`, `&#60;`, `&#x3c;`, `&amp;lt;`), JSON/JS/URL escapes
 * (`\u003c`, `\x3c`, `%3C`, `<\/`), fullwidth and look-alike brackets (`＜ ‹ ❮ ﹤ ᐸ 〈`),
 * look-alike slashes and hyphens, zero-width and other invisible characters inside the name,
 * combining marks, and homoglyph letters (Cyrillic `а е о р с`, Greek `ο ρ τ`, small
 * capitals). A normalised copy is built one code point at a time (NFKD, marks and invisible
 * characters dropped, confusables mapped, lower-cased), remembering where each normalised
 * character came from, so a tag found in the copy can be neutralised in the original.
 */

/** A tag-like span in the *original* text: `[start, end)`; `closing` when it has a slash. */
export type FenceTagSpan = { start: number; end: number; closing: boolean };

import { isInvisibleCodePoint, VARIATION_SELECTORS } from "./invisible-chars.js";

type Normalised = { text: string; starts: Int32Array; ends: Int32Array };

// Encoded `<`, `>` and `/` as they appear in HTML, JSON, JS, CSS and URLs (also double-encoded).
const ENCODED =
  /(?<lt>&(?:amp;)*(?:lt|#0*60|#x0*3c);?|\\+u0*3c|\\+u\{0*3c\}|\\+x3c|%(?:25)*3c)|(?<gt>&(?:amp;)*(?:gt|#0*62|#x0*3e);?|\\+u0*3e|\\+u\{0*3e\}|\\+x3e|%(?:25)*3e)|(?<slash>&(?:amp;)*(?:sol|#0*47|#x0*2f);?|\\+u0*2f|\\+u\{0*2f\}|\\+x2f|%(?:25)*2f)/iy;

const CONFUSABLES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [..."\u2039\u276e\ufe64\uff1c\u1438\u3008\u27e8\u2329\u02c2\u276c\u29fc\u227a\u00ab"].map((c) => [
      c,
      "<",
    ]),
  ),
  ...Object.fromEntries(
    [..."\u203a\u276f\ufe65\uff1e\u1433\u3009\u27e9\u232a\u02c3\u276d\u29fd\u227b\u00bb"].map((c) => [
      c,
      ">",
    ]),
  ),
  ...Object.fromEntries([..."\u2044\u2215\u29f8\u2571\u27cb\u141f\u3033\u4e3f\uff0f"].map((c) => [c, "/"])),
  ...Object.fromEntries(
    [..."\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d\u2043\u02d7"].map((c) => [c, "-"]),
  ),
  // Cyrillic, Greek, Armenian and Latin look-alikes of the letters a reader sees as ASCII.
  ...Object.fromEntries(
    [
      ["a", "аАαΑɑᴀ"],
      ["b", "вВβΒ"],
      ["c", "сСϲᴄ"],
      ["d", "ԁԀᴅ"],
      ["e", "еЕεΕᴇ"],
      ["g", "ɡ"],
      ["h", "һНΗհ"],
      ["i", "іІιΙıӏ"],
      ["j", "јЈȷ"],
      ["k", "кКκΚᴋ"],
      ["m", "мМΜᴍ"],
      ["n", "пΝոɴ"],
      ["o", "оОοΟօᴏ"],
      ["p", "рРρΡᴘ"],
      ["r", "гʀ"],
      ["s", "ѕЅꜱ"],
      ["t", "тТτΤᴛ"],
      ["u", "υսᴜ"],
      ["v", "ν"],
      ["x", "хХχΧ"],
      ["y", "уУγΥ"],
      ["z", "Ζᴢ"],
    ].flatMap(([ascii = "", looks = ""]) => [...looks].map((c) => [c, ascii])),
  ),
};

function isHidden(codePoint: number): boolean {
  const [low, high] = VARIATION_SELECTORS;
  return isInvisibleCodePoint(codePoint) || (codePoint >= low && codePoint <= high);
}

const cache = new Map<number, string>();

function normaliseCodePoint(codePoint: number): string {
  const cached = cache.get(codePoint);
  if (cached !== undefined) return cached;
  const char = String.fromCodePoint(codePoint);
  let mapped = "";
  if (!isHidden(codePoint)) {
    const direct = CONFUSABLES[char];
    const decomposed = direct ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
    for (const part of decomposed) {
      mapped += isHidden(part.codePointAt(0) ?? 0) ? "" : (CONFUSABLES[part] ?? part);
    }
    mapped = mapped.toLowerCase();
  }
  if (cache.size < 65_536) cache.set(codePoint, mapped);
  return mapped;
}

/** Printable ASCII (and tab, LF, CR) that maps to itself, lower-cased: the fast path. */
function isPlainAscii(unit: number): boolean {
  return (
    (unit >= 0x20 && unit < 0x7f && unit !== 0x26 && unit !== 0x5c && unit !== 0x25) ||
    unit === 0x09 ||
    unit === 0x0a ||
    unit === 0x0d
  );
}

/** Builds the normalised copy and, for each of its UTF-16 units, the original span. */
function normalise(text: string): Normalised {
  const parts: string[] = [];
  let starts = new Int32Array(text.length + 8);
  let ends = new Int32Array(text.length + 8);
  let length = 0;
  const reserve = (extra: number): void => {
    if (length + extra <= starts.length) return;
    const size = Math.max(starts.length * 2, length + extra);
    const grownStarts = new Int32Array(size);
    const grownEnds = new Int32Array(size);
    grownStarts.set(starts);
    grownEnds.set(ends);
    [starts, ends] = [grownStarts, grownEnds];
  };
  const emit = (chars: string, start: number, end: number): void => {
    reserve(chars.length);
    parts.push(chars);
    for (let k = 0; k < chars.length; k += 1) {
      starts[length] = start;
      ends[length] = end;
      length += 1;
    }
  };
  let i = 0;
  while (i < text.length) {
    const unit = text.charCodeAt(i);
    if (isPlainAscii(unit)) {
      const runStart = i;
      while (i < text.length && isPlainAscii(text.charCodeAt(i))) i += 1;
      reserve(i - runStart);
      parts.push(text.slice(runStart, i).toLowerCase());
      for (let k = runStart; k < i; k += 1) {
        starts[length] = k;
        ends[length] = k + 1;
        length += 1;
      }
      continue;
    }
    if (unit === 0x26 || unit === 0x5c || unit === 0x25) {
      ENCODED.lastIndex = i;
      const match = ENCODED.exec(text);
      const consumed = match?.[0].length ?? 1;
      const groups = match?.groups;
      const decoded = groups === undefined ? text.charAt(i) : groups["lt"] ? "<" : groups["gt"] ? ">" : "/";
      emit(decoded, i, i + consumed);
      i += consumed;
      continue;
    }
    const codePoint = text.codePointAt(i) ?? unit;
    const size = codePoint > 0xffff ? 2 : 1;
    // ASCII controls are invisible; everything else goes through NFKD and the confusables.
    emit(unit < 0x80 ? "" : normaliseCodePoint(codePoint), i, i + size);
    i += size;
  }
  return { text: parts.join(""), starts, ends };
}

// `<`, any slashes/backslashes/spaces, the name with any separators, and — when it closes on
// the same line within 256 characters — its attributes up to `>`.
const TAG = /<[\s\\/]*untrusted[\s_.:-]*data(?:[^<>\n]{0,256}>)?/g;

/**
 * Finds every tag-like `untrusted-data` span in `text`, disguised or not, in order.
 * Pure; never throws.
 */
export function findFenceTags(text: string): FenceTagSpan[] {
  const normalised = normalise(text);
  const spans: FenceTagSpan[] = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(normalised.text); match !== null; match = TAG.exec(normalised.text)) {
    const first = match.index;
    const last = first + match[0].length - 1;
    const head = /^<[\s\\/]*/.exec(match[0])?.[0] ?? "";
    spans.push({
      start: normalised.starts[first] ?? 0,
      end: normalised.ends[last] ?? text.length,
      closing: /[\\/]/.test(head),
    });
  }
  return spans;
}
