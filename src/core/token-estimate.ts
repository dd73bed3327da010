/**
 * The one token estimate: no tokenizer ships for every provider's models, so budgets (the
 * context window, the repo map, the Core memory tier, the reviewer's diff, each role's prompt
 * prefix) and the mock model's usage count characters instead. Four characters a token is close
 * to real tokenizers for English prose, code and JSON, and it is the same for every provider, so
 * a budget means the same thing whichever model runs. It is an estimate: decisions made on it
 * (when to compact, what fits) keep headroom, and spending is counted from the provider's own
 * reported usage, never from this.
 */

/** Characters the estimate counts as one token. */
export const CHARS_PER_TOKEN = 4;

/**
 * Estimated tokens of `text`: its length in UTF-16 code units divided by {@link CHARS_PER_TOKEN},
 * rounded up (0 for the empty text, 1 for a single character).
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** The characters that fit `tokens` by the same estimate (the inverse of {@link estimateTokens}). */
export function charsForTokens(tokens: number): number {
  return tokens * CHARS_PER_TOKEN;
}
