/**
 * Secret redaction for everything Alfred logs, posts, writes to the ledger or sends to the
 * model. Three layers, in this order:
 *
 * 1. **Known values.** The exact runtime values of the secrets Alfred holds (`knownSecrets`:
 *    provider keys, the GitHub token, the ledger key) are replaced wherever they appear, longest
 *    first, together with their URL-encoded and base64 forms and, for multi-line values, each
 *    line. Values shorter than {@link MIN_KNOWN_SECRET_LENGTH} are ignored, or `abc` would
 *    redact half the log.
 * 2. **Shapes** ({@link SECRET_RULES}): ~130 credential formats recognisable on their own — PEM
 *    private keys, JWTs, and the prefixed tokens of ~60 providers (GitHub `ghp_`, AWS `AKIA`,
 *    Slack `xoxb-`, OpenAI `sk-`, Anthropic `sk-ant-`, Stripe `sk_live_`, …), webhook URLs
 *    (Slack, Discord, Teams), passwords in URLs and connection strings (only the password is
 *    replaced: `postgres://app:[REDACTED:password]@db/app`), `Authorization` headers.
 * 3. **Context** ({@link redactAssignments}): values of keys named like secrets
 *    (`password=`, `client_secret:`, `--token x`) when the value looks like a real secret.
 *
 * Left alone on purpose: git SHAs, lockfile integrity hashes, UUIDs, `${{ secrets.X }}`,
 * `process.env.X`, Stripe *publishable* keys (`pk_live_`, public by design), base64 images.
 * A bare 40-hex or UUID value is only redacted when a secret-sounding key names it.
 *
 * Output uses `[REDACTED:<kind>]`. Redaction is idempotent (the marker never matches a rule,
 * and the passes repeat until nothing changes) and linear-time (bounded regular expressions).
 */
import { redactPrivateKeys } from "./private-key.js";
import { redactAssignments } from "./secret-assignments.js";
import { SECRET_RULES, type SecretRule } from "./secret-patterns.js";
import { marker, namedGroup, REDACTED_PREFIX } from "./secret-values.js";

export { SECRET_RULES, type SecretRule } from "./secret-patterns.js";

/** Known secret values shorter than this are not redacted (they would match everywhere). */
export const MIN_KNOWN_SECRET_LENGTH = 6;

/** Options of {@link redact}. */
export type RedactOptions = {
  /** Exact runtime secret values to redact wherever they appear, as `[REDACTED:secret]`. */
  knownSecrets?: readonly string[];
};

// Passes repeat until the text stops changing; one pass normally suffices, the second confirms.
const MAX_PASSES = 4;

/** Every spelling of a known secret we look for, longest first. */
function knownSecretForms(knownSecrets: readonly string[]): string[] {
  const forms = new Set<string>();
  const add = (value: string): void => {
    if (value.length >= MIN_KNOWN_SECRET_LENGTH && !value.includes(REDACTED_PREFIX)) forms.add(value);
  };
  for (const secret of knownSecrets) {
    const values = [secret, secret.trim()];
    // A multi-line secret (a key file) is often printed one line at a time.
    if (/[\r\n]/.test(secret)) values.push(...secret.split(/\r?\n/).map((line) => line.trim()));
    for (const value of values) {
      if (value.length < MIN_KNOWN_SECRET_LENGTH) continue;
      add(value);
      add(encodeURIComponent(value));
      const base64 = Buffer.from(value, "utf8").toString("base64");
      add(base64);
      add(base64.replace(/=+$/, ""));
      add(base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
    }
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

function applyRule(text: string, rule: SecretRule): string {
  if (rule.hint !== undefined && !text.includes(rule.hint)) return text;
  rule.pattern.lastIndex = 0;
  return text.replace(rule.pattern, (...args: unknown[]) => {
    const match = String(args[0]);
    if (match.includes(REDACTED_PREFIX)) return match;
    const pre = namedGroup(args, "pre") ?? "";
    const secret = namedGroup(args, "secret") ?? match.slice(pre.length);
    if (rule.validate && !rule.validate(secret)) return match;
    return pre + marker(rule.kind) + match.slice(pre.length + secret.length);
  });
}

// Known values are replaced in a single scan whose first alternative is a marker already
// written, which is kept as it is: a known secret that happens to be `password` must not turn
// `[REDACTED:password]` into nested markers, and one value's marker is not rescanned for the next.
function knownSecretPattern(knownForms: readonly string[]): RegExp | undefined {
  if (knownForms.length === 0) return undefined;
  const escaped = knownForms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(\\[REDACTED:[a-z0-9-]{1,40}\\])|${escaped.join("|")}`, "g");
}

function replaceKnownForms(text: string, pattern: RegExp | undefined): string {
  if (pattern === undefined) return text;
  return text.replace(pattern, (_match: string, existing?: string) => existing ?? marker("secret"));
}

function redactOnce(text: string, known: RegExp | undefined): string {
  let result = replaceKnownForms(text, known);
  result = redactPrivateKeys(result);
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
  const known = knownSecretPattern(knownSecretForms(options?.knownSecrets ?? []));
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = redactOnce(current, known);
    if (next === current) return next;
    current = next;
  }
  return current;
}
