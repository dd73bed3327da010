import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createBoundary, type Boundary, type BoundaryCommand } from "./boundary.js";
import { probeSandbox, SANDBOX_HOME } from "../sandbox/sandbox.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const probeOk = (await probeSandbox()).ok;
const env = { PATH: "/usr/local/bin:/usr/bin:/bin", LANG: "C.UTF-8" };
// A secret-looking value held only by a canary process outside the sandbox.
const CANARY_SECRET = `ghp_${"Zq9Xw8Vu7T".repeat(3)}canary`;
// Connects to the unix socket or TCP port given as argv; prints `connected` or `refused <code>`.
const CONNECT_SCRIPT = [
  'const net = require("node:net");',
  "const [target, port] = process.argv.slice(2);",
  "const socket = port === undefined ? net.connect(target) : net.connect(Number(port), target);",
  'socket.on("connect", () => { console.log("connected"); socket.destroy(); });',
  'socket.on("error", (error) => console.log(`refused ${error.code}`));',
].join("\n");

let workingDir: string;
let outside: string;
beforeAll(async () => {
  workingDir = tempDir("alfred-boundary-ws-");
  // Outside the workspace and outside /tmp: only the minimal root decides whether it is visible.
  outside = tempDir("alfred-boundary-out-", "/var/tmp");
  await writeFile(join(workingDir, "connect.cjs"), CONNECT_SCRIPT);
});
function boundary(sandbox: "on" | "off", root = workingDir): Boundary {
  return createBoundary({ workingDir: root, sandbox, env });
}

function bash(target: Boundary, command: string, extra: Partial<BoundaryCommand> = {}) {
  return target.run({
    argv: ["/bin/bash", "-c", command],
    cwd: target.policy.workingDir,
    timeoutMs: 20_000,
    ...extra,
  });
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...env,
      GIT_CONFIG_NOSYSTEM: "1",
      HOME: cwd,
      GIT_AUTHOR_NAME: "T",
      GIT_AUTHOR_EMAIL: "t@t",
      GIT_COMMITTER_NAME: "T",
      GIT_COMMITTER_EMAIL: "t@t",
    },
  });
}

/** Processes on the host whose command line contains `marker`. */
async function hostProcessesWith(marker: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (cmdline.includes(marker)) count += 1;
  }
  return count;
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve) => server.listen(path, resolve));
}

