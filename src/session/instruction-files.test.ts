import { symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectInstructions, instructionDirectories } from "./instruction-files.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

describe("collectInstructions", () => {
  it("reads the root's AGENTS.md and CLAUDE.md, then those on the way to the focus files, within the budget", async () => {
    tree = await tempTree({
      "AGENTS.md": "root agents",
      "CLAUDE.md": "root agents",
      "packages/api/AGENTS.md": "api rules",
      "packages/api/src/CLAUDE.md": "src rules",
      "packages/web/AGENTS.md": "web rules",
    });
    const files = await collectInstructions(tree.dir, { files: ["packages/api/src/server.ts"] });
    expect(files.map((file) => [file.path, file.text])).toEqual([
      ["AGENTS.md", "root agents"],
      ["packages/api/AGENTS.md", "api rules"],
      ["packages/api/src/CLAUDE.md", "src rules"],
    ]);
    const cut = await collectInstructions(tree.dir, {
      files: ["packages/api/src/server.ts"],
      budgetChars: 15,
    });
    expect(cut.map((file) => [file.path, file.truncated])).toEqual([
      ["AGENTS.md", false],
      ["packages/api/AGENTS.md", true],
    ]);
  });

  it("ignores paths outside the workspace and instruction files symlinked out of it", async () => {
    tree = await tempTree({ "ws/keep": "", "secret.txt": "do not read" });
    await symlink(join(tree.dir, "secret.txt"), join(tree.dir, "ws/AGENTS.md"));
    expect(await collectInstructions(join(tree.dir, "ws"), { files: ["../x/y.ts"] })).toEqual([]);
    expect(instructionDirectories(["../x/y.ts", "/etc/passwd", "a/b/c.ts"])).toEqual([".", "a", "a/b"]);
  });
});
