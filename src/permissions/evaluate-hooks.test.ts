import { access, chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { buildTool } from "../tools/define-tool.js";
import type { PermissionMode } from "../core/permission-mode.js";
import type { AnyTool } from "../tools/tool-contract.js";
import { evaluatePermission } from "./evaluate.js";
import type { HookSpec, PermissionDecision, PermissionPolicy } from "./policy.js";
import { createBoundary } from "../platform/boundary/boundary.js";
import { tempDir } from "../../test/support/temp-dir.js";

const ok = async (): Promise<{ content: string }> => ({ content: "ok" });

const fileWrite = buildTool({
  name: "file_write",
  description: "write",
  inputSchema: z.strictObject({ path: z.string(), content: z.string() }),
  call: ok,
  describeCall: (input) => `file_write(${input.path})`,
  permissionTarget: (input) => ({ kind: "edit", paths: [input.path] }),
});

/** No paths, no command: only the hooks and the mode decide. */
const deploy = buildTool({
  name: "deploy",
  description: "deploy",
  inputSchema: z.strictObject({ env: z.enum(["staging", "prod"]) }),
  call: ok,
  describeCall: (input) => `deploy(${input.env})`,
});

let root: string;
let workingDir: string;
let scripts: string;
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", VISIBLE_TO_HOOKS: "1" };
const boundary = createBoundary({ workingDir: tmpdir(), sandbox: "off", env });

beforeAll(async () => {
  root = tempDir("alfred-prehooks-");
  workingDir = path.join(root, "repo");
  scripts = path.join(root, "hooks");
  await mkdir(path.join(workingDir, "src"), { recursive: true });
  await mkdir(scripts);
  process.env["ALFRED_TEST_NOT_SCRUBBED"] = "leak";
});

afterAll(async () => {
  delete process.env["ALFRED_TEST_NOT_SCRUBBED"];
});

async function hook(name: string, body: string, matcher = "*", timeoutMs?: number): Promise<HookSpec> {
  const file = path.join(scripts, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return timeoutMs === undefined
    ? { matcher, command: `'${file}'` }
    : { matcher, command: `'${file}'`, timeoutMs };
}

async function decide(
  tool: AnyTool,
  input: unknown,
  pre: HookSpec[],
  extra: Partial<PermissionPolicy> & { readonly permissionMode?: PermissionMode } = {},
): Promise<PermissionDecision> {
  const { permissionMode = "bypass", ...rest } = extra;
  const policy: PermissionPolicy = {
    rules: [],
    hooks: { PreToolUse: pre, PostToolUse: [] },
    boundary,
    ...rest,
  };
  return evaluatePermission({ tool, input, workingDir, permissionMode }, policy);
}

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

describe("PreToolUse hooks, end to end with real scripts", () => {
  it("exit 2 blocks, with stderr as the reason the model sees", async () => {
    const block = await hook(
      "block.sh",
      'echo "production deploys go through the release train" >&2\nexit 2',
    );
    expect(await decide(deploy, { env: "prod" }, [block])).toEqual({
      behavior: "deny",
      layer: "hook",
      reason: "production deploys go through the release train",
    });
  });

  it("JSON on stdout rewrites the input, and the next hook sees the rewrite", async () => {
    const seen = path.join(root, "seen.json");
    const rewrite = await hook("rewrite.sh", `echo '{ "env": "staging" }'`);
    const record = await hook("record.sh", `cat > '${seen}'`);
    const decision = await decide(deploy, { env: "prod" }, [rewrite, record]);
    expect(decision).toMatchObject({ behavior: "allow", input: { env: "staging" } });
    expect(decision.notes).toEqual([
      `PreToolUse hook \`${rewrite.command}\` rewrote the input: deploy(staging)`,
    ]);
    expect(JSON.parse(await readFile(seen, "utf8"))).toEqual({
      hook_event_name: "PreToolUse",
      tool_name: "deploy",
      tool_input: { env: "staging" },
      cwd: workingDir,
      permission_mode: "bypass",
    });
  });

  it("a rewrite the tool's schema rejects is blocked, with the issues as the reason", async () => {
    const bad = await hook("bad.sh", `echo '{ "env": "moon", "force": true }'`);
    const decision = await decide(deploy, { env: "prod" }, [bad]);
    expect(decision).toMatchObject({ behavior: "deny", layer: "hook" });
    if (decision.behavior === "deny") {
      expect(decision.reason).toContain('env: expected one of "staging", "prod"');
      expect(decision.reason).toContain("force: unknown field");
    }
  });

  it("a rewrite that escapes the jail is denied by the jail", async () => {
    const escape = await hook("escape.sh", `echo '{ "path": "../../etc/cron.d/x", "content": "" }'`);
    const decision = await decide(fileWrite, { path: "src/a.ts", content: "" }, [escape]);
    expect(decision).toMatchObject({ behavior: "deny", layer: "path_jail" });
    if (decision.behavior === "deny") expect(decision.reason).toMatch(/after PreToolUse hook .* rewrote it/);
  });

  it("a rewrite into a protected path is denied", async () => {
    const sneaky = await hook("sneaky.sh", `echo '{ "path": ".github/workflows/ci.yml", "content": "" }'`);
    const decision = await decide(fileWrite, { path: "src/a.ts", content: "" }, [sneaky], {
      protectedPaths: [".github/workflows/**"],
    });
    expect(decision).toMatchObject({ behavior: "deny", layer: "protected_path" });
  });

  it("a crashing hook is a note, and the call goes on", async () => {
    const crash = await hook("crash.sh", 'echo "segfault, probably" >&2\nexit 1');
    const decision = await decide(deploy, { env: "prod" }, [crash]);
    expect(decision).toMatchObject({ behavior: "allow", input: { env: "prod" } });
    expect(decision.notes?.[0]).toMatch(/exited with code 1: segfault, probably/);
  });

  it("output that is not JSON is a note, ignored", async () => {
    const chatty = await hook("chatty.sh", 'echo "checking..."');
    const decision = await decide(deploy, { env: "prod" }, [chatty]);
    expect(decision).toMatchObject({ behavior: "allow", input: { env: "prod" } });
    expect(decision.notes?.[0]).toMatch(/not JSON/);
  });

  it("a hook that times out is killed, noted, and does not block", async () => {
    const marker = path.join(root, "slow-finished");
    const slow = await hook("slow.sh", `sleep 5\ntouch '${marker}'\nexit 2`, "*", 200);
    // Returned before the script's end: its marker after `sleep 5` is never written.
    const decision = await decide(deploy, { env: "prod" }, [slow]);
    expect(decision).toMatchObject({ behavior: "allow" });
    expect(decision.notes?.[0]).toMatch(/timed out after 200 ms/);
    expect(await exists(marker)).toBe(false);
  });

  it("hooks see the scrubbed environment only", async () => {
    const out = path.join(root, "hook-env.txt");
    const dump = await hook("env.sh", `env > '${out}'`);
    expect(await decide(deploy, { env: "prod" }, [dump])).toMatchObject({ behavior: "allow" });
    const seen = await readFile(out, "utf8");
    expect(seen).toContain("VISIBLE_TO_HOOKS=1");
    expect(seen).not.toContain("ALFRED_TEST_NOT_SCRUBBED");
  });

  it("runs only the hooks whose matcher names the tool", async () => {
    const marker = path.join(root, "file-hook-ran");
    const bashOnly = await hook("bash-only.sh", "exit 2", "bash");
    const fileHooks = await hook("file-hooks.sh", `touch '${marker}'`, "file_*");
    expect(await decide(deploy, { env: "prod" }, [bashOnly, fileHooks])).toMatchObject({ behavior: "allow" });
    expect(await exists(marker)).toBe(false);
    expect(await decide(fileWrite, { path: "src/a.ts", content: "" }, [bashOnly, fileHooks])).toMatchObject({
      behavior: "allow",
    });
    expect(await exists(marker)).toBe(true);
  });

  it("does not run hooks for a call the jail already refused", async () => {
    const marker = path.join(root, "jail-hook-ran");
    const spy = await hook("spy.sh", `touch '${marker}'`);
    expect(await decide(fileWrite, { path: "../x", content: "" }, [spy])).toMatchObject({
      layer: "path_jail",
    });
    expect(await exists(marker)).toBe(false);
  });

  it("a hook that passes does not lift plan mode", async () => {
    const pass = await hook("pass.sh", "exit 0");
    expect(await decide(deploy, { env: "prod" }, [pass], { permissionMode: "plan" })).toMatchObject({
      layer: "mode",
    });
  });
});

describe("PreToolUse hooks and aborts", () => {
  it("a call aborted while its hooks run is denied, not waved through", async () => {
    const slow = await hook("abortable.sh", "sleep 5");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const decision = await evaluatePermission(
      {
        tool: deploy,
        input: { env: "prod" },
        workingDir,
        permissionMode: "bypass",
        signal: controller.signal,
      },
      {
        rules: [],
        hooks: { PreToolUse: [slow], PostToolUse: [] },
        boundary,
      },
    );
    expect(decision).toMatchObject({
      behavior: "deny",
      layer: "hook",
      reason: expect.stringMatching(/aborted/) as unknown,
    });
  });
});
