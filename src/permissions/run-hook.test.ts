import { existsSync } from "node:fs";
import { chmod, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runHook, type HookPayload } from "./run-hook.js";
import { createBoundary } from "../platform/boundary/boundary.js";
import { probeSandbox, SANDBOX_HOME } from "../platform/sandbox/sandbox.js";
import { tempDir } from "../../test/support/temp-dir.js";

const probeOk = (await probeSandbox()).ok;
let dir: string;
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOOK_VISIBLE: "yes" };
// Sandbox off: these tests pin the hook protocol; the sandbox has its own tests (platform/boundary/boundary.test.ts).
const boundary = createBoundary({ workingDir: tmpdir(), sandbox: "off", env });
const payload: HookPayload = {
  hook_event_name: "PreToolUse",
  tool_name: "bash",
  tool_input: { command: "npm test" },
  cwd: "/",
};

async function script(name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return `'${file}'`;
}

async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie nobody reaped yet (PID 1 in a container may not) is dead for our purpose.
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return !/^\d+ \(.*\) Z/.test(stat);
}

beforeAll(async () => {
  dir = tempDir("alfred-hooks-");
  process.env["ALFRED_TEST_PARENT_SECRET"] = "hunter2";
});

afterAll(async () => {
  delete process.env["ALFRED_TEST_PARENT_SECRET"];
});

describe("runHook", () => {
  it("passes on exit 0 without output, and gets the payload as JSON on stdin", async () => {
    const out = path.join(dir, "stdin.json");
    const command = await script("read-stdin.sh", `cat > '${out}'`);
    expect(await runHook({ matcher: "*", command }, payload, { workingDir: dir, boundary })).toEqual({
      kind: "pass",
    });
    expect(JSON.parse(await readFile(out, "utf8"))).toEqual(payload);
  });

  it("blocks on exit 2 with stderr as the reason", async () => {
    const command = await script("block.sh", 'echo "no publishing from CI" >&2\nexit 2');
    expect(await runHook({ matcher: "*", command }, payload, { workingDir: dir, boundary })).toEqual({
      kind: "block",
      reason: "no publishing from CI",
    });
  });

  it("rewrites the input with JSON on stdout", async () => {
    const command = await script("rewrite.sh", `echo '{ "command": "npm test -- --ci" }'`);
    expect(await runHook({ matcher: "*", command }, payload, { workingDir: dir, boundary })).toEqual({
      kind: "rewrite",
      input: { command: "npm test -- --ci" },
    });
  });

  it("ignores stdout of PostToolUse hooks", async () => {
    const command = await script("post.sh", "echo formatted 3 files");
    const post: HookPayload = { ...payload, hook_event_name: "PostToolUse", tool_response: "ok" };
    expect(await runHook({ matcher: "*", command }, post, { workingDir: dir, boundary })).toEqual({
      kind: "pass",
    });
  });

  const failures: readonly [string, string, RegExp][] = [
    ["crash", "echo boom >&2\nexit 1", /exited with code 1: boom/],
    ["non-json", "echo 'all good, carry on'", /printed output that is not JSON; ignored: all good/],
    ["killed", "kill -9 $$", /exited with code 137|was killed by SIGKILL/],
    ["too-much", "head -c 200000 /dev/zero | tr '\\0' x", /printed more than 65536 bytes/],
  ];
  it.each(failures)("reports %s as failed, never throws", async (name, body, reason) => {
    const command = await script(`${name}.sh`, body);
    const outcome = await runHook({ matcher: "*", command }, payload, { workingDir: dir, boundary });
    expect(outcome.kind).toBe("failed");
    if (outcome.kind === "failed") expect(outcome.reason).toMatch(reason);
  });

  it("fails cleanly when the hook cannot start", async () => {
    const outcome = await runHook({ matcher: "*", command: "true" }, payload, {
      workingDir: path.join(dir, "no-such-dir"),
      boundary,
    });
    expect(outcome).toMatchObject({
      kind: "failed",
      reason: expect.stringMatching(/could not start/) as unknown,
    });
  });

  it("sees exactly the environment it is given", async () => {
    const out = path.join(dir, "env.txt");
    const command = await script("env.sh", `env > '${out}'`);
    expect(await runHook({ matcher: "*", command }, payload, { workingDir: dir, boundary })).toEqual({
      kind: "pass",
    });
    const seen = await readFile(out, "utf8");
    expect(seen).toContain("HOOK_VISIBLE=yes");
    expect(seen).not.toContain("ALFRED_TEST_PARENT_SECRET");
    expect(seen).not.toContain("hunter2");
  });

  it("kills the whole process group on timeout", async () => {
    const pidFile = path.join(dir, "child.pid");
    const command = await script("slow.sh", `sleep 5 &\necho $! > '${pidFile}'\nwait`);
    const outcome = await runHook({ matcher: "*", command }, payload, {
      workingDir: dir,
      boundary,
      timeoutMs: 200,
      killGraceMs: 200,
    });
    expect(outcome).toEqual({
      kind: "failed",
      reason: `hook \`${command}\` timed out after 200 ms and was killed`,
    });
    const child = Number((await readFile(pidFile, "utf8")).trim());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await isAlive(child)).toBe(false);
  });

  it("escalates to SIGKILL when the hook ignores SIGTERM", async () => {
    // Waiting for the script's own end would find its marker, written after the ignored SIGTERM.
    const marker = path.join(dir, "stubborn-finished");
    const command = await script("stubborn.sh", `trap '' TERM\nsleep 5\ntouch '${marker}'`);
    const outcome = await runHook({ matcher: "*", command }, payload, {
      workingDir: dir,
      boundary,
      timeoutMs: 150,
      killGraceMs: 150,
    });
    expect(outcome.kind).toBe("failed");
    expect(existsSync(marker)).toBe(false);
  });

  it("does not wait for a background child that keeps the pipes open", async () => {
    // Waiting for the pipes to close would find the marker the child writes after its sleep.
    const marker = path.join(dir, "daemon-finished");
    const command = await script("daemon.sh", `(sleep 3; touch '${marker}') &\nexit 0`);
    expect(await runHook({ matcher: "*", command }, payload, { workingDir: dir, boundary })).toEqual({
      kind: "pass",
    });
    expect(existsSync(marker)).toBe(false);
  });

  it("stops when the call is aborted", async () => {
    const command = await script("abort.sh", "sleep 5");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const outcome = await runHook({ matcher: "*", command }, payload, {
      workingDir: dir,
      boundary,
      signal: controller.signal,
      killGraceMs: 100,
    });
    expect(outcome).toMatchObject({ kind: "failed", reason: expect.stringMatching(/aborted/) as unknown });
    expect(
      await runHook({ matcher: "*", command }, payload, {
        workingDir: dir,
        boundary,
        signal: controller.signal,
      }),
    ).toMatchObject({
      kind: "failed",
    });
  });
});

describe.runIf(probeOk)("runHook inside the sandbox", () => {
  it("runs the hook in the boundary: private $HOME, no host /tmp", async () => {
    const workingDir = tempDir("alfred-hook-ws-");
    const sandboxed = createBoundary({ workingDir, sandbox: "on", env });
    const outcome = await runHook(
      { matcher: "*", command: `{ echo "$HOME"; test -e '${dir}' && echo host-tmp-visible; } >&2; exit 2` },
      payload,
      { workingDir, boundary: sandboxed },
    );
    expect(outcome).toEqual({ kind: "block", reason: SANDBOX_HOME });
  });
});
