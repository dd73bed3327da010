import { mkdir, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { walkFiles } from "./walk.js";
import { tempTree, type TempTreeDir } from "../../../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

async function collect(options: Parameters<typeof walkFiles>[0]): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of walkFiles(options)) found.push(entry.rel);
  return found;
}

describe("walkFiles", () => {
  it("walks depth-first in name order, skipping the usual directories, hidden entries and .gitignore'd ones", async () => {
    tree = await tempTree({
      ".gitignore": "*.log\nbuild/\n/out\n!keep.log\n",
      "a.txt": "",
      "a-b.txt": "",
      "a/b.txt": "",
      "B.txt": "",
      "x.log": "",
      "keep.log": "",
      "build/gen.js": "",
      "out/o.txt": "",
      "pkg/out/o.txt": "",
      "pkg/.gitignore": "secret.txt\n",
      "pkg/secret.txt": "",
      "pkg/public.txt": "",
      "node_modules/m/index.js": "",
      "dist/bundle.js": "",
      ".hidden/h.txt": "",
      ".env": "",
      ".ignore": "pkg/public.txt\n",
      ".rgignore": "a.txt\n",
    });
    await mkdir(join(tree.dir, ".git"));
    expect(await collect({ root: tree.dir })).toEqual([
      "B.txt",
      "a/b.txt",
      "a-b.txt",
      "keep.log",
      "pkg/out/o.txt",
    ]);
  });

  it("applies the root's .gitignore when starting in a subdirectory", async () => {
    tree = await tempTree({ ".gitignore": "*.tmp\n", "sub/a.tmp": "", "sub/b.txt": "" });
    expect(await collect({ root: tree.dir, start: join(tree.dir, "sub") })).toEqual(["sub/b.txt"]);
  });

  it("includes hidden entries on request but never .git", async () => {
    tree = await tempTree({ ".github/ci.yml": "", ".git/config": "" });
    expect(await collect({ root: tree.dir, hidden: true })).toEqual([".github/ci.yml"]);
  });

  it("skips symbolic links", async () => {
    tree = await tempTree({ "real.txt": "" });
    await symlink(join(tree.dir, "real.txt"), join(tree.dir, "link.txt"));
    await symlink("/etc", join(tree.dir, "etc"));
    expect(await collect({ root: tree.dir })).toEqual(["real.txt"]);
  });

  it("prunes directories with shouldDescend", async () => {
    tree = await tempTree({ "src/a.ts": "", "test/b.ts": "" });
    expect(await collect({ root: tree.dir, shouldDescend: (dir) => dir === "src" })).toEqual(["src/a.ts"]);
  });
});
