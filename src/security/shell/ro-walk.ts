/**
 * Decides whether a whole command line is read-only: every statement in it must be a read-only
 * command (see ro-commands.ts) joined by `|`, `&&`, `||`, `;`, inside subshells, groups or
 * if/for/while/case, with no output redirection except to /dev/null and the standard streams.
 * Anything else — command substitution, assignments, functions, background jobs, parse
 * errors — makes it not read-only: the answer errs towards "may write".
 */
import type { Node } from "web-tree-sitter";
import { nodeAtoms } from "./atoms.js";
import { expandAtoms } from "./expand.js";
import { withShellTree } from "./parse.js";
import { commandIsReadOnly } from "./ro-commands.js";
import { isDynamic, rootScope } from "./scope.js";
import {
  assignsDefault,
  childrenOf,
  commandParts,
  heredocBackticks,
  heredocRestOfLine,
  namedChildrenOf,
  redirectOperator,
  redirectTarget,
  statementRedirects,
} from "./syntax.js";

/** Nodes that change the shell or run hidden commands; their presence anywhere disqualifies. */
const FORBIDDEN = new Set([
  "ERROR",
  "command_substitution",
  "process_substitution",
  "function_definition",
  "declaration_command",
  "unset_command",
  "arithmetic_expansion",
  "c_style_for_statement",
]);

function containsForbidden(node: Node): boolean {
  if (FORBIDDEN.has(node.type) || node.isMissing) return true;
  // Assignments are refused, except as command prefixes, which commandNodeIsReadOnly judges.
  if (node.type === "variable_assignment" && node.parent?.type !== "command") return true;
  if (assignsDefault(node)) return true;
  return childrenOf(node).some(containsForbidden);
}

/** Statements that only group others. */
const CONTAINERS = new Set([
  "program",
  "list",
  "pipeline",
  "subshell",
  "compound_statement",
  "do_group",
  "if_statement",
  "elif_clause",
  "else_clause",
  "while_statement",
  "negated_command",
]);
/** Pieces of statements that hold no command of their own. */
const INERT = new Set([
  "comment",
  "test_command",
  "word",
  "string",
  "raw_string",
  "concatenation",
  "number",
  "simple_expansion",
  "expansion",
  "variable_name",
  "extglob_pattern",
]);

/** `>` and friends may only point at /dev/null, a standard stream, or another descriptor. */
function redirectIsSafe(redirect: Node): boolean {
  if (redirect.type === "herestring_redirect") return true;
  if (redirect.type === "heredoc_redirect") {
    if (heredocBackticks(redirect).length > 0) return false;
    return heredocRestOfLine(redirect).every((child) =>
      child.type === "file_redirect" ? redirectIsSafe(child) : statementIsReadOnly(child),
    );
  }
  if (redirect.type !== "file_redirect") return false;
  const operator = redirectOperator(redirect);
  if (operator === "<") return true;
  const target = redirectTarget(redirect);
  if (target.length === 1 && target[0]?.type === "number") return true;
  const text = literal(target);
  if (operator === "<&" || operator === ">&") return text === "-" || /^\d+-?$/.test(text ?? "");
  if (![">", ">>", "&>", "&>>"].includes(operator)) return false;
  return text === "/dev/null" || text === "/dev/stdout" || text === "/dev/stderr";
}

function literal(nodes: readonly Node[]): string | undefined {
  const fields = expandAtoms(nodes.flatMap((node) => nodeAtoms(node, rootScope(), false)));
  return fields.length === 1 && fields[0] !== undefined && !isDynamic(fields[0]) ? fields[0] : undefined;
}

/**
 * `VAR=value cmd` may change what cmd runs (PATH, LD_PRELOAD, GIT_*, PAGER, …), so prefixes are
 * refused except locale and time zone, and IFS for `read` (`while IFS= read -r line`).
 */
function harmlessPrefix(assignment: Node, command: string): boolean {
  const name = assignment.childForFieldName("name")?.text ?? "";
  return /^(LANG|LANGUAGE|LC_[A-Z]+|TZ)$/.test(name) || (name === "IFS" && command === "read");
}

/** Standard directories whose binaries are the real tools (`/usr/bin/grep`, not `./grep`). */
const SYSTEM_BIN = /^\/(usr\/(local\/)?)?s?bin\/|^\/opt\/homebrew\/bin\//;

function commandNodeIsReadOnly(command: Node): boolean {
  const parts = commandParts(command);
  if (!parts.redirects.every(redirectIsSafe)) return false;
  const [nameWord, ...argWords] = parts.words;
  const written = nameWord === undefined ? undefined : literal(nameWord);
  if (written === undefined) return false;
  if (!parts.assignments.every((assignment) => harmlessPrefix(assignment, written))) return false;
  if (written.includes("/") && !SYSTEM_BIN.test(written)) return false;
  const name = written.slice(written.lastIndexOf("/") + 1);
  const scope = rootScope();
  const args: string[] = [];
  const risky: boolean[] = [];
  for (const word of argWords) {
    const atoms = word.flatMap((node) => nodeAtoms(node, scope, false));
    const first = atoms[0];
    // A word may turn into an option at run time when it starts with an expansion, when an
    // unquoted expansion in it is split into several words, or when it holds an unquoted glob
    // character anywhere: `-delet?` is `-delete` once a file of that name exists (issue 9, 12).
    const mayBeOption =
      first?.kind === "expansion" ||
      atoms.some((atom) => atom.kind === "char" && !atom.quoted && "*?[".includes(atom.char)) ||
      atoms.some((atom) => atom.kind === "expansion" && !atom.quoted);
    for (const field of expandAtoms(atoms)) {
      args.push(field);
      risky.push(mayBeOption);
    }
  }
  return commandIsReadOnly(name, args, risky);
}

function statementIsReadOnly(node: Node): boolean {
  if (INERT.has(node.type)) return true;
  switch (node.type) {
    case "command":
      return commandNodeIsReadOnly(node);
    case "redirected_statement": {
      const body = node.childForFieldName("body");
      const redirects = statementRedirects(node);
      return (body === null || statementIsReadOnly(body)) && redirects.every(redirectIsSafe);
    }
    case "for_statement": {
      // The loop assigns its variable; PATH, IFS and friends would change later commands.
      const variable = node.childForFieldName("variable")?.text ?? "";
      const body = node.childForFieldName("body");
      return /^[a-z_][a-z0-9_]*$/.test(variable) && body !== null && statementIsReadOnly(body);
    }
    case "case_statement":
    case "case_item":
      return namedChildrenOf(node).every(statementIsReadOnly);
    default:
      if (!CONTAINERS.has(node.type)) return false;
      // A background job (`cmd &`) outlives the call that is judged read-only.
      if (childrenOf(node).some((child) => child.type === "&")) return false;
      return namedChildrenOf(node).every(statementIsReadOnly);
  }
}

/** True when every command in `script` only reads (see the module comment); false on parse errors. */
export function readOnlyScript(script: string): boolean {
  return (
    withShellTree(script, (root) => {
      if (root.hasError || containsForbidden(root)) return false;
      if (!namedChildrenOf(root).some((child) => child.type !== "comment")) return false;
      return statementIsReadOnly(root);
    }) ?? false
  );
}
