/**
 * Kill-list rules for commands that destroy files in bulk: `rm`, recursive `chmod`/`chown`,
 * `find -delete`/`-exec`, `mv` of a system directory, `rsync --delete` onto one.
 * Each rule returns a human-readable reason, or undefined when the command is fine.
 */
import { hasOption, optionValues, parseArguments, type OptionSpec } from "./options.js";
import { globCouldMatch, isTempDirectory, type Catastrophe } from "./paths.js";
import { innermost } from "./wrappers.js";

/** What a rule may ask of the walker. */
export interface RuleHelpers {
  /** Judges another command line that the command will run. */
  readonly check: (argv: readonly string[]) => string | undefined;
  /** Judges a script the command will run. */
  readonly script: (text: string) => string | undefined;
  /** Whether an operand names a catastrophic target, seen from the known working directory. */
  readonly target: (path: string) => Catastrophe | undefined;
}

/** A kill-list rule for one command name. */
export type Rule = (argv: readonly string[], helpers: RuleHelpers) => string | undefined;

const RM: OptionSpec = {
  longFlags: ["force", "interactive", "one-file-system", "no-preserve-root", "preserve-root", "recursive"],
};

/**
 * `rm` with `-r`/`-R`/`--recursive` or `-f`/`--force` on a catastrophic target, and any
 * `--no-preserve-root` (its only use is to let rm delete `/`). `rm` without those flags cannot
 * delete a directory tree, so it is left alone.
 */
export function rmRule(argv: readonly string[], helpers: RuleHelpers, label = "rm"): string | undefined {
  const parsed = parseArguments(argv.slice(1), RM);
  if (hasOption(parsed, "no-preserve-root"))
    return `${label} --no-preserve-root disables rm's protection of /`;
  const recursive = hasOption(parsed, "r", "R", "recursive");
  const force = hasOption(parsed, "f", "force");
  if (!recursive && !force) return undefined;
  const flags = `-${recursive ? "r" : ""}${force ? "f" : ""}`;
  for (const operand of parsed.operands) {
    const hit = helpers.target(operand);
    if (hit?.kind === "system-child" && !recursive) continue;
    if (hit !== undefined) return `${label} ${flags} targets ${hit.description}`;
  }
  return undefined;
}

const CHMOD: OptionSpec = {
  longWithValue: ["reference", "from"],
  longFlags: ["recursive", "changes", "silent", "quiet", "verbose", "dereference", "no-dereference"],
};

/** `chmod -R`, `chown -R`, `chgrp -R`, `chattr -R`, `setfacl -R` on `/`, home or a system directory. */
function recursiveOwnership(argv: readonly string[], helpers: RuleHelpers): string | undefined {
  const parsed = parseArguments(argv.slice(1), CHMOD);
  if (!hasOption(parsed, "R", "recursive")) return undefined;
  for (const operand of parsed.operands) {
    const hit = helpers.target(operand);
    if (hit !== undefined) return `${argv[0] ?? ""} -R on ${hit.description}`;
  }
  return undefined;
}

/** Commands that destroy or re-own what they are given; run by `find` on `/` they wreck it. */
const DESTRUCTIVE = new Set([
  "rm",
  "rmdir",
  "unlink",
  "shred",
  "srm",
  "chmod",
  "chown",
  "chgrp",
  "mv",
  "truncate",
]);
const FIND_ACTIONS = ["-exec", "-execdir", "-ok", "-okdir"];

// An unquoted glob in find's arguments (`-delet?`, `-exe*`, `[-]delete`) becomes the flag when a
// file of that name exists in the working directory, which the command itself can create.
const mayBe = (word: string, flag: string): boolean => globCouldMatch(word, flag);
const mayBeAction = (word: string): boolean => FIND_ACTIONS.some((action) => mayBe(word, action));

