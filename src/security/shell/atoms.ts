/**
 * Turns a tree-sitter word node into "atoms": literal characters that remember whether they were
 * quoted, and expansions with their possible values. Quoting decides what bash does next
 * (brace expansion and field splitting only touch unquoted text), so it must survive until then.
 */
import type { Node } from "web-tree-sitter";
import { MAYBE_EMPTY, NON_EMPTY, lookupVariable, type Scope } from "./scope.js";
// A function-level cycle (stage-output expands words with this module); nothing runs at load.
import { substitutionOutput } from "./stage-output.js";

/** One character of a word, or one expansion with its alternatives. */
export type Atom =
  | { readonly kind: "char"; readonly char: string; readonly quoted: boolean }
  | { readonly kind: "expansion"; readonly values: readonly string[]; readonly quoted: boolean };

function chars(text: string, quoted: boolean): Atom[] {
  return [...text].map((char) => ({ kind: "char", char, quoted }));
}

function expansion(values: readonly string[], quoted: boolean): Atom[] {
  return [{ kind: "expansion", values, quoted }];
}

/** Unquoted text: a backslash quotes the next character, backslash-newline disappears. */
function unquotedWord(text: string): Atom[] {
  const atoms: Atom[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char === "\\" && i + 1 < text.length) {
      const next = text[++i] ?? "";
      if (next !== "\n") atoms.push({ kind: "char", char: next, quoted: true });
    } else atoms.push({ kind: "char", char, quoted: false });
  }
  return atoms;
}

/** Inside double quotes a backslash only escapes `$`, backtick, `"`, `\` and newline. */
function doubleQuotedText(text: string): string {
  return text.replace(/\\([$`"\\\n])/g, (_match, char: string) => (char === "\n" ? "" : char));
}

const C_ESCAPES: Readonly<Record<string, string>> = {
  a: "\x07",
  b: "\b",
  e: "\x1b",
  E: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?",
};

/** Decodes the escapes of `$'…'` and `echo -e` (`\x72`, `\162`, `\u0072`, `\n`, …). */
export function decodeCEscapes(text: string): string {
  return text.replace(
    /\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|0?[0-7]{1,3}|c.|.)/gs,
    (match, body: string) => {
      const head = body[0] ?? "";
      if (head === "x" || head === "u" || head === "U") {
        const code = Number.parseInt(body.slice(1), 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      if (/^[0-7]/.test(body)) return String.fromCharCode(Number.parseInt(body, 8) & 0xff);
      if (head === "c") return String.fromCharCode((body.charCodeAt(1) || 64) & 0x1f);
      return C_ESCAPES[body] ?? match;
    },
  );
}

/** The text of the node's children joined, each evaluated, with the gaps between them kept. */
function childAtoms(node: Node, scope: Scope, quoted: boolean): Atom[] {
  const atoms: Atom[] = [];
  let cursor = node.startIndex;
  const text = node.text;
  for (const child of node.children) {
    if (child === null) continue;
    if (child.startIndex > cursor) {
      const gap = text.slice(cursor - node.startIndex, child.startIndex - node.startIndex);
      atoms.push(...(quoted ? chars(doubleQuotedText(gap), true) : unquotedWord(gap)));
    }
    atoms.push(...nodeAtoms(child, scope, quoted));
    cursor = child.endIndex;
  }
  if (node.endIndex > cursor) {
    const gap = text.slice(cursor - node.startIndex);
    atoms.push(...(quoted ? chars(doubleQuotedText(gap), true) : unquotedWord(gap)));
  }
  return atoms;
}

/** `${…}`: default values, error-if-unset and the common pattern removals. */
function parameterExpansion(node: Node, scope: Scope): readonly string[] {
  const children = node.children.filter((child): child is Node => child !== null);
  const nameIndex = children.findIndex((c) =>
    ["variable_name", "special_variable_name", "subscript"].includes(c.type),
  );
  const found = children[nameIndex];
  // `${a[@]}`, `${a[0]}`: every element of an array is a possible value of any element.
  const name = found?.type === "subscript" ? (found.childForFieldName("name") ?? undefined) : found;
  // `${#X}` is a length and `${!X}` an indirection: neither is the value of X.
  const prefix = children.slice(1, Math.max(nameIndex, 1)).map((child) => child.type);
  if (name === undefined) return [MAYBE_EMPTY];
  if (prefix.includes("#")) return [NON_EMPTY];
  if (prefix.length > 0) return [MAYBE_EMPTY];
  const rest = children.slice(nameIndex + 1, -1);
  const operator = rest[0]?.type ?? "";
  const operand = rest
    .slice(1)
    .flatMap((child) => nodeAtoms(child, scope, false))
    .map((atom) => (atom.kind === "char" ? atom.char : (atom.values[0] ?? MAYBE_EMPTY)))
    .join("");
  const known = lookupVariable(scope, name.text);
  switch (operator) {
    case "":
      return known ?? [MAYBE_EMPTY];
    case ":-":
    case "-":
    case ":=":
    case "=":
      return known === undefined ? [NON_EMPTY, operand] : known.map((v) => (v === "" ? operand : v));
    case ":?":
    case "?":
      return known ?? [NON_EMPTY];
    case ":+":
    case "+":
      return known === undefined ? ["", operand] : known.map((v) => (v === "" ? "" : operand));
    case "%":
    case "%%":
      if (known !== undefined && !/[*?[]/.test(operand)) {
        return known.map((v) => (v.endsWith(operand) ? v.slice(0, v.length - operand.length) : v));
      }
      return [MAYBE_EMPTY];
    case "#":
    case "##":
      if (known !== undefined && !/[*?[]/.test(operand)) {
        return known.map((v) => (v.startsWith(operand) ? v.slice(operand.length) : v));
      }
      return [MAYBE_EMPTY];
    default:
      return [MAYBE_EMPTY];
  }
}

/** The atoms of any word-like node; `quoted` is true inside double quotes. */
export function nodeAtoms(node: Node, scope: Scope, quoted: boolean): Atom[] {
  switch (node.type) {
    case "word":
    case "number":
    case "extglob_pattern":
    case "brace_expression":
      return quoted ? chars(node.text, true) : unquotedWord(node.text);
    case "string_content":
    case "heredoc_content":
      return chars(doubleQuotedText(node.text), true);
    case "string":
      return childAtoms(node, scope, true);
    case "heredoc_body":
      // A quoted delimiter (`<<'EOF'`) leaves the body unparsed: it is then literal text.
      return node.namedChildCount === 0 ? chars(node.text, true) : childAtoms(node, scope, true);
    case "raw_string":
      return chars(node.text.slice(1, -1), true);
    case "ansi_c_string":
      return chars(decodeCEscapes(node.text.slice(2, -1)), true);
    case "concatenation":
      return childAtoms(node, scope, quoted);
    case "simple_expansion": {
      const name = node.namedChildren[0]?.text ?? "";
      return expansion(lookupVariable(scope, name) ?? [MAYBE_EMPTY], quoted);
    }
    case "expansion":
      return expansion(parameterExpansion(node, scope), quoted);
    case "command_substitution":
      // `$(echo rm)` and `$(echo … | base64 -d)` are known text; other commands are not.
      return expansion(substitutionOutput(node, scope) ?? [MAYBE_EMPTY], quoted);
    case "process_substitution":
    case "arithmetic_expansion":
      return expansion([NON_EMPTY], quoted);
    case '"':
      // The delimiters of a double-quoted string are not part of its value.
      return [];
    default:
      return quoted ? chars(node.text, true) : unquotedWord(node.text);
  }
}
