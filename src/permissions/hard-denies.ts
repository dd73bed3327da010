import { realpath } from "../platform/fs/fs.js";
import path from "node:path";
import { checkEgress } from "../security/egress/egress.js";
import { checkKillList } from "../security/commands/kill-list.js";
import { protectingGlob } from "../security/paths/protected-paths.js";
import { resolveInside } from "../platform/fs/path-jail.js";
import { initShellParser } from "../platform/wasm/shell-parser.js";
import type { AnyTool, PermissionTarget } from "../tools/tool-contract.js";
import type { RuleSubject } from "./rules.js";
import type { DenyLayer } from "./policy.js";

/** What passed the hard checks, normalised for the rules and the mode. */
export interface CheckedTarget {
  readonly target: PermissionTarget;
  readonly subject: RuleSubject;
  /** An `edit` target with at least one path, every one of them inside the workspace. */
  readonly editInsideWorkspace: boolean;
}

/** The verdict of the layers even `bypass` cannot lift. */
export type HardCheck =
  | { readonly ok: true; readonly value: CheckedTarget }
  | { readonly ok: false; readonly layer: DenyLayer; readonly reason: string };

/** The policy the hard checks read: the protected paths, and the session boundary's egress list. */
export interface HardPolicy {
  readonly protectedPaths?: readonly string[];
  readonly boundary: { readonly egressAllow: readonly string[] };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toPosix(relative: string): string {
  const posix = relative.split(path.sep).join("/");
  return posix === "" ? "." : posix;
}

/** The workspace root as the jail sees it (symlinks resolved), falling back to the path as given. */
async function realRoot(workingDir: string): Promise<string> {
  try {
    return await realpath(workingDir);
  } catch {
    return workingDir;
  }
}

/**
 * Workspace-relative forms of one path: as written and as resolved by the jail,
 * so a symlink cannot dodge a protected path or a deny rule.
 */
function relativeForms(workingDir: string, root: string, raw: string, resolved: string): string[] {
  const written = toPosix(path.relative(workingDir, path.resolve(workingDir, raw)));
  const real = toPosix(path.relative(root, resolved));
  const forms = [written, real.startsWith("..") ? toPosix(path.relative(workingDir, resolved)) : real];
  return [...new Set(forms)];
}

async function checkPaths(
  paths: readonly string[],
  workingDir: string,
  describe: string,
): Promise<{ ok: true; relative: string[] } | { ok: false; layer: DenyLayer; reason: string }> {
  const root = paths.length > 0 ? await realRoot(workingDir) : workingDir;
  const relative: string[] = [];
  for (const raw of paths) {
    let verdict: Awaited<ReturnType<typeof resolveInside>>;
    try {
      verdict = await resolveInside(workingDir, raw);
    } catch (error: unknown) {
      verdict = { ok: false, reason: `could not check ${JSON.stringify(raw)}: ${message(error)}` };
    }
    if (!verdict.ok) return { ok: false, layer: "path_jail", reason: `${describe}: ${verdict.reason}` };
    relative.push(...relativeForms(workingDir, root, raw, verdict.path));
  }
  return { ok: true, relative };
}

async function checkCommand(command: string, describe: string): Promise<string | undefined> {
  try {
    await initShellParser();
    const verdict = checkKillList(command);
    return verdict.denied ? `${describe}: ${verdict.reason}` : undefined;
  } catch (error: unknown) {
    // Fail closed: a command we cannot parse is a command we cannot clear.
    return `${describe}: the kill-list could not check this command (${message(error)})`;
  }
}

function subjectOf(target: PermissionTarget, relative: readonly string[]): RuleSubject {
  switch (target.kind) {
    case "execute":
      return target.command === undefined ? { kind: "none" } : { kind: "command", value: target.command };
    case "read":
    case "edit":
      return { kind: "paths", values: relative };
    case "network":
      return target.url === undefined ? { kind: "none" } : { kind: "url", value: target.url };
    case "other":
      return { kind: "none" };
  }
}

/**
 * Step 1 of the evaluation order: the path jail on every declared path, the
 * kill-list on the command, protected paths for edits, the egress allow-list for
 * URLs. These hold in every mode, `bypass` included. Never throws.
 */
export async function checkHardDenies(
  tool: AnyTool,
  input: unknown,
  workingDir: string,
  policy: HardPolicy,
  describe: string,
): Promise<HardCheck> {
  let target: PermissionTarget;
  try {
    target = tool.permissionTarget(input);
  } catch (error: unknown) {
    return {
      ok: false,
      layer: "tool",
      reason: `${describe}: could not tell what this call touches (${message(error)})`,
    };
  }
  const paths = await checkPaths(target.paths ?? [], workingDir, describe);
  if (!paths.ok) return paths;
  if (target.command !== undefined) {
    const denied = await checkCommand(target.command, describe);
    if (denied !== undefined) return { ok: false, layer: "kill_list", reason: denied };
  }
  if (target.kind === "edit") {
    // The same rule as the commit and push checks (security/paths/protected-paths.ts).
    for (const rel of paths.relative) {
      const glob = protectingGlob(rel, policy.protectedPaths ?? []);
      if (glob !== undefined) {
        return {
          ok: false,
          layer: "protected_path",
          reason: `${describe}: ${rel} is protected (${glob}) and may not be edited in this run`,
        };
      }
    }
  }
  if (target.url !== undefined || target.kind === "network") {
    let verdict: ReturnType<typeof checkEgress>;
    try {
      verdict =
        target.url === undefined
          ? { allowed: false, reason: "the call declares no URL to check" }
          : checkEgress(target.url, policy.boundary.egressAllow);
    } catch (error: unknown) {
      verdict = {
        allowed: false,
        reason: `the egress allow-list could not check the URL (${message(error)})`,
      };
    }
    if (!verdict.allowed) return { ok: false, layer: "egress", reason: `${describe}: ${verdict.reason}` };
  }
  const editInsideWorkspace = target.kind === "edit" && (target.paths ?? []).length > 0;
  return { ok: true, value: { target, subject: subjectOf(target, paths.relative), editInsideWorkspace } };
}
