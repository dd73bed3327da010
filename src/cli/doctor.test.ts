import { describe, expect, it } from "vitest";
import { runDoctor } from "./doctor.js";
import { tempDir } from "../../test/support/temp-dir.js";

describe("alfred doctor's lines", () => {
  it("labels the sandbox line once", async () => {
    const workingDir = tempDir("alfred-doctor-");
    const checks = await runDoctor(workingDir, { PATH: "/usr/bin:/bin", HOME: workingDir });
    const sandbox = checks.find((check) => check.check === "sandbox");
    expect(sandbox?.detail).toMatch(/^(auto|on|off)\b/);
    expect(sandbox?.detail).not.toMatch(/^sandbox:/);
  }, 60_000);
});
