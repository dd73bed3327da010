/**
 * Basic-auth credentials on a curl command line (`curl -u user:password`, `--user "user:pw"`,
 * `--user=':pw'`, `-u kevin:'pw'`), as gitleaks' `curl-auth-user` rule finds them: the flag on a
 * line that is, or continues, a curl command (up to five lines after `curl`). The argument is read
 * as one shell word, quotes and all, so a quoted password with spaces or `#` is caught whole.
 *
 * Left alone, as in gitleaks' allow-list: references (`$1:$2`, `${USER}:${PASS}`, `$(cat f)`,
 * `{{ .Values.x }}`, `${{ secrets.X }}`), placeholders (`<user:password>`, `[PASSWORD]`,
 * `user:pass`, `test:test`, `xxx:yyy`, `***`) and a user without a password. The password is
 * replaced (the user stays readable); with an empty password (`"secret:"`) the user is. Pure.
 */
import { isPlaceholderOrReference, marker, REDACTED_PREFIX, shannonEntropy } from "./secret-values.js";

const FLAG = /(?<![\w-])(?:-u|--user)(?:=|[ \t]{1,8})/g;
const MAX_WORD = 512;
/** `curl` on the flag's line or at most this many lines before (a command continued with `\`). */
const MAX_CONTINUATION_LINES = 5;

/** One shell word: its unquoted value, where it ends, and its quote when it is one quoted piece. */
interface ShellWord {
  readonly value: string;
  readonly end: number;
  readonly quote: string;
}

function readShellWord(text: string, start: number): ShellWord | undefined {
  let value = "";
  let index = start;
  let pieces = 0;
  let quote = "";
  while (index < text.length && index - start < MAX_WORD) {
    const char = text.charAt(index);
    if (char === "'" || char === '"') {
      const close = text.indexOf(char, index + 1);
      if (close < 0) return undefined;
      value += text.slice(index + 1, close).replace(/\\(["\\$`])/g, "$1");
      quote = pieces === 0 ? char : "";
      pieces += 1;
      index = close + 1;
      continue;
    }
    if (/[\s;|&<>()`]/.test(char)) break;
    value += char;
    quote = "";
    pieces += 1;
    index += 1;
  }
  return value === "" ? undefined : { value, end: index, quote: pieces === 1 ? quote : "" };
}

/** A placeholder or reference in one half of `user:password`. */
function isNotSecret(part: string): boolean {
  if (/^(?:change(?:it|me)|pass(?:word)?|pwd|test|token|\*+|x+)$/i.test(part)) return true;
  if (/^\$|^\[.*\]$|\{\{|<[^>]*>/.test(part)) return true;
  // `{ZqL5kVrX1n8tA2}` is a password in braces; `{PASS}` a template.
  return isPlaceholderOrReference(part.replace(/^\{(.+)\}$/, "$1"));
}

/** The replacement for a credential word, or undefined when it holds no secret. */
function redactedWord(word: ShellWord): string | undefined {
  const colon = word.value.indexOf(":");
  if (colon < 0 || word.value.includes(REDACTED_PREFIX)) return undefined;
  const user = word.value.slice(0, colon);
  const password = word.value.slice(colon + 1);
  const secret = password === "" ? user : password;
  // gitleaks wants three characters or more on each side that is there.
  if (secret.length < 3 || isNotSecret(secret) || (password !== "" && user.startsWith("$"))) return undefined;
  if (shannonEntropy(word.value) < 2) return undefined;
  const body = password === "" ? `${marker("password")}:` : `${user}:${marker("password")}`;
  return `${word.quote}${body}${word.quote}`;
}

/** The line numbers of increasing positions of `text`, counted incrementally (linear overall). */
function lineCounter(text: string): (position: number) => number {
  let line = 0;
  let scanned = 0;
  return (position) => {
    for (; scanned < position; scanned += 1) if (text.charCodeAt(scanned) === 10) line += 1;
    return line;
  };
}

/** Replaces the passwords of `curl -u` / `--user` arguments in `text`. Never throws. */
export function redactCurlCredentials(text: string): string {
  if (!text.includes("curl") || !text.includes("-u")) return text;
  const lineOf = lineCounter(text);
  const curls = /\bcurl\b/g;
  let nextCurl = curls.exec(text);
  let curlLine = Number.NEGATIVE_INFINITY;
  let out = "";
  let copied = 0;
  FLAG.lastIndex = 0;
  for (let flag = FLAG.exec(text); flag !== null; flag = FLAG.exec(text)) {
    for (; nextCurl !== null && nextCurl.index < flag.index; nextCurl = curls.exec(text))
      curlLine = lineOf(nextCurl.index);
    if (lineOf(flag.index) - curlLine > MAX_CONTINUATION_LINES) continue;
    const start = flag.index + flag[0].length;
    const word = readShellWord(text, start);
    const replacement = word === undefined ? undefined : redactedWord(word);
    if (word === undefined || replacement === undefined) continue;
    out += text.slice(copied, start) + replacement;
    copied = word.end;
    FLAG.lastIndex = word.end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
