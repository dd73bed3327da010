import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runDoctor } from "./doctor.js";

describe("alfred doctor's lines", () => {
  it("labels the sandbox line once", async () => {
    const cwd = await mkdtemp(join(tmpdir(), "alfred-doctor-"));
    try {
      const checks = await runDoctor(cwd, { PATH: "/usr/bin:/bin", HOME: cwd });
      const sandbox = checks.find((check) => check.check === "sandbox");
      expect(sandbox?.detail).toMatch(/^(auto|on|off)\b/);
      expect(sandbox?.detail).not.toMatch(/^sandbox:/);
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  }, 60_000);
});
