/**
 * Characters a reader does not see but a model does: zero-width spaces and joiners, bidi
 * controls (which can also reorder what a human reviewer sees), soft hyphens, Hangul fillers,
 * invisible operators, and Unicode tag characters (U+E0000–U+E007F, which can spell out a
 * whole hidden ASCII message: "ASCII smuggling"). Also C0/C1 control characters other than
 * tab, line feed and carriage return.
 */

/** Inclusive code point ranges of invisible characters. */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x0008],
  [0x000b, 0x000c],
  [0x000e, 0x001f],
  [0x007f, 0x009f],
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark
  [0x115f, 0x1160], // Hangul fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian variation selectors and vowel separator
  [0x200b, 0x200f], // zero-width space, joiners, LRM, RLM
  [0x202a, 0x202e], // bidi embeddings and overrides
  [0x2060, 0x206f], // word joiner, invisible operators, bidi isolates, deprecated formats
  [0x3164, 0x3164], // Hangul filler
  [0xfeff, 0xfeff], // zero-width no-break space (BOM)
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0x1bca0, 0x1bca3], // shorthand format controls
  [0x1d173, 0x1d17a], // musical symbol format controls
  [0xe0000, 0xe007f], // tag characters
  [0xe0100, 0xe01ef], // variation selectors supplement (used to smuggle bytes)
];

/**
 * Variation selectors 1–16. Invisible too, but VS16 (U+FE0F) is part of ordinary emoji, so
 * sanitising keeps them; the fence detector drops them.
 */
export const VARIATION_SELECTORS: readonly [number, number] = [0xfe00, 0xfe0f];

/** True when the code point is in {@link INVISIBLE_RANGES}. */
export function isInvisibleCodePoint(codePoint: number): boolean {
  if (codePoint >= 0x20 && codePoint < 0x7f) return false;
  for (const [low, high] of INVISIBLE_RANGES) {
    if (codePoint >= low && codePoint <= high) return true;
  }
  return false;
}

/** Removes every character in {@link INVISIBLE_RANGES} from `text`. */
export function stripInvisible(text: string): string {
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const codePoint = text.codePointAt(i) ?? 0;
    const size = codePoint > 0xffff ? 2 : 1;
    if (codePoint >= 0x20 && codePoint < 0x7f) {
      i += 1;
      continue;
    }
    if (codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d && isInvisibleCodePoint(codePoint)) {
      out += text.slice(copied, i);
      copied = i + size;
    }
    i += size;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
