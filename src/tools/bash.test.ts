import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createBoundary } from "../platform/boundary/boundary.js";
import { probeSandbox, type SandboxMode } from "../platform/sandbox/sandbox.js";
import { initShellParser } from "../platform/wasm/shell-parser.js";
import { bashTool } from "./bash.js";
import type { ToolContext } from "./tool-contract.js";
import { tempDir } from "../../test/support/temp-dir.js";

const probeOk = (await probeSandbox()).ok;
// Hosts load the shell grammar at start-up; until then every command counts as mutating.
await initShellParser();
const baseEnv = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: "/tmp" };

let workingDir: string;
beforeAll(async () => {
  workingDir = tempDir("alfred-bash-");
  await mkdir(join(workingDir, "src"));
});

/** How the session's boundary is set up for one test. */
interface Setup {
  readonly env?: Readonly<Record<string, string>>;
  readonly sandbox?: SandboxMode;
  readonly bwrapPath?: string;
}

function context(setup: Setup = {}, signal: AbortSignal = new AbortController().signal): ToolContext {
  const boundary = createBoundary({
    workingDir,
    sandbox: setup.sandbox ?? "off",
    env: setup.env ?? baseEnv,
    ...(setup.bwrapPath === undefined ? {} : { bwrapPath: setup.bwrapPath }),
  });
  return {
    workingDir,
    signal,
    readFileState: new Map(),
    permissionMode: "default",
    runtime: { boundary },
  };
}

const run = (input: { command: string; timeout?: number; cwd?: string }, setup: Setup = {}) =>
  bashTool.call(bashTool.inputSchema.parse(input), context(setup));

describe("bash tool contract", () => {
  it("accepts only the declared fields, with a bounded timeout", () => {
    expect(bashTool.inputSchema.safeParse({ command: "ls", extra: 1 }).success).toBe(false);
    expect(bashTool.inputSchema.safeParse({ command: "ls", timeout: 600_001 }).success).toBe(false);
    expect(bashTool.inputSchema.safeParse({ command: "" }).success).toBe(false);
    expect(
      bashTool.inputSchema.safeParse({ command: "ls", timeout: 1_000, cwd: "src", description: "list" })
        .success,
    ).toBe(true);
  });

  it("labels the call with the first line, at most 60 characters", () => {
    expect(bashTool.describeCall({ command: "npm test" })).toBe("bash(npm test)");
    expect(bashTool.describeCall({ command: "echo a\necho b" })).toBe("bash(echo a …)");
    const long = bashTool.describeCall({ command: "x".repeat(100) });
    expect(long).toBe(`bash(${"x".repeat(59)}…)`);
  });

  it("declares an execute target in cwd", () => {
    expect(bashTool.permissionTarget({ command: "make", cwd: "src" })).toEqual({
      kind: "execute",
      command: "make",
      paths: ["src"],
    });
    expect(bashTool.permissionTarget({ command: "make" })).toEqual({
      kind: "execute",
      command: "make",
      paths: ["."],
    });
  });

  it("is read-only and parallel only for read-only commands", () => {
    expect(bashTool.isReadOnly({ command: "ls -la" })).toBe(true);
    expect(bashTool.isConcurrencySafe({ command: "git status" })).toBe(true);
    expect(bashTool.isReadOnly({ command: "rm -f x" })).toBe(false);
    expect(bashTool.isConcurrencySafe({ command: "npm install" })).toBe(false);
  });

  it("denies kill-listed commands itself, asks for mutating ones, allows read-only ones", async () => {
    const permissions = { permissionMode: "bypass", workingDir } as const;
    expect((await bashTool.checkPermissions({ command: "rm -rf /" }, permissions)).behavior).toBe("deny");
    expect((await bashTool.checkPermissions({ command: "npm install" }, permissions)).behavior).toBe("ask");
    expect((await bashTool.checkPermissions({ command: "ls" }, permissions)).behavior).toBe("allow");
  });
});

