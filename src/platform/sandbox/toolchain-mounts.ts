/**
 * The host side of the toolchain table (`security/paths/toolchain-table.ts`): which of its
 * directories exist here, the credential files inside them to mask, the extra paths the user
 * lets in (`sandbox.readPaths`), and the variables that point tools at them from a private
 * `$HOME`. Resolved once per boundary (a few dozen `lstat`s, well under a millisecond).
 *
 * Where tools write, and how (bwrap 0.8 has no overlays, so a read-only cache cannot be
 * made copy-on-write; each tool is pointed at a writable place instead):
 * - Go: `GOCACHE` is always the private `$HOME/.cache/go-build`; the module cache is read
 *   only (Go keeps it read-only itself) and `GOPROXY=off`/`-mod=mod` builds read it as is.
 * - pip, poetry, uv: their caches default to `~/.cache/…`, the private `$HOME`.
 * - Maven: Java takes `user.home` from the passwd entry, not `$HOME`, so `MAVEN_OPTS` gets
 *   `-Duser.home=<private home>` (Maven's own writes land there) and
 *   `-Dmaven.repo.local=<host ~/.m2/repository>`, bound read-only: an offline build
 *   (`mvn -o`) that finds every artifact only reads it; one that must download fails, as it
 *   would without a network anyway. The user's own `MAVEN_OPTS` come after, so they win.
 * - Gradle: `GRADLE_USER_HOME` is the private `$HOME/.gradle` (Gradle writes locks into its
 *   caches on every build) and `GRADLE_RO_DEP_CACHE` names the host's `~/.gradle/caches`,
 *   Gradle's own read-only dependency cache; the wrapper's distributions are bound read-only
 *   into the private Gradle home.
 * - rustup and cargo: read-only `RUSTUP_HOME`/`CARGO_HOME` work for builds that resolve
 *   offline (no dependencies, vendored ones, or a filled registry cache).
 */
import { lstatSync, readFileSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, join, sep } from "node:path";
import { credentialPathVerdict, TOOLCHAIN_TABLE } from "../../security/paths/toolchain-table.js";

/** A read-only bind whose destination differs from its source. */
interface MovedBind {
  readonly source: string;
  readonly dest: string;
}

/** What the toolchain table adds to one sandbox. */
export interface ToolchainMounts {
  /** Host directories bound read-only at their own path (table rows, locator variables, readPaths). */
  readonly dirs: readonly string[];
  /** Read-only binds whose destination differs from the source (Gradle's wrapper). */
  readonly binds: readonly MovedBind[];
  /** Credential files inside {@link dirs}, bound over with an empty file. */
  readonly maskedFiles: readonly string[];
  /** Credential directories inside {@link dirs}, covered with an empty read-only tmpfs. */
  readonly maskedDirs: readonly string[];
  /** Variables set inside the sandbox (over the command's environment). */
  readonly env: Readonly<Record<string, string>>;
}

/** Where to look. */
export interface ToolchainMountOptions {
  /** The host's `$HOME` (real or not; resolved here). */
  readonly hostHome: string | undefined;
  /** The command's environment (scrubbed), where locator variables are read. */
  readonly env: Readonly<Record<string, string>>;
  readonly workingDir: string;
  /** The private `$HOME` inside the sandbox. */
  readonly sandboxHome: string;
  /** `sandbox.readPaths`, already validated (`validateReadPaths`). */
  readonly readPaths?: readonly string[];
}

// `config.toml` is masked only when it holds a token: it also carries build settings (vendored sources).
const TOKEN_LINE = /^\s*token\s*=/m;

