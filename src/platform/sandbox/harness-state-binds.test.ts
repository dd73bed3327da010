import { lstat, mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createBoundary } from "../boundary/boundary.js";
import { probeSandbox } from "./sandbox.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const probeOk = (await probeSandbox()).ok;
const env = { PATH: "/usr/local/bin:/usr/bin:/bin", LANG: "C.UTF-8" };

let workingDir: string;
beforeEach(async () => {
  workingDir = tempDir("alfred-state-ws-");
});

async function sandboxed(command: string): Promise<{ exitCode: number | null; output: string }> {
  const boundary = createBoundary({ workingDir, sandbox: "on", env });
  const result = await boundary.run({
    argv: ["/bin/bash", "-c", command],
    cwd: workingDir,
    timeoutMs: 20_000,
  });
  return { exitCode: result.exitCode, output: result.output };
}

describe.skipIf(!probeOk)("the harness's state is read-only inside the sandbox", () => {
  it("refuses links and files planted under .alfred/, which did not exist before the command", async () => {
    const result = await sandboxed(
      "mkdir -p .alfred/memory && ln -s /proc/self/environ .alfred/memory/USER.md; echo x > .alfred/note; ls -A .alfred",
    );
    expect(result.output).toMatch(/Read-only file system/);
    await expect(lstat(join(workingDir, ".alfred", "memory"))).rejects.toMatchObject({ code: "ENOENT" });
    await expect(lstat(join(workingDir, ".alfred", "note"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("keeps existing run state unchanged: no rename, no replacing a file with a link", async () => {
    const run = join(workingDir, ".alfred", "workflows", "r1");
    await mkdir(run, { recursive: true });
    await writeFile(join(run, "journal.jsonl"), "kept\n");
    const result = await sandboxed(
      "ln -sf /tmp/x .alfred/workflows/r1/journal.jsonl; mv .alfred .alfred-moved; rm -rf .alfred/workflows; cat .alfred/workflows/r1/journal.jsonl",
    );
    expect(result.output).toContain("kept");
    expect(await readFile(join(run, "journal.jsonl"), "utf8")).toBe("kept\n");
    expect((await lstat(join(run, "journal.jsonl"))).isSymbolicLink()).toBe(false);
  });

  it("leaves the rest of the workspace writable", async () => {
    const result = await sandboxed("echo made > src.txt && cat src.txt");
    expect(result.exitCode, result.output).toBe(0);
    expect(await readFile(join(workingDir, "src.txt"), "utf8")).toBe("made\n");
  });

  it("binds nothing over a pre-planted .alfred link (the host refuses it instead)", async () => {
    const outside = tempDir("alfred-state-out-");
    await symlink(outside, join(workingDir, ".alfred"));
    const result = await sandboxed("ls .alfred/ 2>&1; echo done");
    expect(result.output).toContain("done");
  });
});
