import { chmod, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { atomicWrite } from "./atomic-write.js";
import { tempDir } from "../../../../test/support/temp-dir.js";

let dir: string;
beforeEach(async () => {
  dir = tempDir("alfred-atomic-");
});

describe("atomicWrite", () => {
  it("creates a file and its parent directories", async () => {
    const target = join(dir, "a", "b", "c.txt");
    const result = await atomicWrite(target, "hello\n");
    expect(result.created).toBe(true);
    expect(await readFile(target, "utf8")).toBe("hello\n");
    expect(result.mtimeMs).toBe((await stat(target)).mtimeMs);
  });

  it("overwrites and keeps the existing file's mode", async () => {
    const target = join(dir, "run.sh");
    await writeFile(target, "old");
    await chmod(target, 0o750);
    const result = await atomicWrite(target, "new");
    expect(result.created).toBe(false);
    expect(await readFile(target, "utf8")).toBe("new");
    expect((await stat(target)).mode & 0o777).toBe(0o750);
  });

  it("leaves no temporary file behind", async () => {
    await atomicWrite(join(dir, "x.txt"), "1");
    await atomicWrite(join(dir, "x.txt"), "2");
    expect(await readdir(dir)).toEqual(["x.txt"]);
  });

  it("fails without touching the target when the path is a directory", async () => {
    await mkdir(join(dir, "sub"));
    await expect(atomicWrite(join(dir, "sub"), "x")).rejects.toThrow();
    expect(await readdir(dir)).toEqual(["sub"]);
  });
});
