import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProcess } from "./run-process.js";
import {
  buildSandboxArgs,
  classifyProbeFailure,
  decideSandbox,
  describeSandboxChoice,
  probeSandbox,
  wrapCommand,
} from "./sandbox.js";

const MISSING = "/nonexistent/bwrap";
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: "/tmp" };
const probe = await probeSandbox();
const probeOk = probe.ok;

let workspace: string;
let outside: string;
beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), "alfred-sbx-ws-"));
  // /var/tmp, not /tmp: the sandbox's private /tmp would hide a /tmp dir anyway.
  outside = await mkdtemp(join("/var/tmp", "alfred-sbx-out-"));
});
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

async function sandboxed(command: string, cwd = workspace) {
  const wrapped = await wrapCommand(["/bin/bash", "-c", command], { workspace, cwd }, { sandboxed: true });
  return runProcess({ ...wrapped, cwd, env, timeoutMs: 20_000 });
}

describe("buildSandboxArgs", () => {
  const args = buildSandboxArgs({ workspace: "/tmp/ws", cwd: "/tmp/ws/src" }, ["/bin/bash", "-c", "ls"]);

  it("mounts / read-only and only the workspace writable, after the private /tmp", () => {
    expect(args.slice(0, 3)).toEqual(["--ro-bind", "/", "/"]);
    const tmpfs = args.indexOf("--tmpfs");
    const bind = args.indexOf("--bind");
    expect(args.slice(tmpfs, tmpfs + 2)).toEqual(["--tmpfs", "/tmp"]);
    expect(args.slice(bind, bind + 3)).toEqual(["--bind", "/tmp/ws", "/tmp/ws"]);
    expect(tmpfs).toBeLessThan(bind);
    expect(args.filter((arg) => arg === "--bind")).toHaveLength(1);
  });

  it("cuts the network, isolates PIDs, drops capabilities and ends with the command", () => {
    for (const flag of ["--unshare-net", "--unshare-pid", "--die-with-parent", "--new-session"])
      expect(args).toContain(flag);
    expect(args.slice(args.indexOf("--cap-drop"), args.indexOf("--cap-drop") + 2)).toEqual([
      "--cap-drop",
      "ALL",
    ]);
    expect(args.slice(args.indexOf("--chdir"), args.indexOf("--chdir") + 2)).toEqual([
      "--chdir",
      "/tmp/ws/src",
    ]);
    expect(args.slice(-4)).toEqual(["--", "/bin/bash", "-c", "ls"]);
  });
});

describe("classifyProbeFailure", () => {
  it.each([
    [{ spawnErrorCode: "ENOENT" }, /not installed/, /apt-get install -y bubblewrap/],
    [
      { spawnErrorCode: "EACCES", bwrapPath: "/opt/bwrap" },
      /could not be started: EACCES/,
      /permissions of \/opt\/bwrap/,
    ],
    [
      { stderr: "bwrap: setting up uid map: Permission denied\n", exitCode: 1 },
      /user namespaces are restricted/,
      /apparmor_restrict_unprivileged_userns=0/,
    ],
    [
      { stderr: "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted", exitCode: 1 },
      /user namespaces/,
      /sysctl/,
    ],
    [
      {
        stderr:
          "bwrap: No permissions to creating new namespace, likely because the kernel does not allow non-privileged user namespaces.",
        exitCode: 1,
      },
      /user namespaces/,
      /unprivileged_userns_clone=1/,
    ],
    [
      { stderr: "bwrap: Creating new namespace failed: Operation not permitted", exitCode: 1 },
      /user namespaces/,
      /sysctl/,
    ],
    [
      { stderr: "bwrap: Can't mount proc on /newroot/proc: Device or resource busy", exitCode: 1 },
      /bwrap failed: .*mount proc/,
      /sandbox: "off"/,
    ],
    [{ stderr: "", exitCode: 2 }, /exited with code 2/, /diagnose/],
  ])("%j", (failure, reason, fix) => {
    const verdict = classifyProbeFailure(failure);
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toMatch(reason);
    expect(verdict.fix).toMatch(fix);
  });
});

