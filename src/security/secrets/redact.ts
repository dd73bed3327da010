/**
 * Secret redaction for everything Alfred logs, posts, writes to the ledger or sends to the
 * model. Three layers, in this order:
 *
 * 1. **Known values.** The runtime values of the secrets Alfred holds (`knownSecrets`: provider
 *    keys, the GitHub token, the ledger key) are replaced wherever they appear, also in
 *    disguise: URL-encoded, reversed, hex, base64 at any alignment, one character at a time
 *    (see `secret-disguises.ts`). Values shorter than {@link MIN_KNOWN_SECRET_LENGTH} are
 *    ignored, or `abc` would redact half the log.
 * 2. **Shapes** ({@link SECRET_RULES}): ~130 credential formats recognisable on their own — PEM
 *    private keys, JWTs, and the prefixed tokens of ~60 providers (GitHub `ghp_`, AWS `AKIA`,
 *    Slack `xoxb-`, OpenAI `sk-`, Anthropic `sk-ant-`, Stripe `sk_live_`, …), webhook URLs
 *    (Slack, Discord, Teams), passwords in URLs and connection strings (only the password is
 *    replaced: `postgres://app:[REDACTED:password]@db/app`), `Authorization` headers.
 * 3. **Context** ({@link redactAssignments}): values of keys named like secrets
 *    (`password=`, `client_secret:`, `--token x`) when the value looks like a real secret;
 *    values named by their provider (`cloudflare: …`, `OKTA_TOKEN=…`), the password of
 *    `curl -u user:password`, and the values of a Kubernetes `Secret` manifest.
 *
 * Measured on real samples from the public rule sets' own tests (`redact-corpus.test.ts`).
 *
 * Left alone on purpose: git SHAs, lockfile integrity hashes, UUIDs, `${{ secrets.X }}`,
 * `process.env.X`, Stripe *publishable* keys (`pk_live_`, public by design), base64 images.
 * A bare 40-hex or UUID value is only redacted when a secret-sounding key names it.
 *
 * Output uses `[REDACTED:<kind>]`. Redaction is idempotent (the marker never matches a rule,
 * and the passes repeat until nothing changes) and linear-time (bounded regular expressions).
 */
import { redactCurlCredentials } from "./curl-credentials.js";
import { redactKubernetesSecrets } from "./kubernetes-secret.js";
import { redactPrivateKeys } from "./private-key.js";
import { redactAssignments } from "./secret-assignments.js";
import { SECRET_RULES, type SecretRule } from "./secret-patterns.js";
import { knownSecretForms, knownSecretPattern, squeezeSeparators } from "./secret-disguises.js";
import { isPlaceholderToken, marker, namedGroup, REDACTED_PREFIX } from "./secret-values.js";

export { MIN_KNOWN_SECRET_LENGTH } from "./secret-disguises.js";

/** Options of {@link redact}. */
export type RedactOptions = {
  /** Exact runtime secret values to redact wherever they appear, as `[REDACTED:secret]`. */
  knownSecrets?: readonly string[];
};

// Passes repeat until the text stops changing; one pass normally suffices, the second confirms.
const MAX_PASSES = 4;

function applyRule(text: string, rule: SecretRule): string {
  if (rule.hint !== undefined && !text.includes(rule.hint)) return text;
  rule.pattern.lastIndex = 0;
  return text.replace(rule.pattern, (...args: unknown[]) => {
    const match = String(args[0]);
    if (match.includes(REDACTED_PREFIX)) return match;
    const pre = namedGroup(args, "pre") ?? "";
    const secret = namedGroup(args, "secret") ?? match.slice(pre.length);
    if (rule.validate && !rule.validate(secret, pre)) return match;
    if (isPlaceholderToken(secret, rule.minEntropy)) return match;
    return pre + marker(rule.kind) + match.slice(pre.length + secret.length);
  });
}

/** The known secrets' pattern, and their forms without separators (a cheap test first). */
interface KnownMatcher {
  readonly pattern: RegExp;
  readonly squeezed: readonly string[];
}

// The same few secrets are passed on every call; compiling their pattern once per set keeps a
// stream of small writes cheap.
const matcherCache = new Map<string, KnownMatcher | undefined>();
const MATCHER_CACHE_SIZE = 32;

function cachedKnownMatcher(knownSecrets: readonly string[]): KnownMatcher | undefined {
  if (knownSecrets.length === 0) return undefined;
  const key = knownSecrets.join("\u0000");
  if (matcherCache.has(key)) return matcherCache.get(key);
  const forms = knownSecretForms(knownSecrets);
  const pattern = knownSecretPattern(forms);
  const matcher = pattern === undefined ? undefined : { pattern, squeezed: forms.map(squeezeSeparators) };
  if (matcherCache.size >= MATCHER_CACHE_SIZE) matcherCache.clear();
  matcherCache.set(key, matcher);
  return matcher;
}

/**
 * The known forms replaced. The pattern (dozens of forms, a separator class between every
 * character) costs far more per character than a substring search, and nearly every text holds
 * none of them: {@link squeezeSeparators} tells which texts cannot match, for a few `includes`.
 */
function replaceKnownForms(text: string, known: KnownMatcher | undefined): string {
  if (known === undefined) return text;
  const squeezed = squeezeSeparators(text);
  if (!known.squeezed.some((form) => squeezed.includes(form))) return text;
  return text.replace(known.pattern, (_match: string, existing?: string) => existing ?? marker("secret"));
}

function redactOnce(text: string, known: KnownMatcher | undefined): string {
  let result = replaceKnownForms(text, known);
  result = redactPrivateKeys(result);
  result = redactKubernetesSecrets(result);
  result = redactCurlCredentials(result);
  for (const rule of SECRET_RULES) result = applyRule(result, rule);
  return redactAssignments(result);
}

/**
 * Replaces credentials in `text` with `[REDACTED:<kind>]`: the exact `knownSecrets` (as
 * `[REDACTED:secret]`), then ~70 credential shapes, then secret-looking values of
 * secret-named keys. See the rules at the top of this file.
 *
 * Idempotent: `redact(redact(x)) === redact(x)`. Runs in time linear in the input.
 *
 * @param text - any text: a log, a tool output, a file, a comment body.
 * @param options - `knownSecrets`: runtime secret values to redact wherever they appear.
 * @returns the text with secrets replaced; unchanged when it holds none.
 * @throws never.
 */
export function redact(text: string, options?: RedactOptions): string {
  if (text === "") return text;
  const known = cachedKnownMatcher(options?.knownSecrets ?? []);
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = redactOnce(current, known);
    if (next === current) return next;
    current = next;
  }
  return current;
}
