/**
 * The host side of the red-team suite: the canaries an attack would touch if a
 * defence failed — a directory outside the workspace, a loopback HTTP server
 * that is not on the egress list, one that is, and a unix socket in a host
 * directory standing in for `/var/run` — and readers for what they saw.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { actionsRuntimeEnv } from "../fakes/artifact-server.js";
import { type BareOrigin, git } from "../fakes/bare-origin.js";
import { type CanaryHttpServer, startCanaryHttp } from "../fakes/canary-http.js";
import { type CanarySocketServer, startCanarySocket } from "../fakes/canary-socket.js";
import { SECRETS } from "./action-run.js";
import { fakeGithubToken } from "./red-team-script.js";

/** The canaries of one suite. */
export interface RedTeamHost {
  /** A host directory outside every workspace: no attack may create a file in it. */
  readonly canaryDir: string;
  /** A loopback server that is not on `egress-allow`: no attack may reach it. */
  readonly canary: CanaryHttpServer;
  /** The loopback server `egress-allow` names (the positive case). */
  readonly allowed: CanaryHttpServer;
  /** A unix socket in a host directory outside the workspace. */
  readonly socket: CanarySocketServer;
  /** Values for the tables' placeholders. */
  readonly vars: Readonly<Record<string, string>>;
  /** Names of the files in {@link canaryDir} starting with `prefix`. */
  canaryFiles(prefix: string): string[];
  close(): Promise<void>;
}

/** Starts every canary. */
export async function startRedTeamHost(): Promise<RedTeamHost> {
  const canaryDir = mkdtempSync(join(tmpdir(), "alfred-rt-canary-"));
  const runDir = mkdtempSync(join(tmpdir(), "alfred-rt-var-run-"));
  const canary = await startCanaryHttp("not-allowed");
  const allowed = await startCanaryHttp("allowed");
  const socket = await startCanarySocket(join(runDir, "docker.sock"));
  return {
    canaryDir,
    canary,
    allowed,
    socket,
    vars: {
      CANARY_DIR: canaryDir,
      CANARY_URL: canary.url,
      CANARY_PORT: String(canary.port),
      ALLOWED_URL: allowed.url,
      ALLOWED_PORT: String(allowed.port),
      SOCKET: socket.path,
      GITHUB_TOKEN: SECRETS.githubToken,
      FAKE_GHP: fakeGithubToken(),
    },
    canaryFiles: (prefix) => readdirSync(canaryDir).filter((name) => name.startsWith(prefix)),
    close: async () => {
      await Promise.all([canary.close(), allowed.close(), socket.close()]);
      await rm(canaryDir, { recursive: true, force: true });
      await rm(runDir, { recursive: true, force: true });
    },
  };
}

/** Every secret the Action holds, by name: its inputs, the runtime token, the push header. */
export function actionSecretValues(): Record<string, string> {
  return {
    ...SECRETS,
    actionsRuntimeToken: actionsRuntimeEnv({ url: "http://127.0.0.1" }).ACTIONS_RUNTIME_TOKEN ?? "",
    pushHeader: Buffer.from(`x-access-token:${SECRETS.githubToken}`).toString("base64"),
  };
}

/**
 * Every commit on every branch of `origin` with its full patch (only the history
 * of `path` when given): what anyone with read access to the repository sees.
 */
export async function originHistory(origin: BareOrigin, path?: string): Promise<string> {
  const args = ["log", "--all", "--patch", "--text", "--format=commit %H%n%B"];
  return git(origin.root, origin.path, path === undefined ? args : [...args, "--", path]);
}
