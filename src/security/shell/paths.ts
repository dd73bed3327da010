/**
 * Which paths are catastrophic to delete, re-own or overwrite. The policy works on the text of a
 * path, after expansion: `$HOME` and `~` are kept symbolic, unknown parts are sentinels (see
 * scope.ts). Relative paths are never catastrophic here: they stay inside the working tree,
 * which the agent is there to change (and which the sandbox confines).
 */
import { MAYBE_EMPTY, NON_EMPTY } from "./scope.js";

/**
 * Top-level directories whose direct children are the system too (`/usr/lib`, `/etc/ssl`).
 * `/opt`, `/srv` and `/Applications` hold add-ons: removing `/opt/ghc` to free disk space on a
 * CI runner is routine, so only those directories themselves are protected.
 */
const SYSTEM_ROOTS = new Set([
  "bin",
  "boot",
  "dev",
  "etc",
  "lib",
  "lib32",
  "lib64",
  "libx32",
  "proc",
  "sbin",
  "sys",
  "usr",
  "var",
  "System",
  "Library",
  "Volumes",
  "private",
  "nix",
  "Windows",
]);
/** Directories whose direct children are users' home directories. */
const HOME_PARENTS = new Set(["home", "Users"]);
/** Emptying these is routine (`rm -rf /tmp/*`); removing them is not. */
const TEMP_DIRS = new Set(["/tmp", "/var/tmp", "/private/tmp", "/private/var/tmp", "/dev/shm"]);

/** Why a path is catastrophic: `kind` tells the root and home apart for the empty-variable rule. */
export interface Catastrophe {
  /**
   * `system-child` is a direct child of a system directory (`/etc/ssl`, `/etc/localtime`): a
   * disaster when it is a directory tree, routine when it is one file, so `rm` needs `-r` for it.
   */
  readonly kind: "root" | "home" | "system" | "system-child";
  readonly description: string;
}

interface Resolved {
  readonly base: "/" | "~";
  readonly segments: readonly string[];
}

/** Splits an absolute or home-relative path into normalised segments; undefined when relative. */
function resolve(path: string): Resolved | undefined {
  let base: "/" | "~";
  let rest: string;
  const home = /^(?:~([A-Za-z0-9_][A-Za-z0-9_.-]*)?|%USERPROFILE%)(?=[/\\]|$)/i.exec(path);
  // Windows drive roots (`C:\`, `C:/`, Git Bash's `/c/`) are roots too.
  const drive = /^[A-Za-z]:(?=[/\\*]|$)/.exec(path);
  if (home !== null) {
    base = "~";
    rest = path.slice(home[0].length);
  } else if (drive !== null) {
    base = "/";
    rest = path.slice(drive[0].length);
  } else if (path.startsWith("/")) {
    base = "/";
    rest = path;
  } else return undefined;
  const separators = drive !== null || home?.[0].startsWith("%") === true ? /[/\\]/ : /\//;
  const segments: string[] = [];
  for (const segment of rest.split(separators)) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") segments.push(segment);
    else if (segments.length > 0) segments.pop();
    else if (base === "~") {
      // `~/..` climbs out of the home directory: from there on it is a path from the root.
      base = "/";
      segments.push("home");
    }
  }
  return { base, segments };
}

/** `/tmp`, `/var/tmp` and the like, where clearing out files is routine. */
export function isTempDirectory(path: string): boolean {
  const resolved = resolve(path);
  return resolved?.base === "/" && TEMP_DIRS.has("/" + resolved.segments.join("/"));
}

/** Shows unknown parts as `…` in reasons. */
export function displayPath(path: string): string {
  return path.replaceAll(MAYBE_EMPTY, "…").replaceAll(NON_EMPTY, "…");
}

function protectedDirectory(base: "/" | "~", segments: readonly string[]): Catastrophe | undefined {
  const shown = displayPath((base === "~" ? "~/" : "/") + segments.join("/")).replace(/\/$/, "");
  if (base === "~") {
    return segments.length === 0 ? { kind: "home", description: `the home directory (${shown})` } : undefined;
  }
  const [first = "", second] = segments;
  if (segments.length === 0) return { kind: "root", description: "the filesystem root (/)" };
  if (segments.length === 1) return { kind: "system", description: `a top-level directory (${shown})` };
  if (segments.length === 2 && SYSTEM_ROOTS.has(first)) {
    return { kind: "system-child", description: `a system path (${shown})` };
  }
  if (segments.length === 2 && HOME_PARENTS.has(first)) {
    return { kind: "home", description: `a home directory (${shown})` };
  }
  if (segments.length === 3 && first === "private" && second !== undefined && SYSTEM_ROOTS.has(second)) {
    return { kind: "system-child", description: `a system path (${shown})` };
  }
  return undefined;
}

/** Names a glob like `lib*` or `e?c` may hit at the top levels of the tree. */
const WELL_KNOWN = [...SYSTEM_ROOTS, ...HOME_PARENTS].concat([
  "root",
  "tmp",
  "mnt",
  "media",
  "local",
  "share",
  "include",
  "libexec",
  "log",
  "cache",
  "db",
  "spool",
  "run",
  "src",
]);

