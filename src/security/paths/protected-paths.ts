/**
 * The one protected-path rule (issue 26): which workspace paths a change may not touch. The
 * harness's commit check, the push check and the permission gate all ask it, so they cannot
 * disagree; they did on letter case (the gate folded it, the commit check did not).
 *
 * A path is compared after it is brought to one spelling: `/`-separated, `.` and empty segments
 * dropped, `..` resolved (a path that leaves the workspace is no workspace path at all), Unicode
 * NFC, without the code points HFS+ ignores in names (U+200C–U+200F, U+202A–U+202E,
 * U+206A–U+206F, U+FEFF; git refuses `.git` spelled with them for the same reason), without the
 * trailing dots and spaces Windows drops from a name, and in any letter case: on macOS and
 * Windows `.GitHub/Workflows/` is `.github/workflows/`. A glob protects what it matches and
 * everything below it (`.alfred` protects `.alfred/config.json`), and `dir/**` also `dir` itself,
 * so a protected directory cannot be replaced wholesale. Pure.
 */
import { compileGlob } from "../../core/glob-pattern.js";
import type { HostProtectedPaths } from "../../core/host-profiles.js";

/** What the harness always protects in an unattended run: its configuration, hooks and state. */
const HARNESS_PROTECTED_PATHS: readonly string[] = [".alfred/**"];

/** What an Action run protects at the gate and the push unless `github.allowWorkflowChanges` is set. */
const WORKFLOW_PROTECTED_PATHS: readonly string[] = [".github/workflows/**"];

/**
 * The globs a host's row ({@link HostProtectedPaths}) adds to the gate's and the push's checks,
 * beyond {@link HARNESS_PROTECTED_PATHS} (which {@link runProtectedPaths} adds to every commit of
 * a harness run). Pure.
 */
export function hostProtectedPaths(
  rule: HostProtectedPaths,
  allowWorkflowChanges: boolean,
): readonly string[] {
  return rule === "harness+workflows" && !allowWorkflowChanges ? WORKFLOW_PROTECTED_PATHS : [];
}

const IGNORABLE = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;

/** The globs an unattended run's commits and push are held to: the harness's own and `extra`. */
export function runProtectedPaths(extra: readonly string[]): readonly string[] {
  return [...HARNESS_PROTECTED_PATHS, ...extra];
}

/**
 * The one spelling of a workspace-relative path the rule compares, or `undefined` when the path
 * leaves the workspace (`../x`, `a/../../x`) or names its root.
 */
export function normaliseWorkspacePath(path: string): string | undefined {
  const segments: string[] = [];
  const cleaned = path.normalize("NFC").replace(IGNORABLE, "");
  for (const raw of cleaned.split("/")) {
    const segment = raw.replace(/[. ]+$/, (tail) => (raw === tail ? tail : ""));
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.pop() === undefined) return undefined;
      continue;
    }
    segments.push(segment.toLowerCase());
  }
  return segments.length === 0 ? undefined : segments.join("/");
}

const compiled = new Map<string, readonly RegExp[]>();

function patternsOf(glob: string): readonly RegExp[] {
  const known = compiled.get(glob);
  if (known !== undefined) return known;
  const cleaned = glob.replace(/^(?:\.\/)+/, "").replace(/\/+$/, "");
  const options = { dot: true, caseInsensitive: true };
  const patterns = [compileGlob(cleaned, options)];
  if (cleaned.endsWith("/**")) patterns.push(compileGlob(cleaned.slice(0, -3), options));
  compiled.set(glob, patterns);
  return patterns;
}

/**
 * The first of `globs` that protects `path` (workspace-relative, as git or a tool names it), or
 * `undefined` when none does. Never throws.
 */
export function protectingGlob(path: string, globs: readonly string[]): string | undefined {
  const normal = normaliseWorkspacePath(path);
  if (normal === undefined) return undefined;
  const segments = normal.split("/");
  const candidates = segments.map((_segment, index) => segments.slice(0, index + 1).join("/"));
  return globs.find((glob) => {
    const patterns = patternsOf(glob);
    return candidates.some((candidate) => patterns.some((pattern) => pattern.test(candidate)));
  });
}

/** True when one of `globs` protects `path`. See {@link protectingGlob}. Never throws. */
export function isProtectedPath(path: string, globs: readonly string[]): boolean {
  return protectingGlob(path, globs) !== undefined;
}
