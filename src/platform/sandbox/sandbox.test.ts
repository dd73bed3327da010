import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildSandboxArgs,
  classifyProbeFailure,
  decideSandbox,
  describeSandboxChoice,
  probeSandbox,
  resolveGitLayout,
  resolveHostRoot,
  SANDBOX_HOME,
} from "./sandbox.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const MISSING = "/nonexistent/bwrap";
const probe = await probeSandbox();
const probeOk = probe.ok;

let workingDir: string;
beforeAll(async () => {
  workingDir = tempDir("alfred-sbx-ws-");
});

describe("buildSandboxArgs", () => {
  const root = {
    systemDirs: ["/usr", "/etc"],
    symlinks: [{ target: "usr/bin", path: "/bin" }],
    toolchainDirs: ["/tmp/node-prefix"],
  };
  const layout = {
    workingDir: "/tmp/ws",
    cwd: "/tmp/ws/src",
    root,
    git: { dirs: ["/tmp/ws/.git"] },
  };
  const args = buildSandboxArgs(layout, ["/bin/bash", "-c", "ls"]);
  const at = (flag: string, value: string): number =>
    args.findIndex((arg, index) => arg === flag && args[index + 1] === value);

  it("binds only the listed system dirs read-only, never the whole root", () => {
    expect(at("--ro-bind", "/usr")).toBeGreaterThanOrEqual(0);
    expect(at("--ro-bind", "/etc")).toBeGreaterThanOrEqual(0);
    expect(at("--ro-bind", "/")).toBe(-1);
    expect(at("--symlink", "usr/bin")).toBeGreaterThanOrEqual(0);
  });

  it("mounts the private /tmp and $HOME before the workspace, and .git read-only on top of it", () => {
    expect(at("--tmpfs", "/tmp")).toBeLessThan(at("--bind", "/tmp/ws"));
    expect(at("--tmpfs", SANDBOX_HOME)).toBeLessThan(at("--bind", "/tmp/ws"));
    expect(at("--tmpfs", "/tmp")).toBeLessThan(at("--ro-bind", "/tmp/node-prefix"));
    expect(at("--bind", "/tmp/ws")).toBeLessThan(at("--ro-bind", "/tmp/ws/.git"));
    expect(args.filter((arg) => arg === "--bind")).toHaveLength(1);
  });

  it("leaves .git writable only when asked", () => {
    const writable = buildSandboxArgs({ ...layout, gitWritable: true }, ["true"]);
    expect(writable.filter((arg) => arg === "--bind")).toHaveLength(2);
    expect(writable).not.toContain("/tmp/ws/.git/"); // same path, bound with --bind
  });

  it("binds a worktree's .git pointer file read-only", () => {
    const pointer = buildSandboxArgs(
      { ...layout, git: { pointerFile: "/tmp/ws/.git", dirs: ["/repo/.git"] } },
      ["true"],
    );
    const index = pointer.indexOf("/tmp/ws/.git");
    expect(pointer[index - 1]).toBe("--ro-bind");
    expect(pointer.join(" ")).toContain("--ro-bind /repo/.git /repo/.git");
  });

  it("cuts the network, isolates PIDs, drops capabilities and ends with the command", () => {
    for (const flag of [
      "--unshare-net",
      "--unshare-pid",
      "--unshare-ipc",
      "--die-with-parent",
      "--new-session",
    ])
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

  it("takes the network seam's extras but keeps the network unshared", () => {
    const extras = buildSandboxArgs(
      {
        ...layout,
        extras: {
          extraReadOnlyBinds: [{ source: "/run/alfred/proxy.sock", dest: "/alfred/proxy.sock" }],
          argvPrefix: ["/usr/bin/node", "/alfred/bridge.js"],
        },
      },
      ["curl", "x"],
    );
    expect(extras.join(" ")).toContain("--ro-bind /run/alfred/proxy.sock /alfred/proxy.sock");
    expect(extras).toContain("--unshare-net");
    expect(extras.slice(-5)).toEqual(["--", "/usr/bin/node", "/alfred/bridge.js", "curl", "x"]);
  });
});

describe("resolveHostRoot", () => {
  it("binds PATH toolchains outside $HOME, the workspace and /tmp; never / or hidden areas", async () => {
    const home = tempDir("alfred-home-");
    const tool = tempDir("alfred-tool-", "/var/tmp");
    await mkdir(join(home, "bin"));
    const root = await resolveHostRoot({
      path: ["/", "/usr/bin", join(home, "bin"), workingDir, "/run", "relative/bin", tool, "/opt/x"].join(
        ":",
      ),
      hostHome: home,
      workingDir,
      execPath: "/usr/bin/node",
    });
    expect(root.toolchainDirs).toEqual([]);
    expect(root.systemDirs).toContain("/usr");
    expect(root.systemDirs).not.toContain("/home");
  });

  it("binds a toolchain dir on PATH outside every hidden area, and node's install prefix", async () => {
    const tool = tempDir("alfred-tool-", "/mnt");
    const prefix = tempDir("alfred-node-");
    await mkdir(join(prefix, "bin"));
    await writeFile(join(prefix, "bin", "node"), "");
    const root = await resolveHostRoot({
      path: `${tool}:/usr/local/bin`,
      workingDir,
      execPath: join(prefix, "bin", "node"),
    });
    expect(root.toolchainDirs).toEqual([prefix, tool]);
  });

  it("binds the prefix of the node a symlink names (a version manager's shim), not the symlink's", async () => {
    const prefix = tempDir("alfred-node-");
    const shims = tempDir("alfred-shims-");
    await mkdir(join(prefix, "bin"));
    await writeFile(join(prefix, "bin", "node"), "");
    await mkdir(join(shims, "bin"));
    await symlink(join(prefix, "bin", "node"), join(shims, "bin", "node"));
    const root = await resolveHostRoot({ path: "", workingDir, execPath: join(shims, "bin", "node") });
    expect(root.toolchainDirs).toEqual([prefix]);
  });
});

describe("resolveGitLayout", () => {
  it("finds a .git directory, and a worktree's pointer with its git and common dirs", async () => {
    const repo = tempDir("alfred-git-layout-");
    await mkdir(join(repo, "main", ".git", "worktrees", "wt"), { recursive: true });
    await writeFile(join(repo, "main", ".git", "worktrees", "wt", "commondir"), "../..\n");
    await mkdir(join(repo, "wt"));
    await writeFile(join(repo, "wt", ".git"), `gitdir: ${join(repo, "main", ".git", "worktrees", "wt")}\n`);
    expect(await resolveGitLayout(join(repo, "main"))).toEqual({ dirs: [join(repo, "main", ".git")] });
    expect(await resolveGitLayout(join(repo, "wt"))).toEqual({
      pointerFile: join(repo, "wt", ".git"),
      dirs: [join(repo, "main", ".git")],
    });
    expect(await resolveGitLayout(repo)).toEqual({ dirs: [] });
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
});