/** The real path of a directory; undefined when it is missing or not a directory. Never throws. */
export function realDir(path: string): string | undefined {
  try {
    const real = realpathSync.native(path);
    return statSync(real).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

function fileKind(path: string): "file" | "dir" | undefined {
  try {
    const stats = lstatSync(path);
    if (stats.isDirectory()) return "dir";
    return stats.isFile() ? "file" : undefined;
  } catch {
    return undefined;
  }
}

function within(path: string, root: string): boolean {
  return path === root || path.startsWith(root === sep ? root : root + sep);
}

function holdsToken(file: string): boolean {
  try {
    return TOKEN_LINE.test(readFileSync(file, "utf8"));
  } catch {
    return true;
  }
}

/**
 * Resolves the table against this host (module comment). Never throws: what is missing or
 * refused is simply left out (a refused `readPaths` entry was already a configuration error).
 */
export function resolveToolchainMounts(options: ToolchainMountOptions): ToolchainMounts {
  const home = options.hostHome === undefined ? undefined : realDir(options.hostHome);
  const dirs: string[] = [];
  const maskedFiles: string[] = [];
  const maskedDirs: string[] = [];
  const pins: Record<string, string> = {};
  const add = (candidate: string | undefined): string | undefined => {
    const dir = candidate === undefined || !isAbsolute(candidate) ? undefined : realDir(candidate);
    if (dir === undefined || credentialPathVerdict(dir, home) !== undefined) return undefined;
    if (within(dir, options.workingDir) || within(options.workingDir, dir)) return undefined;
    if (!dirs.some((known) => within(dir, known))) dirs.push(dir);
    return dir;
  };
  for (const row of TOOLCHAIN_TABLE) {
    const found: string[] = [];
    for (const relative of row.homeDirs) {
      const dir = home === undefined ? undefined : add(join(home, relative));
      if (dir !== undefined) found.push(dir);
    }
    for (const name of row.variables) {
      for (const entry of (options.env[name] ?? "").split(":")) {
        const dir = add(entry);
        if (dir !== undefined) found.push(dir);
      }
    }
    for (const dir of found) maskInside(dir, row.masked, maskedFiles, maskedDirs);
    for (const [name, relative] of Object.entries(row.pins)) {
      if (options.env[name] !== undefined || home === undefined) continue;
      const dir = realDir(join(home, relative));
      // `.local` itself is not bound, only its `bin` and `lib`: the pin names the base they share.
      if (dir !== undefined && dirs.some((known) => within(dir, known) || within(known, dir)))
        pins[name] = dir;
    }
  }
  for (const path of options.readPaths ?? []) add(path);
  const java = javaEnv(home, options, dirs);
  return {
    dirs: dirs.filter((dir) => !dirs.some((other) => other !== dir && within(dir, other))),
    binds: java.binds,
    maskedFiles,
    maskedDirs,
    env: { ...pins, GOCACHE: `${options.sandboxHome}/.cache/go-build`, ...java.env },
  };
}

/** The row's credential files that exist inside `dir` (cargo's `config.toml` only when it holds a token). */
function maskInside(
  dir: string,
  masked: readonly string[],
  maskedFiles: string[],
  maskedDirs: string[],
): void {
  for (const name of masked) {
    const path = join(dir, name);
    const kind = fileKind(path);
    if (kind === "dir" && !maskedDirs.includes(path)) maskedDirs.push(path);
    if (kind !== "file" || maskedFiles.includes(path)) continue;
    if (name.startsWith("config") && !holdsToken(path)) continue;
    maskedFiles.push(path);
  }
}

/** Maven's and Gradle's settings (module comment): Java's `user.home` is the passwd entry's. */
function javaEnv(
  home: string | undefined,
  options: ToolchainMountOptions,
  dirs: readonly string[],
): { readonly env: Record<string, string>; readonly binds: MovedBind[] } {
  const env: Record<string, string> = {};
  const binds: MovedBind[] = [];
  const repository = home === undefined ? undefined : realDir(join(home, ".m2", "repository"));
  const mavenOpts = [`-Duser.home=${options.sandboxHome}`];
  if (repository !== undefined && dirs.some((dir) => within(repository, dir)))
    mavenOpts.push(`-Dmaven.repo.local=${repository}`);
  env["MAVEN_OPTS"] = [...mavenOpts, options.env["MAVEN_OPTS"] ?? ""].join(" ").trim();
  const gradleHost =
    options.env["GRADLE_USER_HOME"] ?? (home === undefined ? undefined : join(home, ".gradle"));
  const gradleHome = `${options.sandboxHome}/.gradle`;
  env["GRADLE_USER_HOME"] = gradleHome;
  if (gradleHost !== undefined) {
    const caches = realDir(join(gradleHost, "caches"));
    if (caches !== undefined && dirs.some((dir) => within(caches, dir))) env["GRADLE_RO_DEP_CACHE"] = caches;
    const wrapper = realDir(join(gradleHost, "wrapper"));
    if (wrapper !== undefined && credentialPathVerdict(wrapper, home) === undefined)
      binds.push({ source: wrapper, dest: `${gradleHome}/wrapper` });
  }
  return { env, binds };
}

/**
 * The bwrap arguments of `mounts`, after the private `/tmp` and `$HOME` (a host `$HOME` under
 * `/tmp`, as in tests, stays visible): the directories and moved binds read-only, then the
 * credential files bound over with `/dev/null` and credential directories covered by an empty
 * read-only tmpfs. Pure.
 */
export function toolchainArgs(mounts: ToolchainMounts): string[] {
  const args: string[] = [];
  for (const dir of mounts.dirs) args.push("--ro-bind", dir, dir);
  for (const bind of mounts.binds) args.push("--ro-bind", bind.source, bind.dest);
  for (const file of mounts.maskedFiles) args.push("--ro-bind", "/dev/null", file);
  for (const dir of mounts.maskedDirs) args.push("--tmpfs", dir, "--remount-ro", dir);
  return args;
}
