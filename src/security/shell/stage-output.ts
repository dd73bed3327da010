/**
 * What a pipeline stage prints, when that can be known statically: `echo`/`printf` of literal
 * text, `cat` of a here-doc, and the decoders used to hide a command (`base64 -d`, `xxd -r -p`,
 * `rev`). The kill-list uses it to see the script in `echo 'rm -rf /' | sh`.
 */
import type { Node } from "web-tree-sitter";
import { decodeCEscapes } from "./atoms.js";
import { expandValue, expandWord } from "./expand.js";
import { NON_EMPTY, type Scope } from "./scope.js";
import { childrenOf, commandParts, namedChildrenOf } from "./syntax.js";
import { innermost } from "./wrappers.js";

function printf(args: readonly string[]): string {
  const [format = "", ...values] = args;
  let next = 0;
  const text = format.replace(/%(?:%|[-+ #0]*\d*(?:\.\d+)?[sbdiqc])/g, (spec) =>
    spec === "%%" ? "%" : (values[next++] ?? ""),
  );
  return decodeCEscapes(text);
}

function echo(args: readonly string[]): string {
  let i = 0;
  let escapes = false;
  let newline = "\n";
  for (; i < args.length && /^-[neE]+$/.test(args[i] ?? ""); i++) {
    const flags = args[i] ?? "";
    if (flags.includes("e")) escapes = true;
    if (flags.includes("n")) newline = "";
  }
  const text = args.slice(i).join(" ");
  return (escapes ? decodeCEscapes(text) : text) + newline;
}

function decodeBase64(text: string): string | undefined {
  const compact = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return undefined;
  return Buffer.from(compact, "base64").toString("utf8");
}

function decodeHex(text: string): string | undefined {
  const compact = text.replace(/\s+/g, "");
  return /^([0-9a-fA-F]{2})*$/.test(compact) ? Buffer.from(compact, "hex").toString("utf8") : undefined;
}

function transform(
  input: readonly string[] | undefined,
  decode: (text: string) => string | undefined,
): string[] | undefined {
  if (input === undefined) return undefined;
  const out = input.map(decode).filter((text): text is string => text !== undefined);
  return out.length > 0 ? out : undefined;
}

/** The output of a command given its argv and input; undefined when it cannot be known. */
function commandOutput(
  argv: readonly string[],
  stdin: readonly string[] | undefined,
  scope: Scope,
): string[] | undefined {
  const [name = "", ...args] = innermost(argv);
  switch (name) {
    case "echo":
      return [echo(args)];
    case "printf":
      return [printf(args)];
    case "cat":
      return args.every((arg) => arg === "-") ? stdin?.slice() : undefined;
    case "base64":
      return args.some((arg) => /^-(d|D|-decode)$/.test(arg)) ? transform(stdin, decodeBase64) : undefined;
    case "xxd":
      return args.includes("-r") && args.includes("-p") ? transform(stdin, decodeHex) : undefined;
    case "rev":
      return transform(stdin, (text) =>
        text
          .split("\n")
          .map((line) => [...line].reverse().join(""))
          .join("\n"),
      );
    case "find": {
      // What find prints lies under its start paths; xargs then acts on them.
      const starts = args.filter(
        (arg, i) => !arg.startsWith("-") && args.slice(0, i).every((a) => !/^[-(!]/.test(a)),
      );
      return [(starts.length > 0 ? starts : ["."]).join("\n")];
    }
    case "pwd":
      return [scope.cwd ?? NON_EMPTY];
    case "dirname":
    case "basename":
    case "realpath":
    case "readlink":
    case "mktemp":
    case "whoami":
    case "date":
    case "hostname":
      // Never empty, so `"$(pwd)/"` is not `/`.
      return [NON_EMPTY];
    default:
      return undefined;
  }
}

/** What `node` (a pipeline stage, here-doc or here-string) writes to its standard output. */
export function stageOutput(
  node: Node,
  scope: Scope,
  stdin: readonly string[] | undefined,
): string[] | undefined {
  switch (node.type) {
    case "command": {
      const parts = commandParts(node);
      let input = stdin;
      for (const redirect of parts.redirects) {
        if (redirect.type === "herestring_redirect") input = stageOutput(redirect, scope, undefined);
      }
      const argv = parts.words.flatMap((word) => expandWord(word, scope));
      return commandOutput(argv, input, scope);
    }
    case "redirected_statement": {
      const body = node.childForFieldName("body");
      let input = stdin;
      for (const redirect of namedChildrenOf(node)) {
        if (redirect.type === "heredoc_redirect" || redirect.type === "herestring_redirect") {
          input = stageOutput(redirect, scope, undefined);
        }
      }
      return body === null ? undefined : stageOutput(body, scope, input);
    }
    case "heredoc_redirect": {
      const body = childrenOf(node).find((child) => child.type === "heredoc_body");
      return body === undefined ? [""] : expandValue(body, scope);
    }
    case "herestring_redirect": {
      const word = namedChildrenOf(node);
      return expandWord(word, scope).length === 0 ? ["\n"] : [expandWord(word, scope).join(" ") + "\n"];
    }
    default:
      return undefined;
  }
}

/** How many `$( … )` are being evaluated inside each other right now. */
let nesting = 0;

/**
 * What `$( … )` prints, with trailing newlines removed as bash does; undefined when unknown.
 * Only a few levels deep: `$(echo $(echo rm))` is plausible, five hundred levels are an attack
 * on the evaluator's time, and unknown output is the safe answer.
 */
export function substitutionOutput(node: Node, scope: Scope): string[] | undefined {
  const statements = namedChildrenOf(node).filter((child) => child.type !== "comment");
  const [only] = statements;
  if (statements.length !== 1 || only === undefined || nesting >= 4) return undefined;
  nesting++;
  try {
    let output: string[] | undefined;
    if (only.type === "pipeline") {
      for (const stage of namedChildrenOf(only)) output = stageOutput(stage, scope, output);
    } else output = stageOutput(only, scope, undefined);
    return output?.map((text) => text.replace(/\n+$/, ""));
  } finally {
    nesting--;
  }
}
