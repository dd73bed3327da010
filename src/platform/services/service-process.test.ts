import { TOOLCHAIN_TABLE } from "../../security/paths/toolchain-table.js";
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../../../test/support/lsp-workspace.js";
import { createBoundary } from "../boundary/boundary.js";
import { probeSandbox } from "../sandbox/sandbox.js";
import { runningServiceCount, startService } from "./service-process.js";
import type { ServiceProcess } from "./service-process.js";
import { tempTree } from "../../../test/support/temp-dir.js";

async function output(service: ServiceProcess): Promise<string> {
  let text = "";
  service.stdout.setEncoding("utf8");
  service.stdout.on("data", (chunk: string) => (text += chunk));
  await service.exited;
  await new Promise((resolve) => setTimeout(resolve, 50));
  return text;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sandboxWorks = (await probeSandbox()).ok;

describe("startService", () => {
  it("gives the service the policy's environment only, plus the boundary tag", async () => {
    const tree = await tempTree();
    const boundary = createBoundary({
      workingDir: tree.dir,
      sandbox: "off",
      env: { PATH: "/usr/bin:/bin", KEEP: "1" },
    });
    process.env["ALFRED_TEST_HOST_SECRET"] = "not-for-servers";
    const started = await startService(boundary, { argv: ["env"], cwd: tree.dir });
    delete process.env["ALFRED_TEST_HOST_SECRET"];
    if (!started.ok) throw new Error(started.error);
    const env = await output(started.service);
    expect(env).toContain("KEEP=1");
    expect(env).toMatch(/^ALFRED_BOUNDARY=/m);
    expect(env).not.toContain("ALFRED_TEST_HOST_SECRET");
  });

  it("reports a missing binary as a value", async () => {
    const tree = await tempTree();
    const boundary = createBoundary({ workingDir: tree.dir, sandbox: "off", env: { PATH: "/usr/bin" } });
    const started = await startService(boundary, { argv: ["no-such-language-server"], cwd: tree.dir });
    expect(started.ok).toBe(false);
    expect(started.ok ? "" : started.error).toMatch(/ENOENT/);
    expect(runningServiceCount()).toBe(0);
  });

  it.runIf(sandboxWorks)(
    "sandboxed, the service cannot write the workspace and sees no host home",
    async () => {
      const tree = await tempTree({ "a.ts": "x" });
      const boundary = createBoundary({
        workingDir: tree.dir,
        sandbox: "on",
        env: { PATH: "/usr/bin:/bin", HOME: "/root" },
      });
      const write = await startService(boundary, {
        argv: ["touch", join(tree.dir, "written")],
        cwd: tree.dir,
      });
      if (!write.ok) throw new Error(write.error);
      expect(write.service.sandboxed).toBe(true);
      expect((await write.service.exited).code).not.toBe(0);
      expect(existsSync(join(tree.dir, "written"))).toBe(false);
      // Of the host's home only the toolchain table's directories (`toolchain-table.ts`), never the rest.
      const home = await startService(boundary, { argv: ["ls", "-A", "/root"], cwd: tree.dir });
      if (!home.ok) throw new Error(home.error);
      const seen = (await output(home.service)).split("\n").filter((name) => name !== "");
      const table = new Set(TOOLCHAIN_TABLE.flatMap((row) => row.homeDirs.map((dir) => dir.split("/")[0])));
      for (const name of seen) expect(table.has(name), name).toBe(true);
    },
  );

  it("with sandbox on and no bwrap, refuses to start anything", async () => {
    const tree = await tempTree();
    const boundary = createBoundary({
      workingDir: tree.dir,
      sandbox: "on",
      env: { PATH: "/usr/bin" },
      bwrapPath: "/nonexistent/bwrap",
    });
    const started = await startService(boundary, { argv: ["true"], cwd: tree.dir });
    expect(started.ok).toBe(false);
  });

  // Alfred's process ending must take its language servers with it, however it ends.
  it.each(["exit", "throw", "signal"])(
    "a service does not outlive its host (%s)",
    async (how) => {
      const host = spawnSync(
        process.execPath,
        ["--import", "tsx", join(REPO_ROOT, "test/fakes/service-host.ts"), how],
        {
          cwd: REPO_ROOT,
          encoding: "utf8",
          timeout: 60_000,
        },
      );
      const pid = Number(host.stdout.trim());
      expect(pid).toBeGreaterThan(0);
      try {
        await expect.poll(() => alive(pid), { timeout: 5_000 }).toBe(false);
      } finally {
        // Only when the defence failed: leave no fake server behind.
        if (alive(pid)) process.kill(pid, "SIGKILL");
      }
    },
    90_000,
  );
});
