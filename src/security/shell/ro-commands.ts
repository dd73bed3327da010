/**
 * The read-only allow-list: which commands only read, and for the ones with writing or
 * executing options, which uses of them are safe. Names are exact (case matters, unlike the
 * kill-list, because a false "read-only" is the costly mistake here).
 */
import { hasOption, mentionsLongOption, optionValues, parseArguments, type OptionSpec } from "./options.js";
import { awkIsReadOnly } from "./ro-awk.js";
import { gitIsReadOnly } from "./ro-git.js";
import { jsonTool, tarListsOnly, unzipListsOnly, versionQuery } from "./ro-listing.js";
import { sedIsReadOnly } from "./ro-sed.js";
import { unwrap } from "./wrappers.js";

/**
 * Commands with no option that writes a file or runs a program, so any arguments are fine:
 * even words that expand at run time, or appended by `xargs`.
 */
const FREE = new Set(
  [
    "cat",
    "head",
    "tail",
    "wc",
    "echo",
    "pwd",
    "grep",
    "egrep",
    "fgrep",
    "stat",
    "diff",
    "cut",
    "tr",
    "nl",
  ].concat(
    ["basename", "dirname", "realpath", "readlink", "which", "type", "true", "false", ":", "du", "df", "ls"],
    ["id", "whoami", "uname", "groups", "nproc", "uptime", "arch", "printenv", "seq", "expr", "test", "["],
    ["column", "comm", "join", "paste", "fold", "fmt", "expand", "unexpand", "rev", "tac", "od", "hexdump"],
    ["strings", "md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "cksum"],
    ["shasum", "base32", "base64", "cmp", "jq", "whereis", "locale", "getconf", "tty", "sleep", "cd"],
    ["ps", "pgrep", "free", "zcat", "bzcat", "xzcat", "zipinfo", "numfmt", "look", "lsof", "netstat", "ss"],
    ["yes", "exit", "vmstat", "getent"],
  ),
);

/** Options that write or execute: true when none of `names` is given. */
function without(spec: OptionSpec, ...names: readonly string[]): (args: readonly string[]) => boolean {
  return (args) => !hasOption(parseArguments(args, spec), ...names);
}

function operandsAtMost(spec: OptionSpec, count: number): (args: readonly string[]) => boolean {
  return (args) => parseArguments(args, spec).operands.length <= count;
}

const FIND_ACTIONS = /^-(exec|execdir|ok|okdir|delete|fprint|fprint0|fprintf|fls)$/;
const RG: OptionSpec = {
  shortWithValue: "ABCdEefgjMmrTt",
  longWithValue: ["regexp", "file", "glob", "type", "type-not", "replace", "max-count", "context"],
};
/** GNU sort's long options, so that abbreviations (`--out=x`) resolve as sort resolves them. */
const SORT: OptionSpec = {
  shortWithValue: "ktoST",
  longWithValue: [
    "key",
    "field-separator",
    "output",
    "buffer-size",
    "temporary-directory",
    "compress-program",
  ].concat(["files0-from", "parallel", "batch-size", "random-source", "sort"]),
  longFlags: [
    "ignore-leading-blanks",
    "dictionary-order",
    "ignore-case",
    "general-numeric-sort",
    "reverse",
  ].concat(
    ["ignore-nonprinting", "month-sort", "human-numeric-sort", "numeric-sort", "random-sort", "version-sort"],
    ["check", "merge", "stable", "unique", "zero-terminated", "debug", "help", "version"],
  ),
};
const DATE: OptionSpec = {
  shortWithValue: "dfrs",
  shortOptionalValue: "I",
  longWithValue: ["date", "file", "reference", "set"],
};

/**
 * Checks for commands that are read-only only in some uses. They are also the commands whose
 * arguments must be known: a word that expands at run time could turn into `-delete` or `--pre`.
 */
const CHECKED: Readonly<Record<string, (args: readonly string[]) => boolean>> = {
  find: (args) => !args.some((arg) => FIND_ACTIONS.test(arg)),
  rg: (args) =>
    !parseArguments(args, RG).options.some((o) =>
      ["pre", "hostname-bin", "search-zip", "z"].includes(o.name),
    ),
  fd: (args) => fdReadOnly(args),
  fdfind: (args) => fdReadOnly(args),
  ag: without({}, "pager"),
  sed: sedIsReadOnly,
  gsed: sedIsReadOnly,
  awk: awkIsReadOnly,
  gawk: awkIsReadOnly,
  mawk: awkIsReadOnly,
  nawk: awkIsReadOnly,
  sort: without(SORT, "o", "output", "compress-program"),
  uniq: operandsAtMost({ shortWithValue: "fsw" }, 1),
  xxd: operandsAtMost({ shortWithValue: "cglosn" }, 1),
  tree: without({ shortWithValue: "LPIHTo" }, "o", "R", "H"),
  date: (args) => {
    const parsed = parseArguments(args, DATE);
    return !hasOption(parsed, "s", "set") && parsed.operands.every((operand) => operand.startsWith("+"));
  },
  hostname: (args) =>
    // Only the printing forms: a name, `-F file` or `-b` would set the host name.
    args.every((arg) =>
      /^-[adfiIAsyv]+$|^--(fqdn|long|short|domain|ip-address|all-ip-addresses|all-fqdns|alias|nis|yp|help|version)$/.test(
        arg,
      ),
    ),
  file: (args) =>
    !hasOption(parseArguments(args, { shortWithValue: "eFfmP" }), "C") &&
    !mentionsLongOption(args, ["compile"]),
  git: gitIsReadOnly,
  tar: tarListsOnly,
  unzip: unzipListsOnly,
  yq: without({}, "i", "inplace"),
  read: (args) => {
    const parsed = parseArguments(args, { shortWithValue: "adinNptu" });
    // Assigning PATH, IFS or the like would change what later commands do.
    const names = [...parsed.operands, ...optionValues(parsed, "a")];
    return names.every((name) => /^[a-z_][a-z0-9_]*$/.test(name));
  },
};

/** fd without `-x`/`-X`/`--exec`/`--exec-batch` (or an abbreviation of them). */
function fdReadOnly(args: readonly string[]): boolean {
  const parsed = parseArguments(args, { shortWithValue: "decEtSjo" });
  return !hasOption(parsed, "x", "X") && !mentionsLongOption(args, ["exec", "exec-batch"]);
}

/** Wrappers that run the rest of the line unchanged (their own options are harmless). */
const TRANSPARENT = new Set(["time", "nice", "timeout", "stdbuf", "command", "builtin", "env"]);

/**
 * True when `name args` only reads. `risky[i]` says argument i is not known statically and
 * could turn into an option at run time; then only commands without dangerous options pass.
 */
export function commandIsReadOnly(
  name: string,
  args: readonly string[],
  risky: readonly boolean[],
  depth = 0,
): boolean {
  const dynamic = risky.some(Boolean);
  if (FREE.has(name)) return true;
  // printf takes options only before its format; later arguments are data.
  if (name === "printf") return risky[0] !== true && args[0] !== "-v";
  if (versionQuery(name, args) || jsonTool(name, args)) return !dynamic;
  const check = CHECKED[name];
  if (check !== undefined) return !dynamic && check(args);
  if (!TRANSPARENT.has(name) && name !== "xargs") return false;
  if (depth > 4 || dynamic) return false;
  if (name === "env") {
    // `env` alone prints the environment; `env NAME=value cmd` changes what cmd does.
    const parsed = parseArguments(args, {
      shortWithValue: "uCP",
      longWithValue: ["unset", "chdir", "split-string"],
      longFlags: ["ignore-environment", "null", "debug"],
      stopAtOperand: true,
    });
    if (hasOption(parsed, "S", "split-string") || args.some((arg) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(arg))) {
      return false;
    }
    if (parsed.operandStart >= args.length) return true;
  }
  const layer = unwrap([name, ...args]);
  switch (layer.kind) {
    case "none":
      return name === "command";
    case "exec": {
      const [inner = "", ...rest] = layer.argv;
      return commandIsReadOnly(inner, rest, [], depth + 1);
    }
    case "xargs": {
      // xargs appends words from its input, which may be anything: only FREE commands qualify.
      const [inner = ""] = layer.argv;
      return FREE.has(inner) && inner !== "cd";
    }
    case "script":
    case "stdin-script":
    case "script-file":
      return false;
  }
}
