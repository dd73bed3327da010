/**
 * Read-only `git`. The spec names status, log, diff, show, branch (listing), remote (listing)
 * and rev-parse; a few more subcommands that only read (ls-files, blame, describe, …) are
 * accepted in their listing forms too. Options that run programs or write files are refused
 * wherever they appear: `-c`/`--config-env` (config can name any program), `--output`,
 * `--ext-diff`, `--textconv`, `--filters`, `-O`/`--open-files-in-pager`, and `-p`/`--paginate`
 * before the subcommand.
 */
import { mentionsLongOption, parseArguments } from "./options.js";

/** Top-level options that take a value. */
const GLOBAL_WITH_VALUE = new Set(["-C", "--git-dir", "--work-tree", "--namespace", "--super-prefix"]);
/** Top-level options that change nothing we care about. */
const GLOBAL_FLAGS = new Set([
  "--no-pager",
  "--bare",
  "--no-replace-objects",
  "--literal-pathspecs",
  "--glob-pathspecs",
  "--noglob-pathspecs",
  "--icase-pathspecs",
  "--no-optional-locks",
  "--no-lazy-fetch",
  "--no-advice",
]);

/** Options that run a program or write a file, for every subcommand. */
function hasForbiddenOption(args: readonly string[]): boolean {
  const forbidden = ["output", "ext-diff", "textconv", "filters", "open-files-in-pager", "exec"];
  forbidden.push("upload-pack", "receive-pack");
  // `--text` (-a) is an option of its own, not an abbreviation of --textconv.
  return (
    mentionsLongOption(args, forbidden, ["text", "exit-code", "ext-grep"]) ||
    args.some((arg) => /^-O/.test(arg))
  );
}

/** Subcommands that only read, whatever their (non-forbidden) options. */
const READERS = new Set([
  "status",
  "log",
  "diff",
  "show",
  "rev-parse",
  "ls-files",
  "ls-tree",
  "blame",
  "annotate",
  "shortlog",
  "describe",
  "rev-list",
  "merge-base",
  "show-ref",
  "for-each-ref",
  "name-rev",
  "count-objects",
  "check-ignore",
  "diff-tree",
  "diff-index",
  "diff-files",
  "cat-file",
  "grep",
  "whatchanged",
  "cherry",
  "version",
  "var",
  "show-branch",
  "range-diff",
  "check-attr",
  "check-ref-format",
  "verify-pack",
]);

/** `git branch`/`git tag` options that only list; values (`--contains X`) are not new names. */
const LISTING_FLAGS = new Set(
  ["a", "r", "v", "q", "i", "n", "all", "remotes", "verbose", "quiet", "show-current", "ignore-case"].concat([
    "column",
    "no-column",
    "color",
    "no-color",
    "abbrev",
    "no-abbrev",
    "omit-empty",
  ]),
);
const LISTING_WITH_VALUE = ["contains", "no-contains", "merged", "no-merged", "points-at", "sort", "format"];

/** `git branch` and `git tag` list unless given a name without `--list`. */
function listsOnly(args: readonly string[]): boolean {
  const parsed = parseArguments(args, {
    shortOptionalValue: "n",
    longWithValue: LISTING_WITH_VALUE,
    longFlags: [...LISTING_FLAGS, "list"],
  });
  const listing = parsed.options.some((option) => option.name === "l" || option.name === "list");
  if (
    !parsed.options.every(
      (o) =>
        o.name === "l" ||
        o.name === "list" ||
        LISTING_FLAGS.has(o.name) ||
        LISTING_WITH_VALUE.includes(o.name),
    )
  ) {
    return false;
  }
  return listing || parsed.operands.length === 0;
}

/** `git config --get x`, `git config --list`, `git config get x`, or a lone `git config x`. */
function configReads(args: readonly string[]): boolean {
  if (
    args.some((arg) =>
      /^--(add|unset|unset-all|replace-all|rename-section|remove-section|edit)$|^-e$/.test(arg),
    )
  ) {
    return false;
  }
  const parsed = parseArguments(args, {
    shortWithValue: "f",
    longWithValue: ["file", "blob", "default", "type", "comment", "value"],
  });
  const [first, ...rest] = parsed.operands;
  if (first === "get" || first === "list") return true;
  if (
    parsed.options.some((o) => ["get", "get-all", "get-regexp", "get-urlmatch", "list", "l"].includes(o.name))
  ) {
    return true;
  }
  // One operand names a key to read; a second would be the value to set.
  return first !== undefined && rest.length === 0 && /^[A-Za-z][\w-]*\.[\w.-]+$/.test(first);
}

function subcommandIsReadOnly(subcommand: string, args: readonly string[]): boolean {
  if (READERS.has(subcommand)) return true;
  const [first, ...rest] = args;
  switch (subcommand) {
    case "branch":
    case "tag":
      return listsOnly(args);
    case "remote":
      if (first === undefined || first === "-v" || first === "--verbose") return rest.length === 0;
      return (
        first === "get-url" &&
        rest.every((arg) => !arg.startsWith("-") || arg === "--push" || arg === "--all")
      );
    case "stash":
      return first === "list" || first === "show";
    case "worktree":
      return first === "list";
    case "reflog":
      return first === undefined || first === "show" || first.startsWith("-");
    case "config":
      return configReads(args);
    case "symbolic-ref":
      return (
        args.filter((arg) => !arg.startsWith("-")).length <= 1 &&
        !args.some((arg) => /^-(d|-delete)$/.test(arg))
      );
    default:
      return false;
  }
}

/** True when `git` with these arguments only reads the repository (see the module comment). */
export function gitIsReadOnly(args: readonly string[]): boolean {
  let k = 0;
  for (; k < args.length; k++) {
    const arg = args[k] ?? "";
    if (!arg.startsWith("-")) break;
    const name = arg.split("=")[0] ?? "";
    if (GLOBAL_WITH_VALUE.has(name)) k += arg.includes("=") ? 0 : 1;
    else if (arg === "--version") return k === args.length - 1;
    else if (!GLOBAL_FLAGS.has(arg)) return false;
  }
  const subcommand = args[k];
  const rest = args.slice(k + 1);
  if (subcommand === undefined || hasForbiddenOption(rest)) return false;
  return subcommandIsReadOnly(subcommand, rest);
}
