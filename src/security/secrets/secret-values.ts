/**
 * Heuristics shared by the secret rules: does a value look like a real credential, or like a
 * placeholder, a variable reference or ordinary code? These decide the context-dependent rules
 * (`password=…`, `token: …`, URL passwords), where the key says "secret" but the value might
 * be `${{ secrets.X }}`, `process.env.TOKEN` or `changeme`. Pure string functions.
 */

/** The marker every redaction writes; rules never match text that already contains it. */
export const REDACTED_PREFIX = "[REDACTED:";

/** Builds the marker for a kind, e.g. `[REDACTED:github-token]`. */
export function marker(kind: string): string {
  return `${REDACTED_PREFIX}${kind}]`;
}

/**
 * Reads a named capture group from the arguments of a `String.prototype.replace` callback
 * (the groups object is the last argument when the pattern has named groups).
 */
export function namedGroup(replaceArgs: readonly unknown[], name: string): string | undefined {
  const groups = replaceArgs[replaceArgs.length - 1];
  if (typeof groups !== "object" || groups === null) return undefined;
  const value: unknown = Reflect.get(groups, name);
  return typeof value === "string" ? value : undefined;
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let entropy = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

/**
 * True when a value with a token's shape is a placeholder: a run of eight or more of one
 * character (`xoxb-xxxxxxxxx-…`, `hvs.xxxx…`, `AIzaaaaa…`, 64 zeros), or less randomness than
 * `minEntropy` bits per character when the format sets one.
 */
export function isPlaceholderToken(secret: string, minEntropy?: number): boolean {
  if (/(.)\1{7}/.test(secret)) return true;
  return minEntropy !== undefined && shannonEntropy(secret) < minEntropy;
}

/** True when the text mixes letters and digits, the mark of a generated token. */
export function hasLettersAndDigits(text: string): boolean {
  return /[A-Za-z]/.test(text) && /\d/.test(text);
}

/** True when a `Basic` credential decodes to `user:password`. */
export function isBasicCredential(base64: string): boolean {
  const decoded = Buffer.from(base64, "base64").toString("utf8");
  return decoded.includes(":") && /^[\x20-\x7e]+$/.test(decoded);
}

// Words people write where a secret will go. Compared after lower-casing and dropping
// punctuation, so `<your-token>`, `YOUR_TOKEN_HERE` and `change-me` all match.
const PLACEHOLDER_WORDS = new Set([
  "changeme",
  "changeit",
  "password",
  "passwd",
  "pass",
  "secret",
  "token",
  "apikey",
  "example",
  "sample",
  "placeholder",
  "dummy",
  "fake",
  "test",
  "testing",
  "todo",
  "redacted",
  "none",
  "null",
  "nil",
  "undefined",
  "true",
  "false",
  "yes",
  "no",
  "required",
  "optional",
  "string",
  "empty",
  "hidden",
  "masked",
]);

// Roots of expressions that *read* a secret rather than contain one.
const REFERENCE_ROOTS =
  /^(?:process|os|env|config|settings|self|this|secrets|vars|inputs|github|import|ctx|context|options|opts|args|params|props|req|request|window|app|System|ENV|Deno|Bun)\./;

/**
 * True when a value is a placeholder or a reference to a secret kept elsewhere: `${{ … }}`,
 * `$VAR`, `${VAR}`, `%VAR%`, `<your-token>`, `{{ .Token }}`, `***`, `process.env.X`,
 * `os.environ[...]`, an all-caps variable name, a file path or a URL.
 */
export function isPlaceholderOrReference(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  if (trimmed.includes(REDACTED_PREFIX)) return true;
  if (/^(?:\$|%[A-Za-z_][\w]*%$|\{\{|<.*>$|\(.*\)$|\{.*\}$)/.test(trimmed)) return true;
  if (/^[*xX.#•-]+$/.test(trimmed)) return true;
  if (REFERENCE_ROOTS.test(trimmed)) return true;
  // `os.environ["X"]`, `getenv("X")`, `config.get("token")`: code, not a literal.
  if (/[[(]/.test(trimmed) && /^[A-Za-z_$][\w$.]*[[(]/.test(trimmed)) return true;
  // `MY_API_TOKEN`: the name of a variable holding the secret.
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(trimmed)) return true;
  // Paths to a key file are not the key (`private_key: ./certs/key.pem`).
  if (/^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(trimmed)) return true;
  if (trimmed.includes("://")) return true;
  const word = trimmed.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (PLACEHOLDER_WORDS.has(word)) return true;
  if (/^(?:your|my|enter|insert|replace|put|add)(?:[a-z]+)?(?:here)?$/.test(word)) return true;
  if (/here$/.test(word) && word.length < 24) return true;
  return false;
}

/**
 * True when a value assigned to a secret-sounding key looks like a real secret: not a
 * placeholder or reference, at least 8 characters, and either mixing character classes
 * (`Summer2024!`, a 40-hex token) or long and random-looking (24 random letters). Dotted
 * identifiers without digits (`config.db.password`) and plain words (`tokenValue`) are code.
 */
export function looksLikeSecretValue(value: string): boolean {
  if (value.length < 8 || isPlaceholderOrReference(value)) return false;
  const hasDigit = /\d/.test(value);
  const hasSymbol = /[^A-Za-z0-9]/.test(value);
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value) && !hasDigit) return false;
  if (/^[A-Za-z]+$/.test(value)) return value.length >= 16 && shannonEntropy(value) >= 3.5;
  if (/^[a-z]+(?:[-_][a-z]+)+$/.test(value)) return false; // kebab/snake words: `read-only`
  if (/^\d+$/.test(value)) return value.length >= 8; // numeric PINs and passwords
  return /[A-Za-z]/.test(value) && (hasDigit || hasSymbol);
}
