import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./load.js";
import { tempDir } from "../../test/support/temp-dir.js";

function workspace(config: unknown): { cwd: string; home: string } {
  const workingDir = tempDir("alfred-readpaths-");
  mkdirSync(join(workingDir, ".alfred"));
  writeFileSync(join(workingDir, ".alfred/config.json"), JSON.stringify(config));
  const home = join(workingDir, "home");
  mkdirSync(join(home, ".ssh"), { recursive: true });
  mkdirSync(join(home, "sdk"));
  return { cwd: workingDir, home };
}

describe("sandbox.readPaths", () => {
  it("reads the file's nested form next to the mode, resolved to real paths", async () => {
    const { cwd: workingDir, home } = workspace({});
    writeFileSync(
      join(workingDir, ".alfred/config.json"),
      JSON.stringify({ sandbox: { mode: "auto", readPaths: [join(home, "sdk")] } }),
    );
    const config = await loadConfig({ workingDir, env: { HOME: home } });
    expect(config.sandbox).toBe("auto");
    expect(config.sandboxReadPaths).toEqual([join(home, "sdk")]);
  });

  it.each([
    [
      ["relative/dir"],
      '.alfred/config.json: $.sandbox.readPaths[0]: "relative/dir": expected an absolute path',
    ],
    [["/nonexistent-alfred-dir"], "no such file or directory"],
    [["/"], "it is the whole file system"],
    [["HOME"], "it is or contains $HOME"],
    [["HOME/.ssh"], "holds credentials"],
  ])("refuses %j naming the setting and the value", async (paths, message) => {
    const { cwd: workingDir, home } = workspace({});
    const readPaths = paths.map((path) => path.replace("HOME", home));
    writeFileSync(join(workingDir, ".alfred/config.json"), JSON.stringify({ sandbox: { readPaths } }));
    await expect(loadConfig({ workingDir, env: { HOME: home } })).rejects.toThrow(message);
  });

  it("names the variable when the value came from ALFRED_SANDBOX_READ_PATHS", async () => {
    const { cwd: workingDir, home } = workspace({});
    await expect(
      loadConfig({
        workingDir,
        env: { HOME: home, ALFRED_SANDBOX_READ_PATHS: `${join(home, "sdk")},${join(home, ".ssh")}` },
      }),
    ).rejects.toThrow(`environment variable ALFRED_SANDBOX_READ_PATHS: "${join(home, ".ssh")}"`);
  });

  it("refuses an unknown key inside sandbox", async () => {
    const { cwd: workingDir, home } = workspace({ sandbox: { mode: "on", writePaths: [] } });
    await expect(loadConfig({ workingDir, env: { HOME: home } })).rejects.toThrow(
      ".alfred/config.json: $.sandbox.writePaths: unknown setting",
    );
  });
});
