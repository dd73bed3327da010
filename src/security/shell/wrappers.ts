/**
 * Commands that run another command: privilege and environment wrappers (`sudo`, `env`,
 * `nice`, `timeout`, …), command-string runners (`sh -c`, `eval`, `su -c`, `ssh host cmd`,
 * `watch`) and `xargs`. `unwrap` peels one layer at a time so the policy judges what actually runs.
 */
import { hasOption, optionValues, parseArguments, type OptionSpec } from "./options.js";

/** What a command line runs, one layer down. */
export type Layer =
  /** `argv` runs directly (after a wrapper's own options were removed). */
  | { readonly kind: "exec"; readonly argv: readonly string[] }
  /** A shell parses `script`; `positional` are `$0`, `$1`, … when given. */
  | { readonly kind: "script"; readonly script: string; readonly positional?: readonly string[] }
  /** A shell reads its script from standard input. */
  | { readonly kind: "stdin-script" }
  /** A shell runs the script file `path` (`sh x.sh`, `source x.sh`). */
  | { readonly kind: "script-file"; readonly path: string; readonly positional: readonly string[] }
  /** `xargs`: `argv` runs with words read from standard input appended. */
  | { readonly kind: "xargs"; readonly argv: readonly string[]; readonly replace: string | undefined }
  /** Not a wrapper (or one that runs nothing, like `command -v`). */
  | { readonly kind: "none" };

/** Shells whose `-c` string and standard input are scripts. */
const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "posh", "rbash", "fish"]);

/** `sudo`'s own options and the like: which take a value. */
const SPECS: Readonly<Record<string, OptionSpec>> = {
  sudo: {
    shortWithValue: "CDghpRrTtUu",
    longWithValue: ["close-from", "chdir", "group", "host", "prompt", "chroot", "role", "type", "user"],
    stopAtOperand: true,
  },
  doas: { shortWithValue: "uC", stopAtOperand: true },
  env: { shortWithValue: "uCSP", longWithValue: ["unset", "chdir", "split-string"], stopAtOperand: true },
  nice: { shortWithValue: "n", longWithValue: ["adjustment"], stopAtOperand: true, numericOptions: true },
  ionice: { shortWithValue: "cnpPu", longWithValue: ["class", "classdata"], stopAtOperand: true },
  timeout: { shortWithValue: "sk", longWithValue: ["signal", "kill-after"], stopAtOperand: true },
  stdbuf: { shortWithValue: "ioe", longWithValue: ["input", "output", "error"], stopAtOperand: true },
  time: { shortWithValue: "fo", longWithValue: ["format", "output"], stopAtOperand: true },
  chrt: { shortWithValue: "TPD", stopAtOperand: true },
  taskset: { stopAtOperand: true },
  flock: {
    shortWithValue: "wEc",
    longWithValue: ["timeout", "conflict-exit-code", "command"],
    stopAtOperand: true,
  },
  watch: { shortWithValue: "nq", longWithValue: ["interval"], stopAtOperand: true },
  chroot: { longWithValue: ["userspec", "groups"], stopAtOperand: true },
  exec: { shortWithValue: "a", stopAtOperand: true },
  strace: { shortWithValue: "abeEIoOpPsSuUX", stopAtOperand: true },
  ssh: { shortWithValue: "BbcDEeFIiJLlmOoPpQRSWw", stopAtOperand: true },
  sshpass: { shortWithValue: "fdpP", stopAtOperand: true },
  script: { shortWithValue: "cEIOBTm", longWithValue: ["command"] },
  su: { shortWithValue: "cgGsw", longWithValue: ["command", "session-command", "shell", "group"] },
  xargs: {
    shortWithValue: "adEILnPs",
    shortOptionalValue: "iel",
    longWithValue: [
      "arg-file",
      "delimiter",
      "eof",
      "replace",
      "max-lines",
      "max-args",
      "max-procs",
      "max-chars",
    ],
    stopAtOperand: true,
    numericOptions: true,
  },
  unshare: { shortWithValue: "SGRw", stopAtOperand: true },
  caffeinate: { shortWithValue: "tw", stopAtOperand: true },
  "xvfb-run": { shortWithValue: "efnpsw", stopAtOperand: true },
  "(shell)": { shortWithValue: "oO", longWithValue: ["rcfile", "init-file"], stopAtOperand: true },
};

