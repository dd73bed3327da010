/**
 * Kill-list rules for commands that destroy the machine rather than files: formatting and
 * overwriting disks, powering off, killing every process, fork bombs in one-liners.
 */
import type { Rule } from "./kill-files.js";
import { INTERPRETERS, interpreterRule } from "./kill-interpreters.js";
import { hasOption, parseArguments } from "./options.js";
import { displayPath, isDiskDevice, isKernelTrigger, isNonTrivialDevice } from "./paths.js";

function deny(reason: string): Rule {
  return () => reason;
}

/** A path a command writes to that is a disk, memory device or kernel trigger. */
export function deviceWriteReason(path: string, how: string): string | undefined {
  if (isDiskDevice(path)) return `${how} writes to the device ${displayPath(path)}`;
  if (isKernelTrigger(path)) return `${how} writes to ${path}, which can reboot or crash the machine`;
  return undefined;
}

function operandsWrite(how: (argv: readonly string[]) => readonly string[]): Rule {
  return (argv) => {
    for (const target of how(argv)) {
      const reason = deviceWriteReason(target, argv[0] ?? "");
      if (reason !== undefined) return reason;
    }
    return undefined;
  };
}

function operands(argv: readonly string[], shortWithValue = ""): readonly string[] {
  return parseArguments(argv.slice(1), { shortWithValue }).operands;
}

/** `dd of=…`: dd's only reason to name a device is to write raw blocks to it. */
const dd: Rule = (argv) => {
  for (const operand of argv.slice(1)) {
    if (!operand.startsWith("of=")) continue;
    const target = operand.slice(3);
    if (isNonTrivialDevice(target) || isDiskDevice(target))
      return `dd writes to the device ${displayPath(target)}`;
  }
  return undefined;
};

/** `cp`/`install` write to the last operand, or to `-t DIR`. */
function copyTargets(argv: readonly string[]): readonly string[] {
  const parsed = parseArguments(argv.slice(1), {
    shortWithValue: "tSgmo",
    longWithValue: ["target-directory"],
  });
  const explicit = parsed.options.filter((o) => o.name === "t" || o.name === "target-directory");
  if (explicit.length > 0) return explicit.map((o) => o.value ?? "");
  return parsed.operands.slice(-1);
}

/** Partition editors are harmless only when asked to list. */
function unlessListing(...listing: readonly string[]): Rule {
  return (argv) => {
    const parsed = parseArguments(argv.slice(1), {});
    if (hasOption(parsed, ...listing)) return undefined;
    return `${argv[0] ?? ""} rewrites a disk's partition table`;
  };
}

function unlessSubcommand(message: string, ...harmful: readonly string[]): Rule {
  return (argv) => {
    const words = argv.slice(1).map((word) => word.toLowerCase());
    return words.some((word) => harmful.includes(word)) ? `${argv[0] ?? ""} ${message}` : undefined;
  };
}

const POWER_VERBS = new Set([
  "poweroff",
  "reboot",
  "halt",
  "kexec",
  "soft-reboot",
  "suspend",
  "hibernate",
  "hybrid-sleep",
  "suspend-then-hibernate",
  "rescue",
  "emergency",
]);

/** `systemctl reboot`, `systemctl isolate rescue.target`, `loginctl poweroff`. */
const systemctl: Rule = (argv) => {
  const words = parseArguments(argv.slice(1), {
    shortWithValue: "HMtps",
    longWithValue: ["host", "machine"],
  }).operands;
  const [verb = "", ...rest] = words;
  if (POWER_VERBS.has(verb)) return `${argv[0] ?? ""} ${verb} takes the machine down`;
  const target = rest.find((word) => POWER_VERBS.has(word.replace(/\.target$/, "")));
  if ((verb === "isolate" || verb === "start") && target !== undefined) {
    return `${argv[0] ?? ""} ${verb} ${target} takes the machine down`;
  }
  return undefined;
};

/** `init 0`, `telinit 6`: runlevels 0 and 6 halt and reboot, 1/S drop to single-user. */
const runlevel: Rule = (argv) =>
  argv.slice(1).some((word) => /^[016sS]$/.test(word)) ? `${argv[0] ?? ""} changes the runlevel` : undefined;

