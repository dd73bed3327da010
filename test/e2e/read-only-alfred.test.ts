/**
 * A read-only `.alfred/` is reported as read-only (issue 27), not as the ENOENT Node's recursive
 * mkdir reports it as. The read-only mount comes from bubblewrap, as root cannot be kept from
 * writing by permissions alone.
 */
import { execFile } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { probeSandbox } from "../../src/platform/sandbox/sandbox-probe.js";
import { ALFRED_BIN, makeWorkspace } from "../support/cli.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";

const sandboxWorks = (await probeSandbox()).ok;

describe.runIf(sandboxWorks)("a read-only .alfred/", () => {
  it("alfred memory add says the file system is read-only", async () => {
    const workingDir = await makeWorkspace({ "src/app.ts": "export {};\n" });
    await mkdir(join(workingDir, ".alfred"));
    const args = [
      ...["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"],
      // The checkout itself may live under /tmp (a CI clone): bound back over the private /tmp.
      ...["--ro-bind", PROJECT_ROOT, PROJECT_ROOT],
      ...[
        "--bind",
        workingDir,
        workingDir,
        "--ro-bind",
        join(workingDir, ".alfred"),
        join(workingDir, ".alfred"),
        "--unshare-all",
      ],
      ...[
        "--chdir",
        workingDir,
        process.execPath,
        ALFRED_BIN,
        "memory",
        "add",
        "x",
        "--type",
        "user",
        "hello",
      ],
    ];
    const failed = await promisify(execFile)("bwrap", args, { env: { PATH: process.env.PATH ?? "" } }).then(
      () => undefined,
      (thrown: { code?: number; stderr?: string }) => thrown,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/EROFS: read-only file system, mkdir '.*\.alfred\/memory'/);
    expect(failed?.stderr).not.toMatch(/no such file or directory/);
  });
});