/** Plain prefixes: everything after the name (and its flags) is the command. */
const PLAIN = new Set(["nohup", "builtin", "setsid", "unbuffer", "busybox", "toybox"]);

function exec(argv: readonly string[]): Layer {
  return argv.length === 0 ? { kind: "none" } : { kind: "exec", argv };
}

function afterOptions(name: string, args: readonly string[]): readonly string[] {
  const parsed = parseArguments(args, SPECS[name] ?? { stopAtOperand: true });
  return args.slice(parsed.operandStart);
}

function dropAssignments(argv: readonly string[]): readonly string[] {
  const first = argv.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  return first < 0 ? [] : argv.slice(first);
}

function shellLayer(args: readonly string[]): Layer {
  // Options (`-e`, `-x`, `-o pipefail`, `-lc`) come first; `-c` makes the first operand the script.
  // `+x`, `+o name` switch options off and are options too.
  const dashed = [...args];
  for (let i = 0; i < dashed.length; i++) {
    const arg = dashed[i] ?? "";
    if (/^\+[A-Za-z]+$/.test(arg)) dashed[i] = `-${arg.slice(1)}`;
    else if (!arg.startsWith("-") || arg === "--") break;
    if (/^[-+][oO]$|^--(rcfile|init-file)$/.test(arg)) i++;
  }
  const parsed = parseArguments(dashed, SPECS["(shell)"] ?? {});
  const fromString = hasOption(parsed, "c");
  const [first, ...rest] = parsed.operands;
  if (fromString)
    return first === undefined ? { kind: "none" } : { kind: "script", script: first, positional: rest };
  if (first === undefined || hasOption(parsed, "s")) return { kind: "stdin-script" };
  return { kind: "script-file", path: first, positional: [first, ...rest] };
}

/** One layer of `argv` (whose first word is already a bare, lower-case command name). */
export function unwrap(argv: readonly string[]): Layer {
  const [name = "", ...args] = argv;
  if (SHELLS.has(name)) return shellLayer(args);
  if (PLAIN.has(name)) return exec(afterOptions(name, args));
  switch (name) {
    case "eval":
      return { kind: "script", script: args.join(" ") };
    case "source":
    case ".":
      return args[0] === undefined
        ? { kind: "none" }
        : { kind: "script-file", path: args[0], positional: args };
    case "command": {
      const parsed = parseArguments(args, { stopAtOperand: true });
      return hasOption(parsed, "v", "V") ? { kind: "none" } : exec(args.slice(parsed.operandStart));
    }
    case "sudo":
    case "doas":
      return exec(dropAssignments(afterOptions(name, args)));
    case "env":
      return envLayer(args);
    case "taskset":
    case "chrt":
      // `-p` changes an existing process instead of starting one.
      if (hasOption(parseArguments(args, SPECS[name] ?? {}), "p")) return { kind: "none" };
      return exec(afterOptions(name, args).slice(1));
    case "timeout":
    case "chroot":
      // The first operand is the duration or the new root.
      return exec(afterOptions(name, args).slice(1));
    case "flock":
      return flockLayer(args);
    case "su":
    case "script":
      return commandOptionLayer(name, args);
    case "watch": {
      const operands = afterOptions(name, args);
      const direct = hasOption(parseArguments(args, SPECS.watch ?? {}), "x", "exec");
      return direct ? exec(operands) : { kind: "script", script: operands.join(" ") };
    }
    case "ssh": {
      // Everything after the host is a command line for the remote shell; without it, stdin is.
      const [, ...command] = afterOptions(name, args);
      return command.length === 0 ? { kind: "stdin-script" } : { kind: "script", script: command.join(" ") };
    }
    case "runuser": {
      const cut = args.indexOf("--");
      if (cut >= 0) return exec(args.slice(cut + 1));
      return unwrap(["su", ...args]);
    }
    case "xargs":
      return xargsLayer(args);
    case "docker":
    case "podman":
    case "kubectl":
      return containerExecLayer(name, args);
    default:
      return name in SPECS ? exec(afterOptions(name, args)) : { kind: "none" };
  }
}

