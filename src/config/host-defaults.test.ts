import { describe, expect, it } from "vitest";
import { loadConfig } from "./load.js";
import { flagLayer } from "./sources.js";
import { tempDir } from "../../test/support/temp-dir.js";

const empty = async (): Promise<string> => {
  return tempDir("alfred-host-");
};

describe("the sandbox default depends on the host", () => {
  it.each([
    { host: "action", expected: "on" },
    { host: "run", expected: "on" },
    { host: "ask", expected: "auto" },
  ] as const)("$host → $expected", async ({ host, expected }) => {
    expect((await loadConfig({ cwd: await empty(), env: {}, host })).sandbox).toBe(expected);
  });

  it("an explicit value always wins: environment, flag", async () => {
    const cwd = await empty();
    expect((await loadConfig({ cwd, env: { ALFRED_SANDBOX: "off" }, host: "run" })).sandbox).toBe("off");
    const flags = flagLayer({ sandbox: ["--sandbox", "off"] });
    expect((await loadConfig({ cwd, env: {}, flags, host: "action" })).sandbox).toBe("off");
  });
});
