/** Small accessors over tree-sitter-bash nodes, shared by the kill-list and the read-only walker. */
import type { Node } from "web-tree-sitter";

/** The non-null children of a node. */
export function childrenOf(node: Node): Node[] {
  return node.children.filter((child): child is Node => child !== null);
}

/** The named, non-null children of a node. */
export function namedChildrenOf(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null);
}

/** A simple command split into what bash does with each part. */
export interface CommandParts {
  /** `NAME=value` prefixes, which apply to this command only. */
  readonly assignments: readonly Node[];
  /** The command name and its arguments; each shell word may be several adjacent nodes. */
  readonly words: readonly (readonly Node[])[];
  /** Redirections written among the words (`cmd <<< text`, `cmd 2>/dev/null`). */
  readonly redirects: readonly Node[];
}

const REDIRECTS = new Set(["file_redirect", "herestring_redirect", "heredoc_redirect"]);

/**
 * Splits a `command` node. tree-sitter sometimes cuts one shell word in two (`$"…"`, `a{b,c}`);
 * nodes that touch without whitespace are joined back into one word.
 */
export function commandParts(command: Node): CommandParts {
  const assignments: Node[] = [];
  const pieces: Node[] = [];
  const redirects: Node[] = [];
  for (const child of childrenOf(command)) {
    if (child.type === "variable_assignment") assignments.push(child);
    else if (REDIRECTS.has(child.type)) redirects.push(child);
    else if (child.type === "command_name") pieces.push(...childrenOf(child));
    else if (child.type !== "comment") pieces.push(child);
  }
  const words: Node[][] = [];
  let previous: Node | undefined;
  for (const piece of pieces) {
    const last = words[words.length - 1];
    if (last !== undefined && previous !== undefined && piece.startIndex === previous.endIndex)
      last.push(piece);
    else words.push([piece]);
    previous = piece;
  }
  return { assignments, words, redirects };
}

/** The operator of a redirect (`>`, `>>`, `&>`, `<`, `<<<`, …). */
export function redirectOperator(redirect: Node): string {
  return childrenOf(redirect).find((child) => !child.isNamed)?.type ?? "";
}

/** The destination (or here-string) nodes of a redirect, joined into one word. */
export function redirectTarget(redirect: Node): Node[] {
  const destination = redirect.childrenForFieldName("destination").filter((n): n is Node => n !== null);
  if (destination.length > 0) return destination;
  return namedChildrenOf(redirect).filter((child) => child.type !== "file_descriptor");
}

/** Redirect operators that write to their target. */
export const WRITE_REDIRECTS = new Set([">", ">>", ">|", "&>", "&>>", "<>", ">&", "&>|"]);

/** True when the statement is run in the background (`cmd &`). */
export function isBackgrounded(node: Node): boolean {
  return node.nextSibling?.type === "&";
}

/** Whether a heredoc's delimiter was quoted, which turns off expansions in its body. */
function heredocIsLiteral(heredoc: Node): boolean {
  const start = childrenOf(heredoc).find((child) => child.type === "heredoc_start");
  return start !== undefined && /['"\\]/.test(start.text);
}

/**
 * The commands inside backticks in an unquoted here-doc body. tree-sitter-bash leaves them as
 * plain text, but bash runs them when it expands the body.
 */
export function heredocBackticks(heredoc: Node): string[] {
  if (heredocIsLiteral(heredoc)) return [];
  const body = childrenOf(heredoc).find((child) => child.type === "heredoc_body");
  const text = body?.text ?? "";
  return [...text.matchAll(/(?<!\\)`((?:[^`\\]|\\.)*)`/gs)].map((match) => match[1] ?? "");
}

/**
 * What follows `<<EOF` on the same line (`cat <<EOF | grep x`, `cat <<EOF > out`): tree-sitter-bash
 * hangs it inside the heredoc node, beside the heredoc's own parts.
 */
export function heredocRestOfLine(heredoc: Node): Node[] {
  return namedChildrenOf(heredoc).filter((child) => !child.type.startsWith("heredoc_"));
}

/** True for `${X:=value}` and `${X=value}`, which assign X (when unset) as well as expanding it. */
export function assignsDefault(node: Node): boolean {
  return (
    node.type === "expansion" && childrenOf(node).some((child) => child.type === ":=" || child.type === "=")
  );
}

/**
 * The redirections of a `redirected_statement`. Not all carry the `redirect` field (a
 * here-string after `done` does not), so they are picked by type.
 */
export function statementRedirects(statement: Node): Node[] {
  return namedChildrenOf(statement).filter((child) => REDIRECTS.has(child.type));
}
