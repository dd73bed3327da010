/**
 * Read-only `awk`: a program that cannot run commands or write files. The program is tokenised
 * (strings, regex literals and comments are skipped) and refused when it uses `system`,
 * `getline`, a pipe (`print | "cmd"`, `"cmd" | getline`), `>>`, a `>` redirection inside a
 * `print`/`printf` statement, or gawk's `@load`/`@include`/indirect calls. A `>` elsewhere is a
 * comparison (`$3 > 100`) and is fine.
 */

/** Tokens after which a `/` starts a regex rather than a division. */
const OPERAND_END = /[\w)\]$'"]$/;

function programIsSafe(program: string): boolean {
  let previous = "";
  let depth = 0;
  let printDepth: number | undefined;
  for (let i = 0; i < program.length;) {
    const char = program[i] ?? "";
    const two = program.slice(i, i + 2);
    if (char === "#") {
      const end = program.indexOf("\n", i);
      i = end < 0 ? program.length : end;
      continue;
    }
    if (char === '"' || (char === "/" && !OPERAND_END.test(previous))) {
      // A string or a regex literal: skip to the closing delimiter, honouring escapes.
      let k = i + 1;
      while (k < program.length && program[k] !== char) k += program[k] === "\\" ? 2 : 1;
      if (k >= program.length) return false;
      i = k + 1;
      previous = char === '"' ? '"' : ")";
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(program.slice(i))?.[0];
    if (word !== undefined) {
      if (word === "system" || word === "getline") return false;
      if (word === "print" || word === "printf") printDepth = depth;
      previous = word;
      i += word.length;
      continue;
    }
    if (char === "@" || two === ">>" || (char === "|" && two !== "||")) return false;
    if (two === "||" || two === "&&" || two === ">=" || two === "<=" || two === "==" || two === "!=") {
      previous = two;
      i += 2;
      continue;
    }
    if (char === ">" && printDepth !== undefined && depth <= printDepth) return false;
    if (char === "(" || char === "[") depth++;
    if (char === ")" || char === "]") depth--;
    if (char === ";" || char === "\n" || char === "{" || char === "}") printDepth = undefined;
    if (!/\s/.test(char)) previous = char;
    i++;
  }
  return true;
}

/** gawk/mawk/POSIX options that neither load code nor write files. */
const SAFE_LONG = new Set([
  "sandbox",
  "characters-as-bytes",
  "posix",
  "traditional",
  "re-interval",
  "lint",
  "bignum",
]);

/** True when `awk` with these arguments only reads and prints to standard output. */
export function awkIsReadOnly(args: readonly string[]): boolean {
  const programs: string[] = [];
  let k = 0;
  for (; k < args.length; k++) {
    const arg = args[k] ?? "";
    if (arg === "--") {
      k++;
      break;
    }
    if (!arg.startsWith("-") || arg === "-") break;
    if (arg.startsWith("--")) {
      const [name = "", value] = arg.slice(2).split(/=(.*)/s);
      if (name === "field-separator" || name === "assign") k += value === undefined ? 1 : 0;
      else if (name === "source") programs.push(value ?? args[++k] ?? "");
      else if (!SAFE_LONG.has(name)) return false;
      continue;
    }
    const letter = arg[1] ?? "";
    if (letter === "F" || letter === "v") k += arg.length === 2 ? 1 : 0;
    else if (letter === "e") programs.push(arg.length === 2 ? (args[++k] ?? "") : arg.slice(2));
    else if (!/^-[bcCMNOPrsSt]+$/.test(arg)) return false;
  }
  if (programs.length === 0) {
    const program = args[k];
    if (program === undefined) return false;
    programs.push(program);
  }
  return programs.every(programIsSafe);
}