describe("when bwrap is missing", () => {
  it("the probe says so and names the fix", async () => {
    const missing = await probeSandbox({ bwrapPath: MISSING });
    expect(missing).toEqual({
      ok: false,
      reason: expect.stringContaining("not installed") as string,
      fix: expect.stringContaining("apt-get install") as string,
    });
  });

  it('"on" refuses to run anything, "auto" runs unsandboxed, "off" never probes', async () => {
    const on = await decideSandbox("on", { bwrapPath: MISSING });
    expect(on.use).toBe("refuse");
    if (on.use === "refuse")
      expect(on.message).toMatch(/sandbox is required.*not installed.*Fix: install bubblewrap.*was not run/);
    expect(await decideSandbox("auto", { bwrapPath: MISSING })).toEqual({ use: false });
    expect(await decideSandbox("off", { bwrapPath: MISSING })).toEqual({ use: false });
  });

  it("describeSandboxChoice gives one log line per mode", async () => {
    expect(await describeSandboxChoice("on", { bwrapPath: MISSING })).toMatch(
      /^sandbox: on → UNAVAILABLE.*apt-get install/,
    );
    expect(await describeSandboxChoice("auto", { bwrapPath: MISSING })).toMatch(
      /^sandbox: auto → OFF.*not installed/,
    );
    expect(await describeSandboxChoice("off")).toMatch(/^sandbox: off/);
  });
});

describe.runIf(probeOk)("inside the sandbox (bwrap works here)", () => {
  it("the probe passes and auto/on choose the sandbox", async () => {
    expect(await decideSandbox("auto")).toEqual({ use: true });
    expect(await describeSandboxChoice("on")).toMatch(/^sandbox: on → bwrap/);
  });

  it("writes inside the workspace succeed, writes outside fail", async () => {
    const result = await sandboxed(
      `touch inside.txt && echo ok; touch ${outside}/escaped.txt; touch /etc/alfred-escaped`,
    );
    expect(result.output).toContain("ok");
    expect(result.output).toMatch(/Read-only file system/);
    expect(existsSync(join(workspace, "inside.txt"))).toBe(true);
    expect(existsSync(join(outside, "escaped.txt"))).toBe(false);
    expect(existsSync("/etc/alfred-escaped")).toBe(false);
  });

  it("runs in the requested cwd inside the workspace", async () => {
    await mkdir(join(workspace, "sub"), { recursive: true });
    const result = await sandboxed("pwd", join(workspace, "sub"));
    expect(result.output.trim()).toBe(join(workspace, "sub"));
  });

  it("has a private /tmp", async () => {
    const hostFile = join(tmpdir(), `alfred-host-${process.pid}.txt`);
    await writeFile(hostFile, "host");
    try {
      const result = await sandboxed(
        `test -e ${hostFile} && echo visible || echo hidden; echo x > /tmp/from-sandbox && echo wrote`,
      );
      expect(result.output).toBe("hidden\nwrote\n");
      expect(existsSync("/tmp/from-sandbox")).toBe(false);
    } finally {
      await rm(hostFile, { force: true });
    }
  });

  it("cannot open a network connection that works outside", async () => {
    const server = createServer((_request, response) => response.end("hi"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const connect = `exec 3<>/dev/tcp/127.0.0.1/${port} && echo connected || echo refused`;
    try {
      const outsideRun = await runProcess({
        file: "/bin/bash",
        args: ["-c", connect],
        cwd: workspace,
        env,
        timeoutMs: 10_000,
      });
      expect(outsideRun.output).toContain("connected");
      const insideRun = await sandboxed(connect);
      expect(insideRun.output).toContain("refused");
      expect(insideRun.output).not.toContain("connected");
    } finally {
      server.close();
    }
  });

  it("cannot see host processes, nor remount / writable", async () => {
    const result = await sandboxed(
      "ls /proc | grep -c '^[0-9]'; mount -o remount,rw / 2>/dev/null && echo REMOUNTED || echo denied",
    );
    const [count, remount] = result.output.trim().split("\n");
    expect(Number(count)).toBeLessThan(10);
    expect(remount).toBe("denied");
  });

  it("sees only the environment it was given", async () => {
    process.env["ALFRED_SBX_SECRET"] = "leak";
    try {
      const result = await sandboxed('echo "[$ALFRED_SBX_SECRET][$HOME]"');
      expect(result.output).toBe("[][/tmp]\n");
    } finally {
      delete process.env["ALFRED_SBX_SECRET"];
    }
  });
});
