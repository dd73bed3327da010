/**
 * A deliberately simple shell lexer for text tree-sitter could not parse. Bash is more forgiving
 * than the grammar in places (`{rm,-rf,/}` is brace expansion to bash but a broken `{ …; }` group
 * to tree-sitter), so when the tree has errors the kill-list also reads the text this way:
 * words split on blanks and control operators, quotes honoured, `$NAME` looked up.
 */
import type { Atom } from "./atoms.js";
import { MAYBE_EMPTY, lookupVariable, type Scope } from "./scope.js";

const OPERATOR = /^(?:&&|\|\||;;|[;&|()\n])/;

/** Skips a balanced `$( … )` or `` ` … ` `` starting at `start`; returns the index after it. */
function skipSubstitution(text: string, start: number): number {
  if (text[start] === "`") {
    const end = text.indexOf("`", start + 1);
    return end < 0 ? text.length : end + 1;
  }
  let depth = 0;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i + 1;
  }
  return text.length;
}

function variable(text: string, start: number, scope: Scope, quoted: boolean): { atom: Atom; end: number } {
  const braced = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(text.slice(start));
  const plain = /^\$([A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])/.exec(text.slice(start));
  const match = braced ?? plain;
  if (match === null) return { atom: { kind: "char", char: "$", quoted }, end: start + 1 };
  const values = lookupVariable(scope, match[1] ?? "") ?? [MAYBE_EMPTY];
  return { atom: { kind: "expansion", values, quoted }, end: start + match[0].length };
}

/** Splits `text` into simple commands, each a list of words made of atoms. */
export function lexCommands(text: string, scope: Scope): Atom[][][] {
  const commands: Atom[][][] = [[]];
  let word: Atom[] | undefined;
  const current = (): Atom[][] => commands[commands.length - 1] ?? [];
  const push = (atom: Atom): void => {
    word ??= [];
    word.push(atom);
  };
  const endWord = (): void => {
    if (word !== undefined) current().push(word);
    word = undefined;
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? "";
    const operator = OPERATOR.exec(text.slice(i));
    if (operator !== null) {
      endWord();
      commands.push([]);
      i += operator[0].length;
    } else if (char === " " || char === "\t") {
      endWord();
      i++;
    } else if (char === "#" && word === undefined) {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end;
    } else if (char === "\\") {
      if (text[i + 1] !== "\n") push({ kind: "char", char: text[i + 1] ?? "", quoted: true });
      i += 2;
    } else if (char === "'") {
      const end = text.indexOf("'", i + 1);
      const body = text.slice(i + 1, end < 0 ? text.length : end);
      for (const c of body) push({ kind: "char", char: c, quoted: true });
      if (body === "") push({ kind: "expansion", values: [""], quoted: true });
      i = end < 0 ? text.length : end + 1;
    } else if (char === '"') {
      let k = i + 1;
      push({ kind: "expansion", values: [""], quoted: true });
      while (k < text.length && text[k] !== '"') {
        if (text[k] === "\\" && k + 1 < text.length) {
          push({ kind: "char", char: text[k + 1] ?? "", quoted: true });
          k += 2;
        } else if (text[k] === "$" && text[k + 1] === "(") {
          push({ kind: "expansion", values: [MAYBE_EMPTY], quoted: true });
          k = skipSubstitution(text, k + 1);
        } else if (text[k] === "$") {
          const { atom, end } = variable(text, k, scope, true);
          push(atom);
          k = end;
        } else push({ kind: "char", char: text[k++] ?? "", quoted: true });
      }
      i = k + 1;
    } else if (char === "`" || (char === "$" && text[i + 1] === "(")) {
      push({ kind: "expansion", values: [MAYBE_EMPTY], quoted: false });
      i = skipSubstitution(text, char === "`" ? i : i + 1);
    } else if (char === "$") {
      const { atom, end } = variable(text, i, scope, false);
      push(atom);
      i = end;
    } else {
      push({ kind: "char", char, quoted: false });
      i++;
    }
  }
  endWord();
  return commands.filter((command) => command.length > 0);
}
