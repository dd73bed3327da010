/**
 * Known secrets in disguise (issue 9, item 1): a command that can read a secret can also print
 * it reversed (`rev`), as hex (`xxd -p`, `od`), as base64 (`base64`, inside a longer blob), or
 * one character at a time (`sed 's/./& /g'`). Redacting only the plain value lets all of these
 * reach the model or a log. For every known secret this module builds one pattern that matches:
 *
 * - the value, its trimmed form and, for a multi-line value, each line;
 * - its URL-encoding, its reversal, lower- and upper-case hex, and the hex and base64 of its
 *   reversal;
 * - its base64, standard and URL-safe, at each of the three byte alignments it can have inside
 *   a longer base64 string: only the characters that depend on the secret's bytes alone are
 *   matched, so `base64(prefix + secret + suffix)` is caught whatever surrounds it;
 * - any of these with one or two separators between characters (space, tab, newline, `-`,
 *   `.`, `,`, `:`), which also covers `base64` and `xxd -p` wrapping their lines.
 *
 * Values shorter than {@link MIN_KNOWN_SECRET_LENGTH} are ignored (they would match everywhere);
 * multi-line values (key files) and values longer than {@link MAX_DISGUISED_LENGTH} are matched
 * as they are and line by line only, which keeps the pattern small. Matching stays linear: the pattern is a list of literal
 * characters joined by a bounded separator class, with no nested repetition.
 */

/** Known secret values shorter than this are not redacted (they would match everywhere). */
export const MIN_KNOWN_SECRET_LENGTH = 6;

/** Longer values (key files) are matched as they are and line by line, not in disguise. */
const MAX_DISGUISED_LENGTH = 256;

const SEPARATOR = "[ \\t\\r\\n.,:-]{0,2}";
const SEPARATORS = /[ \t\r\n.,:-]+/g;

/**
 * `text` without the characters {@link SEPARATOR} allows between a form's characters. Any
 * match of a form's alternative, squeezed, is the squeezed form, and a match is a slice of the
 * text: so when no squeezed form occurs in the squeezed text, the pattern cannot match. Pure.
 */
export function squeezeSeparators(text: string): string {
  return text.replace(SEPARATORS, "");
}

const escapeChar = (char: string): string => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The base64 characters of `bytes` that do not depend on what precedes or follows them when
 * they start `offset` bytes into a longer encoded buffer (offset 0, 1 or 2).
 */
function stableBase64(bytes: Buffer, offset: number): string {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
  const first = Math.ceil((offset * 8) / 6);
  const last = Math.floor(((offset + bytes.length) * 8) / 6); // exclusive: chars fully inside
  return encoded.slice(first, last);
}

function disguises(value: string): string[] {
  const bytes = Buffer.from(value, "utf8");
  const hex = bytes.toString("hex");
  const reversed = [...value].reverse().join("");
  const reversedBytes = Buffer.from(reversed, "utf8");
  // Two steps chained (`rev | xxd -p`, `rev | base64`) are common enough to list as well.
  const forms = [value, encodeURIComponent(value), reversed, hex, hex.toUpperCase()];
  forms.push(reversedBytes.toString("hex"), stableBase64(reversedBytes, 0));
  for (const offset of [0, 1, 2]) {
    const core = stableBase64(bytes, offset);
    forms.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms;
}

/**
 * Every spelling of the known secrets to look for, as literal strings, longest first (so the
 * longest spelling wins where several start at the same place). Pure.
 */
export function knownSecretForms(knownSecrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const secret of knownSecrets) {
    const multiLine = /[\r\n]/.test(secret);
    // A multi-line secret (a key file) is often printed one line at a time.
    const values = [
      secret,
      secret.trim(),
      ...(multiLine ? secret.split(/\r?\n/).map((line) => line.trim()) : []),
    ];
    for (const value of values) {
      if (value.length < MIN_KNOWN_SECRET_LENGTH) continue;
      const spellings = multiLine || value.length > MAX_DISGUISED_LENGTH ? [value] : disguises(value);
      for (const form of spellings) if (form.length >= MIN_KNOWN_SECRET_LENGTH) forms.add(form);
    }
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/**
 * One global pattern for the forms: its first alternative captures a redaction marker already
 * written (kept as it is, so a known secret that happens to be `password` does not nest
 * markers); the others match a form with up to two separators between its characters.
 * `undefined` when there is nothing to look for. Pure.
 */
export function knownSecretPattern(forms: readonly string[]): RegExp | undefined {
  if (forms.length === 0) return undefined;
  const alternatives = forms.map((form) =>
    [...form].map(escapeChar).join(form.length > MAX_DISGUISED_LENGTH ? "" : SEPARATOR),
  );
  return new RegExp(`(\\[REDACTED:[a-z0-9-]{1,40}\\])|${alternatives.join("|")}`, "g");
}