describe("bash tool call", () => {
  it("returns combined output, fenced as untrusted bash output", async () => {
    const result = await run({ command: "echo out; echo err >&2" });
    expect(result).toEqual({ content: "out\nerr\n", untrusted: true, source: "bash" });
  });

  it("puts the exit code first and marks the result as an error", async () => {
    const result = await run({ command: "echo failing; exit 3" });
    expect(result.isError).toBe(true);
    expect(result.content).toBe("Exit code 3\nfailing\n");
  });

  it("says so when there is no output", async () => {
    expect((await run({ command: "true" })).content).toBe("(no output)");
  });

  it("runs with the scrubbed environment only, never process.env", async () => {
    process.env["ALFRED_BASH_SECRET"] = "sk-should-not-leak";
    try {
      const result = await run(
        { command: 'echo "[$ALFRED_BASH_SECRET][$VISIBLE]"' },
        { env: { ...baseEnv, VISIBLE: "yes" } },
      );
      expect(result.content).toBe("[][yes]\n");
    } finally {
      delete process.env["ALFRED_BASH_SECRET"];
    }
  });

  it("runs in the workspace by default and in a cwd inside it", async () => {
    expect((await run({ command: "pwd" })).content).toBe(`${workingDir}\n`);
    expect((await run({ command: "pwd", cwd: "src" })).content).toBe(`${join(workingDir, "src")}\n`);
  });

  it("refuses a cwd outside the workspace or that is not a directory", async () => {
    const outside = await run({ command: "pwd", cwd: "../" });
    expect(outside.isError).toBe(true);
    expect(outside.content).toMatch(/^cwd refused/);
    const missing = await run({ command: "pwd", cwd: "no-such-dir" });
    expect(missing).toEqual({ content: "cwd refused: no-such-dir is not a directory", isError: true });
  });

  it("kills the command on timeout and says so", async () => {
    const result = await run({ command: "echo started; sleep 30", timeout: 300 });
    expect(result.isError).toBe(true);
    expect(result.content).toBe("Timed out after 0.3 s; the command was killed.\nstarted\n");
  });

  it("kills the command on abort and says so", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const result = await bashTool.call({ command: "sleep 30" }, context({}, controller.signal));
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/^Aborted/);
  });

  it("redacts secrets printed by the command", async () => {
    const token = `ghp_${"a1B2c3D4e5".repeat(3)}abcdef`;
    const result = await run({ command: `echo token=${token}` });
    expect(result.content).not.toContain(token);
  });

  it('with sandbox "on" and no bwrap, refuses with the fix and never runs the command', async () => {
    const marker = join(workingDir, "must-not-exist");
    const result = await bashTool.call(
      { command: `touch ${marker}` },
      context({ sandbox: "on", bwrapPath: "/nonexistent/bwrap" }),
    );
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(
      /sandbox is required.*bubblewrap \(bwrap\) is not installed.*apt-get install/,
    );
    expect(existsSync(marker)).toBe(false);
  });

  it('with sandbox "auto" and no bwrap, runs unsandboxed', async () => {
    const result = await bashTool.call(
      { command: "echo ran" },
      context({ sandbox: "auto", bwrapPath: "/nonexistent/bwrap" }),
    );
    expect(result.content).toBe("ran\n");
  });
});

describe.runIf(probeOk)("bash tool in the sandbox", () => {
  it("can write in the workspace but not outside it, and has no network", async () => {
    const outside = tempDir("alfred-bash-out-", "/var/tmp");
    const result = await run(
      {
        command: `touch ok.txt && echo wrote; touch ${outside}/x || echo blocked; exec 3<>/dev/tcp/1.1.1.1/80 || echo offline`,
      },
      { sandbox: "on" },
    );
    expect(result.content).toMatch(/^wrote\n[\s\S]*blocked[\s\S]*offline/);
    expect(existsSync(join(workingDir, "ok.txt"))).toBe(true);
    expect(existsSync(join(outside, "x"))).toBe(false);
  });

  it("kills everything in the sandbox on timeout", async () => {
    const marker = "sleep 93.1";
    const result = await run({ command: `(${marker}) & ${marker}`, timeout: 500 }, { sandbox: "on" });
    expect(result.content).toMatch(/^Timed out/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })).not.toContain(marker);
  });
});
