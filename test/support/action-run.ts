import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import { actionsRuntimeEnv, type ArtifactFake, startArtifactFake } from "../fakes/artifact-server.js";
import {
  type BareOrigin,
  cloneWorkspace,
  createBareOrigin,
  git,
  isolatedGitEnv,
} from "../fakes/bare-origin.js";
import type { FakeServer, FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { type GitHubFake, startGitHubFake } from "../fakes/github-server.js";
import { gitRepositoryReader } from "../fakes/git-diff-files.js";
import { PROJECT_ROOT } from "./demo-repo.js";

/** Secrets handed to the Action; none may reach the model or an agent command. */
export const SECRETS = {
  githubToken: "ghs_" + "Zx8".repeat(12),
  anthropicKey: "sk-ant-api03-" + "Qw7".repeat(22),
  ledgerKey: "ledger-" + "Lk5".repeat(10),
};

/** Every file of `fixtures/demo-repo`, for seeding the origin. */
export function demoFiles(): Record<string, string> {
  const base = join(PROJECT_ROOT, "fixtures", "demo-repo");
  const files: Record<string, string> = {};
  for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(base.length + 1)] = readFileSync(path, "utf8");
  }
  return files;
}

/** A fresh clone of `origin` with the token persisted in .git/config, as actions/checkout leaves it. */
export async function checkoutWorkspace(origin: BareOrigin): Promise<string> {
  const workingDir = await cloneWorkspace(origin);
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${SECRETS.githubToken}`).toString("base64")}`;
  await git(origin.root, workingDir, ["config", "--local", "http.https://github.com/.extraheader", header]);
  return workingDir;
}

/** The loopback world one Action run talks to. */
export interface ActionWorld {
  readonly origin: BareOrigin;
  readonly workingDir: string;
  readonly github: GitHubFake;
  readonly artifacts: ArtifactFake;
  readonly model: FakeServer;
  close(): Promise<void>;
}

/**
 * Starts the fakes and clones the origin (seeded with `files`, default `fixtures/demo-repo`), with the token
 * persisted in .git/config as actions/checkout does.
 */
export async function startWorld(
  model: (request: RecordedRequest) => FakeStep,
  roles: Record<string, "admin" | "write" | "read"> = {},
  files: Record<string, string> = demoFiles(),
): Promise<ActionWorld> {
  const origin = await createBareOrigin(files);
  const workingDir = await checkoutWorkspace(origin);
  const artifacts = await startArtifactFake();
  const github = await startGitHubFake({
    roles,
    reader: gitRepositoryReader(origin.root, origin.path),
    artifacts: artifacts.directory,
  });
  const fake = await startAnthropicFake(model);
  return {
    origin,
    workingDir,
    github,
    artifacts,
    model: fake,
    close: async () => {
      await Promise.all([github.close(), artifacts.close(), fake.close()]);
      await origin.cleanup();
    },
  };
}

/** What `node dist/index.js` left behind. */
export interface ActionResult {
  readonly code: number | null;
  readonly log: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
}

function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ""] = match[3] ?? "";
  return outputs;
}

/**
 * Runs the bundle exactly as a runner does: GITHUB_* variables, INPUT_* inputs, output and summary
 * files, plus `extraEnv` (e.g. `GITHUB_ENV`, or a workflow's own `env:`); killed after `timeoutMs`.
 * `node` is the runtime (default this process's; see `node-runtimes.ts` for Node 24).
 */
export function runAction(...args: Parameters<typeof startAction>): Promise<ActionResult> {
  return startAction(...args).result;
}

/** {@link runAction}, with the process itself too (to signal it as a runner does on cancel). */
export function startAction(
  world: ActionWorld,
  event: { name: string; payload: unknown },
  inputs: Record<string, string> = {},
  extraEnv: Record<string, string> = {},
  timeoutMs = 120_000,
  node = process.execPath,
): { readonly child: ChildProcess; readonly result: Promise<ActionResult> } {
  const scratch = mkdtempSync(join(tmpdir(), "alfred-action-"));
  const files = {
    event: join(scratch, "event.json"),
    output: join(scratch, "output"),
    summary: join(scratch, "summary.md"),
  };
  writeFileSync(files.event, JSON.stringify(event.payload));
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  const allInputs: Record<string, string> = {
    provider: "anthropic",
    "base-url": world.model.url,
    "anthropic-api-key": SECRETS.anthropicKey,
    "github-token": SECRETS.githubToken,
    "ledger-key": SECRETS.ledgerKey,
    "iteration-budget": "2",
    draft: "true",
    ...inputs,
  };
  const env: Record<string, string> = {
    ...isolatedGitEnv(world.origin.root),
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    RUNNER_TEMP: scratch,
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: "acme/widgets",
    GITHUB_RUN_ID: "42",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_API_URL: world.github.url,
    GITHUB_WORKSPACE: world.workingDir,
    ...actionsRuntimeEnv(world.artifacts),
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(allInputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const child = spawn(node, [join(PROJECT_ROOT, "dist", "index.js")], {
    cwd: world.workingDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const result = new Promise<ActionResult>((resolve, reject) => {
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the action timed out:\n${log}`));
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({
        code,
        log,
        outputs: parseOutputs(readFileSync(files.output, "utf8")),
        summary: readFileSync(files.summary, "utf8"),
      });
    });
  });
  return { child, result };
}

/** Which feature and step a model request belongs to: `slugify/implement#1`, `truncate/rubric`. */
export function stepOf(request: RecordedRequest): { feature: string; kind: string } {
  const body = request.body as {
    messages: { role: string; content: unknown }[];
    tool_choice?: { name?: string };
  };
  const first = JSON.stringify(body.messages[0]?.content ?? "");
  const match = /\(id: ([a-z0-9-]+)\)|Feature \(([a-z0-9-]+)\)/.exec(first);
  const feature = match?.[1] ?? match?.[2] ?? "unknown";
  if (body.tool_choice?.name === "submit_rubric") return { feature, kind: "rubric" };
  return {
    feature,
    kind: `implement#${body.messages.filter((message) => message.role === "assistant").length}`,
  };
}