function findRule(argv: readonly string[], helpers: RuleHelpers): string | undefined {
  const args = argv.slice(1);
  let i = 0;
  // Global options before the start paths: -H -L -P, -D debugopts, -Olevel.
  while (i < args.length && /^-([HLP]|D|O\d*)$/.test(args[i] ?? "")) i += args[i] === "-D" ? 2 : 1;
  const starts: string[] = [];
  while (
    i < args.length &&
    !/^[-(!,]/.test(args[i] ?? "") &&
    !mayBe(args[i] ?? "", "-delete") &&
    !mayBeAction(args[i] ?? "")
  ) {
    starts.push(args[i++] ?? "");
  }
  if (starts.length === 0) starts.push(".");
  // Pruning a temp directory with find is routine; `rm -rf /tmp/*` is allowed as well.
  // Below a system directory (`find /var/log -name '*.gz' -delete`) a name filter makes it cleanup.
  const filtered = args.some((arg) => /^-i?(name|path|regex|wholename)$/.test(arg));
  const dangerous = starts
    .filter((start) => !isTempDirectory(start))
    .map(helpers.target)
    .find((hit) => hit !== undefined && !(hit.kind === "system-child" && filtered));
  for (; i < args.length; i++) {
    const word = args[i] ?? "";
    if (mayBe(word, "-delete") && dangerous !== undefined) return `find -delete on ${dangerous.description}`;
    if (!mayBeAction(word)) continue;
    const end = args.findIndex((arg, k) => k > i && (arg === ";" || arg === "+"));
    const command = args.slice(i + 1, end < 0 ? args.length : end);
    i = end < 0 ? args.length : end;
    const name = innermost(command)[0];
    if (dangerous !== undefined && name !== undefined && DESTRUCTIVE.has(name)) {
      return `find ${word} ${name} on ${dangerous.description}`;
    }
    // `{}` stands for what find found; the start paths are the widest such value.
    for (const start of starts) {
      const reason = helpers.check(command.map((part) => part.replaceAll("{}", start)));
      if (reason !== undefined) return `find ${word} runs a denied command: ${reason}`;
    }
  }
  return undefined;
}

function mvRule(argv: readonly string[], helpers: RuleHelpers): string | undefined {
  const parsed = parseArguments(argv.slice(1), {
    shortWithValue: "tS",
    longWithValue: ["target-directory", "suffix", "backup"],
  });
  const intoTarget = optionValues(parsed, "t", "target-directory").length > 0;
  const sources = intoTarget ? parsed.operands : parsed.operands.slice(0, -1);
  for (const source of sources) {
    const hit = helpers.target(source);
    if (hit !== undefined) return `mv moves ${hit.description} away`;
  }
  return undefined;
}

function rsyncRule(argv: readonly string[], helpers: RuleHelpers): string | undefined {
  const parsed = parseArguments(argv.slice(1), {
    shortWithValue: "efBT",
    longWithValue: ["exclude", "include", "filter", "rsh", "files-from", "exclude-from", "include-from"],
  });
  if (
    !parsed.options.some((option) => option.name.startsWith("del") || option.name === "remove-source-files")
  ) {
    return undefined;
  }
  const destination = parsed.operands[parsed.operands.length - 1];
  const hit = destination === undefined ? undefined : helpers.target(destination);
  return hit === undefined ? undefined : `rsync --delete onto ${hit.description}`;
}

/** cmd.exe's `rd /s`, `del /s` and `format C:`, which agents on Windows runners reach for. */
function windowsRule(argv: readonly string[], helpers: RuleHelpers): string | undefined {
  const [name = "", ...args] = argv;
  const switches = args.filter((arg) => /^\/[a-z]$/i.test(arg)).map((arg) => arg.toLowerCase());
  const targets = args.filter((arg) => !/^\/[a-z]$/i.test(arg));
  if (name === "format") {
    return targets.some((arg) => /^[a-z]:\\?$/i.test(arg)) ? "format erases a drive" : undefined;
  }
  if (!switches.includes("/s")) return undefined;
  for (const target of targets) {
    const hit = helpers.target(target);
    if (hit !== undefined) return `${name} /s targets ${hit.description}`;
  }
  return undefined;
}

/** The file-destroying rules by command name. */
export const FILE_RULES: Readonly<Record<string, Rule>> = {
  rm: (argv, helpers) => rmRule(argv, helpers),
  // PowerShell's Remove-Item spells -r/-f as -Recurse/-Force, which rm's parsing reads the same.
  "remove-item": (argv, helpers) => rmRule(argv, helpers, "Remove-Item"),
  rd: windowsRule,
  rmdir: windowsRule,
  del: windowsRule,
  erase: windowsRule,
  format: windowsRule,
  chmod: recursiveOwnership,
  chown: recursiveOwnership,
  chgrp: recursiveOwnership,
  chattr: recursiveOwnership,
  setfacl: recursiveOwnership,
  find: findRule,
  mv: mvRule,
  rsync: rsyncRule,
};
