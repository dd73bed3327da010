import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createBoundary } from "../../platform/boundary/boundary.js";
import { probeSandbox } from "../../platform/sandbox/sandbox.js";
import { boundaryExplanation } from "./boundary-failure.js";
import type { VerifyResult } from "./verify.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const sandboxWorks = (await probeSandbox()).ok;
const home = tempDir("alfred-bfail-home-");
const workingDir = tempDir("alfred-bfail-ws-");
const bin = join(home, "tools", "bin");
mkdirSync(bin, { recursive: true });
writeFileSync(join(bin, "mytool"), "#!/bin/sh\n");
chmodSync(join(bin, "mytool"), 0o755);
const env = { PATH: `${bin}:/usr/bin:/bin`, HOME: home };

const failed = (exitCode: number, output: string): VerifyResult => ({
  command: "sh run.sh",
  exitCode,
  timedOut: false,
  output,
  durationMs: 1,
});

describe.runIf(sandboxWorks)("boundaryExplanation", () => {
  const on = createBoundary({
    workingDir,
    sandbox: "on",
    env,
    egressAllow: ["registry.npmjs.org"],
  });

  it.each([
    [
      127,
      "run.sh: 1: mytool: not found",
      /could not start `mytool` \(exit 127\) because of the boundary.*sandbox\.readPaths/,
    ],
    [127, "bash: line 1: mytool: command not found", /could not start `mytool`/],
    [1, "curl: (6) Could not resolve host: example.com", /example\.com is not on the egress list/],
    [1, "Error: getaddrinfo ENOTFOUND proxy.golang.org", /proxy\.golang\.org is not on the egress list/],
    [
      1,
      "error: failed to open /root/.cargo/registry/x: Read-only file system (os error 30)",
      /tried to write \/root\/\.cargo\/registry\/x/,
    ],
  ])("explains exit %s with %j", async (exitCode, output, reason) => {
    expect(await boundaryExplanation(failed(exitCode, output), on, workingDir)).toMatch(reason);
  });

  it.each([
    [127, "run.sh: 1: nosuchtool-anywhere: not found"],
    [1, "getaddrinfo ENOTFOUND registry.npmjs.org"],
    [1, `cannot write ${workingDir}/out: Read-only file system`],
    [1, "AssertionError: expected 3, got 4"],
  ])("leaves exit %s with %j to the model", async (exitCode, output) => {
    expect(await boundaryExplanation(failed(exitCode, output), on, workingDir)).toBeUndefined();
  });

  it("explains nothing when the sandbox is off", async () => {
    const off = createBoundary({ workingDir, sandbox: "off", env });
    expect(
      await boundaryExplanation(failed(127, "run.sh: 1: mytool: not found"), off, workingDir),
    ).toBeUndefined();
  });
});
