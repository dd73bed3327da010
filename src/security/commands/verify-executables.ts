/**
 * The programs a verify command starts, for the preflight (issue 25): the first word of each
 * simple command, after variable assignments and the wrappers that run their argument
 * (`env`, `exec`, `time`, `nice`, `command`), minus shell builtins and keywords. Read with the
 * kill-list's plain lexer (quotes honoured, `$NAME` unknown); a word whose value depends on an
 * expansion is left out, as is everything after a `cd` to where relative paths change. Pure.
 */
import { expandAtoms } from "../shell/expand.js";
import { lexCommands } from "../shell/fallback-lexer.js";
import { MAYBE_EMPTY, NON_EMPTY, rootScope } from "../shell/scope.js";

/** Shell builtins and keywords: nothing to find on PATH. */
const BUILTINS = new Set(
  (
    ": . [ [[ ]] alias break cd continue echo eval exit export false for do done if then else elif fi " +
    "case esac while until function getopts hash local printf pwd read readonly return set shift " +
    "source test times trap true type ulimit umask unalias unset wait ! { } ( )"
  ).split(" "),
);
/** Wrappers whose first plain argument is the program they run. */
const WRAPPERS = new Set(["env", "exec", "time", "nice", "command", "nohup", "timeout", "xvfb-run"]);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
// A redirection word (`>out`, `2>`, `</dev/null`, `&>log`); with no target attached, the target is the next word.
const REDIRECTION = /^(?:\d*(?:>>?|<<?|>\|)|&>>?)/;
// `2>&1`, `>&2`, `<&-`: fd duplications, which the plain lexer would split at the `&`.
const DUPLICATION = /\d*[<>]&(?:\d+|-)/g;

/** One program the command starts, and whether a `cd` came before it (relative paths then move). */
export interface VerifyExecutable {
  readonly name: string;
  readonly afterCd: boolean;
}

function programOf(words: readonly string[]): string | undefined {
  let at = 0;
  for (;;) {
    const word = words[at];
    if (word === undefined) return undefined;
    const redirection = REDIRECTION.exec(word);
    if (redirection !== null) at += redirection[0] === word ? 2 : 1;
    else if (ASSIGNMENT.test(word) || (at > 0 && word.startsWith("-"))) at += 1;
    else if (WRAPPERS.has(word)) {
      at += 1;
      // `timeout 60 cmd`: a duration before the program.
      if (word === "timeout" && /^[0-9.]+[smhd]?$/.test(words[at] ?? "")) at += 1;
    } else return word;
  }
}

/**
 * The distinct programs `command` starts (module comment), in order of appearance.
 * Never throws: text it cannot read yields what it could.
 */
export function verifyExecutables(command: string): VerifyExecutable[] {
  const found: VerifyExecutable[] = [];
  let afterCd = false;
  for (const simple of lexCommands(command.replace(DUPLICATION, " "), rootScope())) {
    const words: string[] = [];
    for (const atoms of simple) {
      const values = expandAtoms(atoms);
      const value = values.length === 1 ? values[0] : undefined;
      if (value === undefined || value.includes(MAYBE_EMPTY) || value.includes(NON_EMPTY)) break;
      words.push(value);
    }
    if (words[0] === "cd" || words[0] === "pushd") afterCd = true;
    const name = programOf(words);
    if (name === undefined || name === "" || BUILTINS.has(name)) continue;
    if (!found.some((known) => known.name === name && known.afterCd === afterCd))
      found.push({ name, afterCd });
  }
  return found;
}
