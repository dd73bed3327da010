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
// The value is taken whole: `credentials: Options["credentials"]` and `token: read(…)` are code (a
// type or a call), not a value followed by something else.
const UNQUOTED = new RegExp(
  `(?<pre>${KEYWORD}${SEPARATOR})(?<secret>[^\\s"'\`\\\\,;&<>(){}\\[\\]]{1,512})(?![^\\s"'\`\\\\,;&>){}\\]])`,
  "gi",
);
/** `--password value` on a command line (the `--password=value` form is UNQUOTED). */
const FLAG = new RegExp(
  "(?<pre>(?<![\\w-])--?(?:[A-Za-z0-9]{1,20}-){0,4}(?<kw>password|passwd|pass|token|secret|api-key|apikey|client-secret|auth-token|access-token)[ \\t]{1,8}[\"']?)(?<secret>[^\\s\"'`\\\\,;&<>(){}\\[\\]]{1,512})",
  "gi",
);
/** `getenv("api_token", "value")`: a secret-named string argument followed by its value. */
const CALL = new RegExp(
  `(?<pre>(?<q>["'])[\\w.-]{0,40}?${KEYWORD}\\k<q>[ \\t]{0,4},[ \\t]{0,8}(?<v>["']))(?<secret>[^"'\\\\\\r\\n]{1,512})(?=\\k<v>)`,
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

// Names that end in a secret word but hold no secret, as gitleaks' allow-list has them: CSRF
// tokens are per-session and public by design, `io.jsonwebtoken` is a Maven group, public keys
// and tokens are public.
const NOT_SECRET_NAMES = /(?:csrf|xsrf)[_.-]?token$|jsonwebtoken$|public[_.-]?(?:token|key)$/i;

/** The identifier that ends where the match starts (`csrf-` before `token=`), up to 40 characters. */
function nameBefore(text: string, offset: number, keyword: string): string {
  let start = offset;
  while (start > 0 && offset - start < 40 && /[\w.-]/.test(text.charAt(start - 1))) start -= 1;
  return text.slice(start, offset) + keyword;
}

function replaceValue(replaceArgs: readonly unknown[]): string {
  const match = String(replaceArgs[0]);
  const pre = namedGroup(replaceArgs, "pre");
  const keyword = namedGroup(replaceArgs, "kw");
  const secret = namedGroup(replaceArgs, "secret");
  if (pre === undefined || keyword === undefined || secret === undefined) return match;
  if (match.includes(REDACTED_PREFIX) || !looksLikeSecretValue(secret)) return match;
  const [offset, text] = offsetAndText(replaceArgs);
  if (NOT_SECRET_NAMES.test(nameBefore(text, offset + pre.indexOf(keyword), keyword))) return match;
  return pre + marker(kindOf(keyword)) + match.slice(pre.length + secret.length);
}

/** The match's offset and the whole text, from a `replace` callback's arguments (before the groups). */
function offsetAndText(replaceArgs: readonly unknown[]): [number, string] {
  const offset = replaceArgs[replaceArgs.length - 3];
  const text = replaceArgs[replaceArgs.length - 2];
  return [typeof offset === "number" ? offset : 0, typeof text === "string" ? text : ""];
}

/**
 * Redacts the values of secret-sounding assignments, flags and XML elements in `text`.
 * Pure; never throws.
 */
export function redactAssignments(text: string): string {
  let result = text;
  for (const pattern of [QUOTED, UNQUOTED, CALL, FLAG, XML]) {
    result = result.replace(pattern, (...args: unknown[]) => replaceValue(args));
  }
  return result;
}
