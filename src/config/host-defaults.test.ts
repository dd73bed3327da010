import { describe, expect, it } from "vitest";
import { loadConfig } from "./load.js";
import { flagLayer } from "./sources.js";
import { tempDir } from "../../test/support/temp-dir.js";

const empty = async (): Promise<string> => {
  return tempDir("alfred-host-");
};

describe("the sandbox default depends on the host", () => {
  it.each([
    { host: "actionRun", expected: "on" },
    { host: "actionReview", expected: "on" },
    { host: "cliRun", expected: "on" },
    { host: "cliAsk", expected: "auto" },
    { host: "mcp", expected: "auto" },
    { host: "replay", expected: "auto" },
  ] as const)("$host → $expected", async ({ host, expected }) => {
    expect((await loadConfig({ workingDir: await empty(), env: {}, host })).sandbox).toBe(expected);
  });

  it("an explicit value always wins: environment, flag", async () => {
    const workingDir = await empty();
    expect((await loadConfig({ workingDir, env: { ALFRED_SANDBOX: "off" }, host: "cliRun" })).sandbox).toBe(
      "off",
    );
    const flags = flagLayer({ sandbox: ["--sandbox", "off"] });
    expect((await loadConfig({ workingDir, env: {}, flags, host: "actionRun" })).sandbox).toBe("off");
  });
});

describe("the permission mode enters as permissionMode from every source", () => {
  it("ALFRED_MODE and --mode; absent: left to the host's row", async () => {
    const workingDir = await empty();
    expect((await loadConfig({ workingDir, env: {}, host: "cliAsk" })).permissionMode).toBeUndefined();
    expect((await loadConfig({ workingDir, env: { ALFRED_MODE: "plan" } })).permissionMode).toBe("plan");
    const flags = flagLayer({ permissionMode: ["--mode", "acceptEdits"] });
    const config = await loadConfig({ workingDir, env: { ALFRED_MODE: "plan" }, flags });
    expect(config.permissionMode).toBe("acceptEdits");
    await expect(loadConfig({ workingDir, env: { ALFRED_MODE: "yolo" } })).rejects.toThrow(
      /^environment variable ALFRED_MODE: /,
    );
  });
});
