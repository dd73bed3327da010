/**
 * The shape of one credential rule and the helper that builds it, shared by the rule tables
 * ({@link SECRET_RULES} in `secret-patterns.ts`, `secret-patterns-vendors.ts`). Pure.
 */

/** One credential format. */
export type SecretRule = {
  /** Written into the marker: `[REDACTED:<kind>]`. */
  readonly kind: string;
  /** Global regular expression; optional named groups `pre`, `secret`, `post`. */
  readonly pattern: RegExp;
  /** Extra check on the `secret` part (and the `pre` text before it); the match is kept when it returns false. */
  readonly validate?: (secret: string, pre: string) => boolean;
  /** A substring every match contains: when the text lacks it, the rule is skipped (speed). */
  readonly hint?: string;
  /**
   * Least Shannon entropy (bits per character) of the `secret` part, as the public rule sets set
   * it per format (gitleaks' `Entropy`): `glpat-XXXXXXXXXXX-XXXXXXXX` has the shape but not the
   * randomness of a token.
   */
  readonly minEntropy?: number;
};

/** Token start: not preceded by a character that could continue the token. */
export const B = "(?<![A-Za-z0-9_-])";
/** Token end: not followed by a character that could continue the token. */
export const E = "(?![A-Za-z0-9_-])";

/** Options of {@link rule}. */
export type RuleOptions = {
  flags?: string;
  validate?: (secret: string, pre: string) => boolean;
  hint?: string;
  minEntropy?: number;
};

/**
 * Builds a rule from a regular-expression source (always compiled with `g`, plus `flags`).
 * @throws SyntaxError when `source` is not a valid regular expression (a programming error).
 */
export function rule(kind: string, source: string, options: RuleOptions = {}): SecretRule {
  return {
    kind,
    pattern: new RegExp(source, `g${options.flags ?? ""}`),
    ...(options.validate ? { validate: options.validate } : {}),
    ...(options.hint !== undefined ? { hint: options.hint } : {}),
    ...(options.minEntropy !== undefined ? { minEntropy: options.minEntropy } : {}),
  };
}
