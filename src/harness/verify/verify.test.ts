import { beforeAll, describe, expect, it } from "vitest";
import { createBoundary } from "../../platform/boundary/boundary.js";
import { probeSandbox, SANDBOX_HOME } from "../../platform/sandbox/sandbox.js";
import { verifyPassed, runVerify } from "./verify.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const probeOk = (await probeSandbox()).ok;
const env = { PATH: "/usr/local/bin:/usr/bin:/bin" };
let workingDir: string;
beforeAll(async () => {
  workingDir = tempDir("alfred-verify-");
});

describe("runVerify", () => {
  it("runs the command through the boundary and reports the exit code", async () => {
    const boundary = createBoundary({ workingDir, sandbox: "off", env });
    const ok = await runVerify("echo checked", { boundary, workingDir, timeoutMs: 10_000 });
    expect(ok).toMatchObject({ exitCode: 0, timedOut: false, output: "checked\n" });
    expect(verifyPassed(ok)).toBe(true);
    const failed = await runVerify("exit 3", { boundary, workingDir, timeoutMs: 10_000 });
    expect(verifyPassed(failed)).toBe(false);
  });

  it("fails closed without a boundary, and when the sandbox is required but missing", async () => {
    const none = await runVerify("echo ran", { boundary: undefined, workingDir, timeoutMs: 10_000 });
    expect(verifyPassed(none)).toBe(false);
    expect(none.output).not.toContain("ran");
    const strict = createBoundary({
      workingDir,
      sandbox: "on",
      env,
      bwrapPath: "/nonexistent/bwrap",
    });
    const refused = await runVerify("echo ran", { boundary: strict, workingDir, timeoutMs: 10_000 });
    expect(verifyPassed(refused)).toBe(false);
    expect(refused.output).toMatch(/sandbox is required/);
  });

  it.runIf(probeOk)("runs inside the sandbox when the session has one", async () => {
    const boundary = createBoundary({ workingDir, sandbox: "on", env });
    const result = await runVerify('echo "$HOME"', { boundary, workingDir, timeoutMs: 10_000 });
    expect(result.output).toBe(`${SANDBOX_HOME}\n`);
  });
});
