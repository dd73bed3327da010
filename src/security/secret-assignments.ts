/**
 * Context rules: a value assigned to a key that names a secret (`DB_PASSWORD=…`,
 * `"client_secret": "…"`, `api_key: …`, `--token …`, `?access_token=…`, `<password>…`) is
 * redacted when the value looks like a real secret (see {@link looksLikeSecretValue}): not
 * `${{ secrets.X }}`, `process.env.X`, `$VAR`, `<placeholder>`, `changeme`, `true`, a path or a
 * plain word. Only the value is replaced; the key stays, so the log still says what was there.
 *
 * The key must *end* with the keyword (`max_tokens`, `tokenizer`, `secret_name` are not
 * secrets) and be followed directly by the separator. Every repetition is bounded.
 */
import { looksLikeSecretValue, marker, namedGroup, REDACTED_PREFIX } from "./secret-values.js";

const KEYWORD =
  "(?<kw>pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|(?:access|secret|private|auth|account|master|signing|encryption|app|client)[_-]?key|credentials?|_auth)";
const SEPARATOR = "\\\\?[\"'`]?[ \\t]{0,8}(?::=|=>|==?|:)[ \\t]{0,8}";

/** `key = "value"` and friends: the value is everything up to the closing quote. */
const QUOTED = new RegExp(
  `(?<pre>${KEYWORD}${SEPARATOR}\\\\?["'\`])(?<secret>[^"'\`\\\\\\r\\n]{1,512})(?=\\\\?["'\`])`,
  "gi",
);
/** `KEY=value`, `key: value`, `?token=value&`: the value ends at a space, quote or delimiter. */
const UNQUOTED = new RegExp(
  `(?<pre>${KEYWORD}${SEPARATOR})(?<secret>[^\\s"'\`\\\\,;&<>(){}\\[\\]]{1,512})`,
  "gi",
);
/** `--password value` on a command line (the `--password=value` form is UNQUOTED). */
const FLAG = new RegExp(
  "(?<pre>(?<![\\w-])--?(?:[A-Za-z0-9]{1,20}-){0,4}(?<kw>password|passwd|pass|token|secret|api-key|apikey|client-secret|auth-token|access-token)[ \\t]{1,8}[\"']?)(?<secret>[^\\s\"'`\\\\,;&<>(){}\\[\\]]{1,512})",
  "gi",
);
/** `<password>value</password>` in XML configuration (Maven `settings.xml`, NuGet). */
const XML = new RegExp(
  "(?<pre><(?<kw>password|passwd|secret|token|api[_-]?key|apikey|client[_-]?secret|private[_-]?key)>)(?<secret>[^<\\r\\n]{1,512})(?=</)",
  "gi",
);

function kindOf(keyword: string): string {
  const lower = keyword.toLowerCase();
  if (lower.startsWith("pass") || lower === "pwd") return "password";
  if (lower.endsWith("token")) return "token";
  if (lower.includes("key")) return "api-key";
  return "secret";
}

function replaceValue(replaceArgs: readonly unknown[]): string {
  const match = String(replaceArgs[0]);
  const pre = namedGroup(replaceArgs, "pre");
  const keyword = namedGroup(replaceArgs, "kw");
  const secret = namedGroup(replaceArgs, "secret");
  if (pre === undefined || keyword === undefined || secret === undefined) return match;
  if (match.includes(REDACTED_PREFIX) || !looksLikeSecretValue(secret)) return match;
  return pre + marker(kindOf(keyword)) + match.slice(pre.length + secret.length);
}

/**
 * Redacts the values of secret-sounding assignments, flags and XML elements in `text`.
 * Pure; never throws.
 */
export function redactAssignments(text: string): string {
  let result = text;
  for (const pattern of [QUOTED, UNQUOTED, FLAG, XML]) {
    result = result.replace(pattern, (...args: unknown[]) => replaceValue(args));
  }
  return result;
}