/** `env [-S string] [NAME=value…] command…`: `-S` splits its string into a command line. */
function envLayer(args: readonly string[]): Layer {
  const parsed = parseArguments(args, SPECS.env ?? {});
  const rest = dropAssignments(args.slice(parsed.operandStart));
  const split = optionValues(parsed, "S", "split-string");
  if (split.length > 0) return { kind: "script", script: [...split, ...rest.map(quote)].join(" ") };
  return exec(rest);
}

/** `flock [options] FILE -c 'command'` or `flock [options] FILE command args…`. */
function flockLayer(args: readonly string[]): Layer {
  const parsed = parseArguments(args, SPECS.flock ?? {});
  const [, ...rest] = args.slice(parsed.operandStart);
  const command = optionValues(parsed, "c", "command");
  if (command.length > 0) return { kind: "script", script: command.join(" ") };
  if (rest[0] === "-c" || rest[0] === "--command") return { kind: "script", script: rest.slice(1).join(" ") };
  return exec(rest);
}

/** `su -c cmd` and `script -c cmd` run a command string; `su` alone reads a shell from stdin. */
function commandOptionLayer(name: "su" | "script", args: readonly string[]): Layer {
  const parsed = parseArguments(args, SPECS[name] ?? {});
  const command = optionValues(parsed, "c", "command", "session-command");
  if (command.length > 0) return { kind: "script", script: command.join(" ") };
  return name === "su" ? { kind: "stdin-script" } : { kind: "none" };
}

/** `xargs [options] command…`: the command (default `echo`) runs with words read from stdin. */
function xargsLayer(args: readonly string[]): Layer {
  const parsed = parseArguments(args, SPECS.xargs ?? {});
  const replace = optionValues(parsed, "I", "i", "replace")[0] ?? (hasOption(parsed, "i") ? "{}" : undefined);
  const command = args.slice(parsed.operandStart);
  return { kind: "xargs", argv: command.length === 0 ? ["echo"] : command, replace };
}

/** `docker|podman exec [options] CONTAINER command…` and `kubectl exec … -- command…`. */
function containerExecLayer(name: "docker" | "podman" | "kubectl", args: readonly string[]): Layer {
  if (name === "kubectl") {
    const cut = args.indexOf("--");
    return args[0] === "exec" && cut >= 0 ? exec(args.slice(cut + 1)) : { kind: "none" };
  }
  if (args[0] !== "exec") return { kind: "none" };
  const parsed = parseArguments(args.slice(1), {
    shortWithValue: "euw",
    longWithValue: ["env", "user", "workdir", "env-file", "detach-keys"],
    stopAtOperand: true,
  });
  return exec(parsed.operands.slice(1));
}

/** Single-quotes a word so that re-parsing yields it unchanged. */
function quote(word: string): string {
  return /^[A-Za-z0-9_./=:,+@%-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** GNU coreutils as installed by Homebrew (`grm`, `gdd`, …) are the same tools. */
const GNU_PREFIXED = new Set(
  ["rm", "dd", "chmod", "chown", "chgrp", "shred", "find", "mv", "cp", "tee", "xargs", "truncate"].concat([
    "timeout",
    "nice",
    "env",
    "stdbuf",
    "nohup",
  ]),
);

/**
 * The bare name bash would run: `/usr/bin/rm` and `RM` (case-insensitive file systems) are
 * `rm`, `mkfs.ext4` stays itself.
 */
export function commandName(word: string): string {
  const base = word.slice(word.lastIndexOf("/") + 1).toLowerCase();
  return base.startsWith("g") && GNU_PREFIXED.has(base.slice(1)) ? base.slice(1) : base;
}

/** The command that finally runs once plain wrappers are peeled (`sudo nice rm …` → `rm …`). */
export function innermost(argv: readonly string[]): readonly string[] {
  let current = argv;
  for (let depth = 0; depth < 16 && current.length > 0; depth++) {
    const named = [commandName(current[0] ?? ""), ...current.slice(1)];
    const layer = unwrap(named);
    if (layer.kind !== "exec") return named;
    current = layer.argv;
  }
  return current;
}