/** `kill -9 -1` signals every process the user owns; PID 1 is init (or the CI container). */
const kill: Rule = (argv) => {
  const args = argv.slice(1);
  let i = 0;
  if (args[0] === "-l" || args[0] === "-L") return undefined;
  if (args[0] === "-s" || args[0] === "-n") i = 2;
  else if (/^-/.test(args[0] ?? "") && args[0] !== "--") i = 1;
  if (args[i] === "--") i++;
  const pids = args.slice(i);
  if (pids.includes("-1")) return "kill -1 signals every process";
  if (pids.includes("1")) return "kill targets PID 1 (init)";
  return undefined;
};

/** The machine-destroying rules by command name; `mkfs.*` is matched by prefix in `systemRule`. */
const SYSTEM_RULES: Readonly<Record<string, Rule>> = {
  dd,
  shutdown: deny("shutdown takes the machine down"),
  reboot: deny("reboot takes the machine down"),
  halt: deny("halt takes the machine down"),
  poweroff: deny("poweroff takes the machine down"),
  systemctl,
  loginctl: systemctl,
  init: runlevel,
  telinit: runlevel,
  kill,
  killall5: deny("killall5 signals every process"),
  kexec: (argv) => (argv.includes("-e") ? "kexec -e reboots into another kernel" : undefined),
  tee: operandsWrite((argv) => operands(argv)),
  cp: operandsWrite(copyTargets),
  install: operandsWrite(copyTargets),
  shred: operandsWrite((argv) => operands(argv, "nsx")),
  truncate: operandsWrite((argv) => operands(argv, "sr")),
  ddrescue: operandsWrite((argv) => operands(argv).slice(1, 2)),
  blkdiscard: deny("blkdiscard discards every block of a device"),
  wipefs: (argv) =>
    hasOption(parseArguments(argv.slice(1), { shortWithValue: "optO" }), "a", "all", "o", "offset")
      ? "wipefs erases filesystem signatures"
      : undefined,
  badblocks: (argv) =>
    hasOption(parseArguments(argv.slice(1), {}), "w") ? "badblocks -w overwrites a disk" : undefined,
  fdisk: unlessListing("l", "list"),
  sfdisk: unlessListing("l", "list", "d", "dump", "s", "show-size", "V", "verify", "J", "json", "g"),
  gdisk: unlessListing("l"),
  cfdisk: unlessListing("h", "help"),
  sgdisk: unlessListing("p", "print", "v", "verify", "i", "info"),
  parted: unlessSubcommand("rewrites a partition table", "mklabel", "mktable", "rm", "mkpart", "resizepart"),
  diskutil: unlessSubcommand(
    "erases a disk",
    ...["erasedisk", "erasevolume", "zerodisk", "randomdisk", "secureerase", "partitiondisk", "reformat"],
  ),
  nvme: unlessSubcommand("erases a drive", "format", "sanitize"),
  cryptsetup: unlessSubcommand("destroys encrypted volume keys", "luksformat", "erase", "lukserase"),
  zpool: unlessSubcommand("destroys a storage pool", "destroy", "labelclear"),
  lvremove: deny("lvremove deletes logical volumes"),
  vgremove: deny("vgremove deletes volume groups"),
  pvremove: deny("pvremove wipes physical volumes"),
  hdparm: (argv) =>
    argv.some((word) => /^--(security-erase|write-sector|trim-sector-ranges|fwdownload)/.test(word))
      ? "hdparm overwrites a drive"
      : undefined,
};

const FORMATTERS = /^(mkfs(\..+)?|mke2fs|mkswap|mkdosfs|mkntfs|mkexfatfs|newfs(_.+)?)$/;

/** The machine-level rule for a command name, if any. */
export function systemRule(name: string): Rule | undefined {
  if (FORMATTERS.test(name)) return deny(`${name} formats a filesystem`);
  if (INTERPRETERS.test(name)) return interpreterRule;
  return SYSTEM_RULES[name];
}