describe("the boundary without the sandbox", () => {
  it("passes exactly the policy's environment plus its tag", async () => {
    process.env["ALFRED_BOUNDARY_TEST_SECRET"] = "leak";
    try {
      const result = await bash(
        boundary("off"),
        'echo "[$ALFRED_BOUNDARY_TEST_SECRET][$LANG]"; env | grep -c ^',
      );
      expect(result.output.split("\n")[0]).toBe("[][C.UTF-8]");
      expect(result.sandboxed).toBe(false);
    } finally {
      delete process.env["ALFRED_BOUNDARY_TEST_SECRET"];
    }
  });

  it("kills a setsid/nohup escapee when the command ends (unsandboxed)", async () => {
    const marker = `4242.${process.pid}1`;
    const result = await bash(
      boundary("off"),
      `setsid sleep ${marker} </dev/null >/dev/null 2>&1 & sleep 0.3; echo started`,
    );
    expect(result.output).toBe("started\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await hostProcessesWith(`sleep\0${marker}`)).toBe(0);
  });

  it("refuses a command when the sandbox is required but bwrap is missing", async () => {
    const strict = createBoundary({
      workingDir,
      sandbox: "on",
      env,
      bwrapPath: "/nonexistent/bwrap",
    });
    const marker = join(workingDir, "must-not-exist");
    const result = await bash(strict, `touch ${marker}`);
    expect(result.refused).toMatch(/sandbox is required.*not installed/);
    expect(existsSync(marker)).toBe(false);
  });
});

describe.runIf(probeOk)("the boundary with the sandbox", () => {
  it("runs in the workspace, writes only there, and says it was sandboxed", async () => {
    await mkdir(join(workingDir, "sub"), { recursive: true });
    const inside = boundary("on");
    const result = await inside.run({
      argv: ["/bin/bash", "-c", "pwd; touch made.txt && echo wrote; touch /etc/alfred-escaped || true"],
      cwd: join(workingDir, "sub"),
      timeoutMs: 20_000,
    });
    expect(result.sandboxed).toBe(true);
    expect(result.output).toMatch(new RegExp(`^${join(workingDir, "sub")}\\nwrote\\n[\\s\\S]*Read-only`));
    expect(existsSync(join(workingDir, "sub", "made.txt"))).toBe(true);
    expect(existsSync("/etc/alfred-escaped")).toBe(false);
  });

  it("cannot read another process's environ by pid", async () => {
    const canary = spawn("sleep", ["60"], { env: { ...env, CANARY_TOKEN: CANARY_SECRET }, stdio: "ignore" });
    try {
      const pid = String(canary.pid);
      // The attack works outside the sandbox: the test can fail.
      const unsandboxed = await bash(boundary("off"), `tr '\\0' '\\n' < /proc/${pid}/environ`);
      expect(unsandboxed.output).toContain(CANARY_SECRET);
      const result = await bash(boundary("on"), `tr '\\0' '\\n' < /proc/${pid}/environ; cat /proc/*/environ`);
      expect(result.output).not.toContain(CANARY_SECRET);
    } finally {
      canary.kill("SIGKILL");
    }
  });

  it("sees no host /tmp, /run, /var/run, /home or other sockets", async () => {
    const hostFile = join(tmpdir(), `alfred-host-canary-${process.pid}.txt`);
    await writeFile(hostFile, "host");
    const socketPath = join(outside, "canary.sock");
    const server = createNetServer((socket) => {
      socket.on("error", () => undefined);
      socket.end("hello");
    });
    await listen(server, socketPath);
    try {
      const connect = ["node", join(workingDir, "connect.cjs"), socketPath];
      const reachable = await boundary("off").run({ argv: connect, cwd: workingDir, timeoutMs: 20_000 });
      expect(reachable.output).toBe("connected\n");
      const inside = boundary("on");
      const blocked = await inside.run({ argv: connect, cwd: workingDir, timeoutMs: 20_000 });
      expect(blocked.output).toMatch(/^refused ENOENT/);
      const listing = await bash(
        inside,
        `for p in ${hostFile} /run /var/run /var /root/.ssh /root/.config /root/.bashrc /srv /mnt /media ${outside}; do test -e "$p" && echo "visible $p"; done; ls -A /home`,
      );
      expect(listing.output).toBe("alfred\n");
    } finally {
      server.close();
      await rm(hostFile, { force: true });
    }
  });

  it("cannot reach a loopback TCP server on the host", async () => {
    const server = createHttpServer((_request, response) => response.end("hi"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const argv = ["node", join(workingDir, "connect.cjs"), "127.0.0.1", String(port)];
      const outsideRun = await boundary("off").run({ argv, cwd: workingDir, timeoutMs: 20_000 });
      expect(outsideRun.output).toBe("connected\n");
      const insideRun = await boundary("on").run({ argv, cwd: workingDir, timeoutMs: 20_000 });
      expect(insideRun.output).toMatch(/^refused ECONNREFUSED/);
    } finally {
      server.close();
    }
  });

  it("reaches exactly the egress-allowed host:port, through the proxy, and counts both", async () => {
    const servers = [0, 1].map(() => createHttpServer((_request, response) => response.end("hi")));
    const ports: number[] = [];
    for (const server of servers) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      ports.push((server.address() as AddressInfo).port);
    }
    const [allowed, other] = ports;
    const networked = createBoundary({
      workingDir,
      sandbox: "on",
      env,
      egressAllow: [`127.0.0.1:${allowed}`],
    });
    try {
      const curl = (port: number | undefined) =>
        bash(networked, `curl -sS -o /dev/null -w '%{http_code}' http://127.0.0.1:${port}/ || true`);
      expect((await curl(allowed)).output).toBe("200");
      expect((await curl(other)).output).toBe("403");
      const direct = await networked.run({
        argv: ["node", join(workingDir, "connect.cjs"), "127.0.0.1", String(allowed)],
        cwd: workingDir,
        timeoutMs: 20_000,
      });
      // The proxy is the only way out: a direct connection still finds nothing listening.
      expect(direct.output).toMatch(/^refused ECONNREFUSED/);
      expect(networked.egressStats()).toMatchObject({ allowed: 1, refused: 1 });
    } finally {
      await networked.close();
      for (const server of servers) server.close();
    }
  });

  it("has a private, writable $HOME and /tmp that vanish after the command", async () => {
    const inside = boundary("on");
    const first = await bash(
      inside,
      'echo "$HOME"; ls -A "$HOME" | wc -l; touch "$HOME/x" /tmp/y && echo wrote',
    );
    expect(first.output).toBe(`${SANDBOX_HOME}\n0\nwrote\n`);
    const second = await bash(inside, 'ls -A "$HOME" | wc -l; ls -A /tmp');
    // /tmp holds only the mount point of the workspace (which lives under the host's /tmp here).
    expect(second.output).toBe(`0\n${basename(workingDir)}\n`);
  });

  it("kills a setsid/nohup escapee when the command ends (sandboxed)", async () => {
    const marker = `4243.${process.pid}1`;
    const result = await bash(
      boundary("on"),
      `setsid sleep ${marker} </dev/null >/dev/null 2>&1 & nohup sleep ${marker} >/dev/null 2>&1 & sleep 0.3; echo started`,
    );
    expect(result.output).toBe("started\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await hostProcessesWith(`sleep\0${marker}`)).toBe(0);
  });
});

describe.runIf(probeOk)("the sandbox keeps .git read-only", () => {
  let repo: string;
  beforeAll(async () => {
    repo = tempDir("alfred-boundary-git-");
    await mkdir(join(repo, "main"));
    git(join(repo, "main"), "init", "-q", "-b", "main");
    await writeFile(join(repo, "main", "README.md"), "hello\n");
    git(join(repo, "main"), "add", "-A");
    git(join(repo, "main"), "commit", "-q", "-m", "initial");
    git(join(repo, "main"), "worktree", "add", "-q", join(repo, "wt"));
  });

  const plant = [
    "echo 'echo pwned' > .git/hooks/pre-commit && echo planted-hook",
    "git config core.hooksPath /tmp/evil && echo planted-config",
    "git log --format=%s",
  ].join("; ");

  it("the agent reads history but cannot plant hooks or config", async () => {
    const main = join(repo, "main");
    const result = await bash(boundary("on", main), plant);
    expect(result.output).not.toMatch(/planted/);
    expect(result.output).toContain("initial");
    expect(existsSync(join(main, ".git", "hooks", "pre-commit"))).toBe(false);
    expect(await readFile(join(main, ".git", "config"), "utf8")).not.toContain("hooksPath");
  });

  it("gitWritable (git_commit) is what lets a command write there", async () => {
    const main = join(repo, "main");
    const result = await bash(boundary("on", main), "git config alfred.marker yes && echo wrote", {
      gitWritable: true,
    });
    expect(result.output).toBe("wrote\n");
    git(main, "config", "--unset", "alfred.marker");
  });

  it("in a worktree, neither the .git pointer nor the common git dir can be changed", async () => {
    const worktree = join(repo, "wt");
    const pointer = await readFile(join(worktree, ".git"), "utf8");
    const result = await bash(
      boundary("on", worktree),
      `${plant}; echo "gitdir: ${worktree}/evil" > .git && echo redirected`,
    );
    expect(result.output).not.toMatch(/planted|redirected/);
    expect(result.output).toContain("initial");
    expect(await readFile(join(worktree, ".git"), "utf8")).toBe(pointer);
    expect(existsSync(join(repo, "main", ".git", "hooks", "pre-commit"))).toBe(false);
  });
});
