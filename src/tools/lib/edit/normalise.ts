/**
 * The comparators of the fuzzy edit ladder: each rung forgives a little more
 * than the one before. `exact` compares raw text; every other rung compares
 * whole lines after the normalisation below.
 */

/** The rungs, from strictest to most forgiving. The first rung with a match decides. */
export const MATCH_RUNGS = ["exact", "rstrip", "trim", "collapse", "punctuation"] as const;

/** One rung of the ladder. */
export type MatchRung = (typeof MATCH_RUNGS)[number];

/** The rungs that compare normalised lines. */
export type LineRung = Exclude<MatchRung, "exact">;

/**
 * Typographic characters that models and word processors substitute for ASCII:
 * curly quotes and primes, dashes and the minus sign, the ellipsis, and the
 * non-breaking and odd-width spaces.
 */
const PUNCTUATION: Readonly<Record<string, string>> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u2032": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u2026": "...",
};

const PUNCTUATION_PATTERN = /[\u2018\u2019\u201A\u201B\u2032\u201C-\u201F\u2033\u2010-\u2015\u2212\u2026]/g;
const ODD_SPACE_PATTERN = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;

/** Replaces typographic quotes, dashes, ellipses and odd spaces with their ASCII forms. */
export function normalisePunctuation(text: string): string {
  return text
    .replace(PUNCTUATION_PATTERN, (char) => PUNCTUATION[char] ?? char)
    .replace(ODD_SPACE_PATTERN, " ");
}

function collapse(line: string): string {
  return line.trim().replace(/\s+/g, " ");
}

/**
 * Normalises one line (without its line terminator) for a rung:
 * `rstrip` drops trailing whitespace, `trim` both ends, `collapse` also squeezes
 * internal whitespace runs to one space, `punctuation` applies
 * {@link normalisePunctuation} and then `collapse`.
 */
export function normaliseLine(line: string, rung: LineRung): string {
  switch (rung) {
    case "rstrip":
      return line.trimEnd();
    case "trim":
      return line.trim();
    case "collapse":
      return collapse(line);
    case "punctuation":
      return collapse(normalisePunctuation(line));
  }
}