/**
 * True when the shell glob `pattern` (`*`, `?`, `[…]`) could expand to `text`; a pattern without
 * glob characters only matches itself. Used to see `-delet?` as the `-delete` it may become.
 */
export function globCouldMatch(pattern: string, text: string): boolean {
  return /[*?[]/.test(pattern) ? globRegExp(pattern).test(text) : pattern === text;
}

function globRegExp(glob: string): RegExp {
  const source = glob.replace(/\[[^\]]*\]|[*?]|[^*?[]+/g, (part) =>
    part === "*"
      ? ".*"
      : part === "?"
        ? "."
        : part.startsWith("[")
          ? part
          : part.replace(/[.+^${}()|\\]/g, "\\$&"),
  );
  try {
    return new RegExp(`^${source}$`);
  } catch {
    return /^/;
  }
}

function classify(path: string): Catastrophe | undefined {
  const resolved = resolve(path);
  if (resolved === undefined) return undefined;
  const { base, segments } = resolved;
  const glob = segments.findIndex((segment) => /[*?[]/.test(segment));
  if (glob < 0) return protectedDirectory(base, segments);
  const parent = segments.slice(0, glob);
  const pattern = segments[glob] ?? "*";
  // A glob with nothing but wildcards and dots (`*`, `.*`, `*.*`) sweeps the whole directory.
  if (pattern.replace(/\[[^\]]*\]|[*?.]/g, "") === "") {
    if (base === "/" && TEMP_DIRS.has("/" + parent.join("/"))) return undefined;
    const hit = protectedDirectory(base, parent);
    return hit === undefined ? undefined : { ...hit, description: `everything in ${hit.description}` };
  }
  // One with literal text (`*.o`, `build-*`, `lib*`) only matters if it can name a system directory.
  const regExp = globRegExp(pattern);
  for (const name of WELL_KNOWN) {
    const hit = regExp.test(name) ? protectedDirectory(base, [...parent, name]) : undefined;
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/**
 * Whether deleting (or recursively re-owning) `path` would be catastrophic, and why.
 * An unknown part that may be empty is tried both ways: `"$DIR/"` is the root when DIR is
 * unset, which is how a deploy script once wiped whole disks; `"$DIR/build"` is not judged by its
 * empty case, because `/build` is what almost every such line means.
 */
export function catastrophicPath(path: string): Catastrophe | undefined {
  const direct = classify(path);
  if (direct !== undefined) return direct;
  if (!path.includes(MAYBE_EMPTY)) return undefined;
  const emptied = classify(path.replaceAll(MAYBE_EMPTY, ""));
  if (emptied === undefined || emptied.kind === "system" || emptied.kind === "system-child") return undefined;
  return {
    kind: emptied.kind,
    description: `${emptied.description} if the variable in "${displayPath(path)}" is empty or unset`,
  };
}

/** Collapses `//`, `/./` and `..` so `/dev//sda` and `/dev/../dev/sda` are seen as `/dev/sda`. */
function normaliseAbsolute(path: string): string | undefined {
  const resolved = resolve(path);
  return resolved?.base === "/" ? "/" + resolved.segments.join("/") : undefined;
}

const BLOCK_DEVICE =
  /^\/dev\/(?:(?:sd|hd|vd|xvd)[a-z]+\d*|nvme\d+(?:n\d+)?(?:p\d+)?|mmcblk\d+(?:p\d+|boot\d+)?|r?disk\d+(?:s\d+)*|disk\/.+|md\d+(?:p\d+)?|md\/.+|dm-\d+|mapper\/.+|nbd\d+(?:p\d+)?|sr\d+|mem|kmem|port|root)$/;
const HARMLESS_DEVICE =
  /^\/dev\/(?:null|zero|full|random|urandom|stdin|stdout|stderr|tty\w*|pts\/.+|fd\/\d+|shm\/.+|ptmx|console|tcp\/.+|udp\/.+)$/;

/**
 * A disk, partition or memory device: writing to it destroys data below the filesystem.
 * Unknown device names (`/dev/$DISK`) count, since they can be anything.
 */
export function isDiskDevice(path: string): boolean {
  const normal = normaliseAbsolute(path);
  if (normal === undefined || !normal.startsWith("/dev/")) return false;
  return BLOCK_DEVICE.test(normal) || normal.includes(MAYBE_EMPTY) || normal.includes(NON_EMPTY);
}

/** Any device other than the everyday pseudo-devices (`/dev/null`, `/dev/stderr`, `/dev/shm/…`). */
export function isNonTrivialDevice(path: string): boolean {
  const normal = normaliseAbsolute(path);
  if (normal === undefined || !normal.startsWith("/dev/") || normal === "/dev") return false;
  return !HARMLESS_DEVICE.test(normal);
}

/** Writing to these reboots, crashes or reconfigures the kernel. */
export function isKernelTrigger(path: string): boolean {
  const normal = normaliseAbsolute(path);
  return normal === "/proc/sysrq-trigger";
}
