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

type Normalised = { text: string; starts: number[]; ends: number[] };

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

/** Builds the normalised copy and, for each of its UTF-16 units, the original span. */
function normalise(text: string): Normalised {
  let out = "";
  const starts: number[] = [];
  const ends: number[] = [];
  const emit = (chars: string, start: number, end: number): void => {
    out += chars;
    for (let k = 0; k < chars.length; k += 1) {
      starts.push(start);
      ends.push(end);
    }
  };
  let i = 0;
  while (i < text.length) {
    const unit = text.charCodeAt(i);
    if (unit === 0x26 || unit === 0x5c || unit === 0x25) {
      ENCODED.lastIndex = i;
      const match = ENCODED.exec(text);
      if (match?.groups) {
        const { lt, gt } = match.groups;
        emit(lt !== undefined ? "<" : gt !== undefined ? ">" : "/", i, i + match[0].length);
        i += match[0].length;
        continue;
      }
    }
    if (unit < 0x80) {
      const invisible = (unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) || unit === 0x7f;
      const lower = unit >= 0x41 && unit <= 0x5a ? String.fromCharCode(unit + 32) : String.fromCharCode(unit);
      emit(invisible ? "" : lower, i, i + 1);
      i += 1;
      continue;
    }
    const codePoint = text.codePointAt(i) ?? unit;
    const size = codePoint > 0xffff ? 2 : 1;
    emit(normaliseCodePoint(codePoint), i, i + size);
    i += size;
  }
  return { text: out, starts, ends };
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
