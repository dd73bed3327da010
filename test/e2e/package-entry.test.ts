import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// The built package entry, as `import … from "alfred"` resolves it at run time (`npm test` builds
// first). A computed path, so type-checking a clean clone does not need build/ to exist yet.
const entryUrl = pathToFileURL(fileURLToPath(new URL("../../build/index.js", import.meta.url))).href;
const entry = (await import(entryUrl)) as Record<string, unknown>;

describe("the built package entry", () => {
  it.each([
    "runQuery",
    "buildTool",
    "getAllTools",
    "findTool",
    "fallbackChain",
    "fence",
    "resolveInside",
    "checkKillList",
    "isReadOnlyCommand",
    "initShellParser",
    "checkEgress",
    "redact",
    "sanitizeUntrustedText",
    "scrubEnvironment",
    "evaluatePermission",
    "verifyLedger",
    "autonomousRun",
  ])("exports %s as a function", (name) => {
    expect(typeof entry[name]).toBe("function");
  });

  it("loads no shell grammar on import: the synchronous policy fails closed until initShellParser()", async () => {
    const checkKillList = entry.checkKillList as (command: string) => { denied: boolean };
    const isReadOnlyCommand = entry.isReadOnlyCommand as (command: string) => boolean;
    const initShellParser = entry.initShellParser as () => Promise<void>;
    expect(checkKillList("rm -rf ./build")).toMatchObject({ denied: true });
    expect(isReadOnlyCommand("git status && ls -la")).toBe(false);
    await initShellParser();
    expect(checkKillList("sudo rm -rf /")).toMatchObject({ denied: true });
    expect(checkKillList("rm -rf ./build")).toEqual({ denied: false });
    expect(isReadOnlyCommand("git status && ls -la")).toBe(true);
  });

  it("answers the documented shapes", async () => {
    const checkEgress = entry.checkEgress as (url: string, allow: readonly string[]) => unknown;
    const resolveInside = entry.resolveInside as (root: string, path: string) => Promise<unknown>;
    const verifyLedger = entry.verifyLedger as (text: string, key: string) => unknown;
    expect(checkEgress("https://api.github.com@evil.com/", ["api.github.com"])).toMatchObject({
      allowed: false,
      reason: expect.any(String) as unknown,
    });
    expect(await resolveInside("/repo", "/repo-evil/x")).toMatchObject({
      ok: false,
      reason: expect.any(String) as unknown,
    });
    expect(verifyLedger("", "k")).toEqual({ ok: true, entries: 0 });
  });
});
