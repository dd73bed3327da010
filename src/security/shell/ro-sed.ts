/**
 * Read-only `sed`: any script made only of commands that print, edit the pattern space or read,
 * with no `-i` (in place), no `-f` (a script we cannot see), no `w`/`W` (write a file) and no `e`
 * or `s///e` (run a command). The script is tokenised the way sed reads it; anything the tokeniser
 * does not recognise makes the command not read-only.
 */

/** Commands that take no argument (or an optional number) and only touch sed's own buffers. */
const PLAIN = new Set([..."pP=lnNdDgGhHxzFqQ"]);

class Unsafe extends Error {}

function scriptIsSafe(script: string): boolean {
  let i = 0;
  const peek = (): string => script[i] ?? "";
  const skipBlanks = (): void => {
    while (/[ \t]/.test(peek())) i++;
  };
  const untilEol = (): void => {
    // `a\`, `i\`, `c\` text continues across lines that end in a backslash.
    while (i < script.length && script[i] !== "\n") i += script[i] === "\\" ? 2 : 1;
  };
  const delimited = (delimiter: string): void => {
    while (i < script.length && script[i] !== delimiter) {
      if (script[i] === "\n") throw new Unsafe();
      i += script[i] === "\\" ? 2 : 1;
    }
    if (i >= script.length) throw new Unsafe();
    i++;
  };
  const address = (): void => {
    if (/\d/.test(peek())) while (/[\d~]/.test(peek())) i++;
    else if (peek() === "$") i++;
    else if (peek() === "/" || peek() === "\\") {
      const delimiter = peek() === "\\" ? (script[i + 1] ?? "") : "/";
      i += peek() === "\\" ? 2 : 1;
      delimited(delimiter);
      while (/[IM]/.test(peek())) i++;
    } else if (peek() === "+" || peek() === "~") {
      i++;
      while (/\d/.test(peek())) i++;
    }
  };
  while (i < script.length) {
    while (/[\s;]/.test(peek())) i++;
    if (i >= script.length) break;
    if (peek() === "#") {
      untilEol();
      continue;
    }
    address();
    if (peek() === ",") {
      i++;
      address();
    }
    skipBlanks();
    while (peek() === "!") {
      i++;
      skipBlanks();
    }
    const command = script[i++] ?? "";
    if (command === "{" || command === "}") continue;
    if (PLAIN.has(command)) {
      skipBlanks();
      while (/\d/.test(peek())) i++;
    } else if ("btT:v".includes(command)) {
      while (i < script.length && !/[;\n]/.test(peek())) i++;
    } else if ("aicrR".includes(command)) {
      untilEol();
    } else if (command === "s" || command === "y") {
      const delimiter = script[i++] ?? "";
      if (delimiter === "" || delimiter === "\n" || delimiter === "\\") return false;
      delimited(delimiter);
      delimited(delimiter);
      if (command === "s") {
        const flags = /^[gpiImM0-9]*/.exec(script.slice(i))?.[0] ?? "";
        i += flags.length;
        // `w file` and `e` are the flags that write or execute.
        if (/^[we]/.test(peek())) return false;
      }
    } else return false;
    skipBlanks();
    if (i < script.length && !/[;\n}#]/.test(peek())) return false;
  }
  return true;
}

/** True when `sed` with these arguments only prints (see the module comment). */
export function sedIsReadOnly(args: readonly string[]): boolean {
  const scripts: string[] = [];
  const operands: string[] = [];
  for (let k = 0; k < args.length; k++) {
    const arg = args[k] ?? "";
    if (arg === "--") {
      operands.push(...args.slice(k + 1));
      break;
    }
    if (arg.startsWith("--")) {
      const [name = "", value] = arg.slice(2).split(/=(.*)/s);
      if (name === "expression") scripts.push(value ?? args[++k] ?? "");
      else if (name === "line-length") k += value === undefined ? 1 : 0;
      else if (
        ![
          "quiet",
          "silent",
          "regexp-extended",
          "null-data",
          "unbuffered",
          "separate",
          "posix",
          "debug",
          "sandbox",
        ].includes(name)
      ) {
        return false;
      }
      continue;
    }
    if (!arg.startsWith("-") || arg === "-") {
      operands.push(arg);
      continue;
    }
    for (let c = 1; c < arg.length; c++) {
      const letter = arg[c] ?? "";
      if (letter === "e" || letter === "l") {
        const value = arg.slice(c + 1) || (args[++k] ?? "");
        if (letter === "e") scripts.push(value);
        break;
      }
      if (!"nErzus".includes(letter)) return false;
    }
  }
  if (scripts.length === 0) {
    const script = operands.shift();
    if (script === undefined) return false;
    scripts.push(script);
  }
  try {
    return scripts.every(scriptIsSafe);
  } catch (error: unknown) {
    if (error instanceof Unsafe) return false;
    throw error;
  }
}
