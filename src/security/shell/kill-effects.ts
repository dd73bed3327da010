/**
 * What commands leave behind that later commands depend on: the working directory (`cd /`),
 * positional parameters (`set -- /`), variables read from a known input (`read d <<< /`), and
 * files written with known content (`echo 'rm -rf /' > x.sh`, `… | tee x.sh`).
 */
import type { Node } from "web-tree-sitter";
import { expandWord } from "./expand.js";
import { parseArguments } from "./options.js";
import { recordWrite, type Scope } from "./scope.js";
import { stageOutput } from "./stage-output.js";
import { redirectOperator, redirectTarget } from "./syntax.js";

/** `echo 'rm -rf /' > x.sh`: remember what was written, in case `sh x.sh` runs it later. */
export function rememberWrites(
  node: Node,
  redirects: readonly Node[],
  scope: Scope,
  stdin: readonly string[] | undefined,
): void {
  for (const redirect of redirects) {
    const operator = redirect.type === "file_redirect" ? redirectOperator(redirect) : "";
    if (![">", ">>", ">|"].includes(operator)) continue;
    const [path] = expandWord(redirectTarget(redirect), scope);
    const content = stageOutput(node, scope, stdin);
    if (path === undefined || content === undefined) continue;
    recordWrite(scope, path, content, operator === ">>");
  }
}

/** The working directory after `cd args`: `cd /` matters because `cd / && rm -rf *` is `rm -rf /*`. */
function changeDirectory(scope: Scope, args: readonly string[]): string | undefined {
  const target = args.find((arg) => !/^-[LPe@]+$/.test(arg));
  if (target === undefined) return "~";
  if (target === "-" || target === "") return undefined;
  if (target.startsWith("/") || target.startsWith("~")) return target;
  return scope.cwd === undefined ? undefined : `${scope.cwd}/${target}`;
}

/** `read a b` with a known input: every input line is a possible value of each variable. */
function readVariables(scope: Scope, args: readonly string[], input: readonly string[]): void {
  const parsed = parseArguments(args, { shortWithValue: "adinNptu" });
  const lines = input.flatMap((text) => text.split("\n").map((line) => line.trim()));
  const values = lines.filter((line) => line !== "");
  for (const name of parsed.operands) {
    scope.vars.set(name, { values: values.length > 0 ? values : [""], exported: false });
  }
}

/** Updates `scope` for the shell-state changes of the command `argv` run with `input`. */
export function noteShellEffects(
  scope: Scope,
  argv: readonly string[],
  input: readonly string[] | undefined,
): void {
  if (argv[0] === "cd" || argv[0] === "pushd") scope.cwd = changeDirectory(scope, argv.slice(1));
  // `set -- a b` (or `set a b`) replaces the positional parameters.
  if (argv[0] === "set" && argv.length > 1 && (argv[1] === "--" || !/^[-+]/.test(argv[1] ?? ""))) {
    scope.positional = [scope.positional?.[0] ?? "", ...argv.slice(argv[1] === "--" ? 2 : 1)];
  }
  if (argv[0] === "read" && input !== undefined) readVariables(scope, argv.slice(1), input);
  if (argv[0] === "tee" && input !== undefined) {
    const append = argv.includes("-a") || argv.includes("--append");
    for (const path of argv.slice(1).filter((arg) => !arg.startsWith("-"))) {
      recordWrite(scope, path, input, append);
    }
  }
}
