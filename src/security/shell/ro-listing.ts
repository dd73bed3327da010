/**
 * Read-only forms of commands that usually write: archive listings (`tar -tf`, `unzip -l`),
 * version queries of common runtimes (`node --version`) and `python -m json.tool`.
 */

import { mentionsLongOption } from "./options.js";

/** tar modes and long options that create, extract, run a program or write a state file. */
const TAR_WRITING_LETTERS = /[cxurAIFg]/;
const TAR_WRITING_LONG = [
  "create",
  "extract",
  "get",
  "append",
  "update",
  "catenate",
  "concatenate",
  "delete",
].concat(
  [
    "to-command",
    "use-compress-program",
    "checkpoint-action",
    "info-script",
    "new-volume-script",
    "rsh-command",
  ],
  ["rmt-command", "index-file", "volno-file", "listed-incremental"],
);
/** Listing options that happen to be prefixes of writing ones (`--list` of `--listed-…`). */
const TAR_SAFE_LONG = [
  "list",
  "file",
  "verbose",
  "gzip",
  "gunzip",
  "bzip2",
  "xz",
  "zstd",
  "directory",
  "exclude",
];

/** `tar -tf x.tar`, `tar tzvf x.tgz`, `tar --list -f x`: listing only, from a local archive. */
export function tarListsOnly(args: readonly string[]): boolean {
  const letters: string[] = [];
  const long: string[] = [];
  args.forEach((arg, index) => {
    if (arg.startsWith("--")) long.push(arg.slice(2).split("=")[0] ?? "");
    else if (arg.startsWith("-")) letters.push(...arg.slice(1));
    // The first word may be a bundle of letters without a dash (`tar tf x.tar`).
    else if (index === 0) letters.push(...arg);
  });
  if (!letters.includes("t") && !long.includes("list")) return false;
  if (letters.some((letter) => TAR_WRITING_LETTERS.test(letter))) return false;
  // GNU tar takes abbreviations: `--to-com=sh` is `--to-command=sh`.
  if (mentionsLongOption(args, TAR_WRITING_LONG, TAR_SAFE_LONG)) return false;
  // `host:archive` is fetched through rsh.
  return !args.some((arg) => /^[^-/][^/]*:/.test(arg));
}

/** `unzip -l`, `-Z`, `-t`, `-v`, `-p`, `-c`, `-z` list, test or print to stdout. */
export function unzipListsOnly(args: readonly string[]): boolean {
  return args.some((arg) => /^-[A-Za-z]*[lZtvpcz]/.test(arg));
}

/** Runtimes whose `--version` answers without reading project files. */
const VERSIONED = new Set([
  "node",
  "python",
  "python3",
  "ruby",
  "perl",
  "java",
  "javac",
  "gcc",
  "g++",
  "clang",
  "make",
  "cmake",
  "bash",
]);

/** `node --version`, `python3 -V`, `java -version`. */
export function versionQuery(name: string, args: readonly string[]): boolean {
  return VERSIONED.has(name) && args.length === 1 && /^(--?version|-v|-V)$/.test(args[0] ?? "");
}

/** `python3 -m json.tool [file]`: pretty-prints to stdout; a second file would be written. */
export function jsonTool(name: string, args: readonly string[]): boolean {
  if (!/^python3?$/.test(name) || args[0] !== "-m" || args[1] !== "json.tool") return false;
  const rest = args.slice(2);
  return (
    rest.every(
      (arg) =>
        /^--(sort-keys|compact|no-ensure-ascii|json-lines|tab|no-indent)$/.test(arg) || !arg.startsWith("-"),
    ) && rest.filter((arg) => !arg.startsWith("-")).length <= 1
  );
}
