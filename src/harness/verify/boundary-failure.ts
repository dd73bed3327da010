/**
 * A verify failure the boundary explains (issue 25) is said so and not retried: the model
 * cannot change the environment, so telling it to "find and fix the cause" spends every
 * attempt and writes a false lesson. Recognised, with the sandbox on:
 * - exit 126/127 for a program that exists on the host (`sh: 1: cargo: not found`);
 * - a name lookup of a host that is not on the egress list (`Could not resolve host: x`,
 *   `getaddrinfo ENOTFOUND x`, `dial tcp: lookup x`);
 * - a write refused as read-only outside the workspace (`/root/.cargo/…: Read-only file system`).
 * The reason names the boundary and the fix; the run stops and the feature stays `pending`.
 */
import { isAbsolute, resolve } from "node:path";
import type { Boundary } from "../../platform/boundary/boundary.js";
import { hostExecutable } from "../../platform/boundary/executable-check.js";
import { checkEgress } from "../../security/egress/egress.js";
import { hiddenBecause } from "./verify-preflight.js";
import type { VerifyResult } from "./verify.js";

const NOT_FOUND = /(?:^|\n)[^\n]*?([^\s:'"]+): (?:command )?not found/g;
const NO_SUCH_FILE = /(?:^|\n)[^\n]*?([^\s:'"]*\/[^\s:'"]+): No such file or directory/g;
const LOOKUP =
  /Could not resolve host:? ([\w.-]+)|getaddrinfo (?:ENOTFOUND|EAI_AGAIN) ([\w.-]+)|dial tcp: lookup ([\w.-]+)/;
const READ_ONLY =
  /(\/[^\s:'"]+)[^\n]*?(?:Read-only file system|EROFS)|(?:Read-only file system|EROFS)[^\n]*?(\/[^\s:'"]+)/;

function within(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

async function missingProgram(
  verify: VerifyResult,
  boundary: Boundary,
  workingDir: string,
): Promise<string | undefined> {
  if (verify.exitCode !== 126 && verify.exitCode !== 127) return undefined;
  const names = [...verify.output.matchAll(NOT_FOUND), ...verify.output.matchAll(NO_SUCH_FILE)].map(
    (match) => match[1] ?? "",
  );
  const { policy } = boundary;
  for (const name of names.filter((found) => found !== "" && found !== "sh")) {
    const onHost = await hostExecutable(name, workingDir, policy.env["PATH"] ?? "");
    if (onHost === undefined) continue;
    return (
      `verify could not start \`${name}\` (exit ${verify.exitCode}) because of the boundary: on the host it is ` +
      `${onHost}, but ${hiddenBecause(onHost, policy.hostHome ?? policy.env["HOME"])}`
    );
  }
  return undefined;
}

function unlistedHost(verify: VerifyResult, egressAllow: readonly string[]): string | undefined {
  const match = LOOKUP.exec(verify.output);
  const host = match?.[1] ?? match?.[2] ?? match?.[3];
  if (host === undefined || checkEgress(`https://${host}/`, egressAllow).allowed) return undefined;
  return (
    `verify needed the network because of the boundary: ${host} is not on the egress list, and sandboxed ` +
    "commands reach only listed hosts. Fix: install or restore dependencies before Alfred runs and build " +
    "offline (GOFLAGS=-mod=mod GOPROXY=off, cargo --offline, mvn -o), or add the host to egress-allow"
  );
}

function readOnlyWrite(verify: VerifyResult, workingDir: string): string | undefined {
  const match = READ_ONLY.exec(verify.output);
  const path = match?.[1] ?? match?.[2];
  if (path === undefined || !isAbsolute(path) || within(resolve(path), workingDir)) return undefined;
  if (within(path, "/tmp")) return undefined;
  return (
    `verify tried to write ${path}, outside the workspace, and the sandbox shows it read-only (the boundary). ` +
    "Fix: point the tool's cache or output into the workspace, $HOME or /tmp (both private per command), " +
    'or set sandbox: "off"'
  );
}

/**
 * Why the boundary made `verify` fail (module comment), or undefined when it did not (or the
 * sandbox is not in use).
 */
export async function boundaryExplanation(
  verify: VerifyResult,
  boundary: Boundary | undefined,
  workingDir: string,
): Promise<string | undefined> {
  if (boundary === undefined || verify.exitCode === 0 || verify.timedOut) return undefined;
  const state = await boundary.state();
  if (state.boundary !== "on") return undefined;
  return (
    (await missingProgram(verify, boundary, workingDir)) ??
    unlistedHost(verify, state.egressAllow) ??
    readOnlyWrite(verify, workingDir)
  );
}
