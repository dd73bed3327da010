/**
 * Kill-list rules for one-liners in other languages (`python -c`, `perl -e`, `node -e`, …).
 * Their code is not parsed, only read for the three shapes that matter: a fork in a loop, a
 * shell command passed to `system`/`exec`/`subprocess` (judged like any command line), and a
 * recursive delete (`shutil.rmtree`, `fs.rmSync`, …) of `/`, home or a system directory.
 */
import type { Rule, RuleHelpers } from "./kill-files.js";

const LOOPED_FORK = /\bfork\b[\s\S]*\b(while|until|loop|for)\b|\b(while|until|loop|for)\b[\s\S]*\bfork\b/;
const RUNS_SHELL =
  /\b(system|exec\w*|popen\w*|spawn\w*|subprocess|check_output|check_call|call|run|shell_exec|passthru|Open3)\b|`/;
const DELETES =
  /\b(rmtree|rm_rf|rm_r|rmSync|rmdirSync|rimraf|remove_dir_all|removedirs|rmdir|unlink|unlinkSync|rm|remove|delete|deleteSync)\b/;
const HOME_IN_CODE =
  /Path\.home\(\)|os\.homedir\(\)|expanduser\(\s*['"]~['"]\s*\)|ENV\[['"]HOME['"]\]|process\.env\.HOME|os\.environ\[['"]HOME['"]\]|getenv\(\s*['"]HOME['"]\s*\)/;

/** The contents of the quoted strings in `code` (escapes decoded loosely). */
function stringLiterals(code: string): string[] {
  const literals: string[] = [];
  for (const match of code.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/gs)) {
    const body = match[1] ?? match[2] ?? match[3] ?? "";
    literals.push(body.replace(/\\(.)/gs, (_m, c: string) => (c === "n" ? "\n" : c)));
  }
  return literals;
}

/** The code argument(s): everything after the interpreter's own name. */
function codeOf(argv: readonly string[]): string {
  return argv.slice(1).join(" ");
}

/** The rule for python, perl, ruby, node, php, lua and friends. */
export const interpreterRule: Rule = (argv: readonly string[], helpers: RuleHelpers) => {
  const name = argv[0] ?? "";
  const code = codeOf(argv);
  if (LOOPED_FORK.test(code)) return `${name} one-liner forks in a loop (fork bomb)`;
  const literals = stringLiterals(code);
  if (RUNS_SHELL.test(code)) {
    for (const literal of literals) {
      const reason = helpers.script(literal);
      if (reason !== undefined) return `${name} one-liner runs a denied command: ${reason}`;
    }
  }
  if (DELETES.test(code)) {
    if (HOME_IN_CODE.test(code)) return `${name} one-liner deletes the home directory`;
    for (const literal of literals) {
      const hit = helpers.target(literal);
      if (hit !== undefined && hit.kind !== "system-child")
        return `${name} one-liner deletes ${hit.description}`;
    }
  }
  return undefined;
};

/** Interpreters whose one-liners are read: python3.12, node, perl, … */
export const INTERPRETERS =
  /^(perl|ruby|python[\d.]*|pypy[\d.]*|node|nodejs|deno|bun|php|lua[\d.]*|osascript)$/;
