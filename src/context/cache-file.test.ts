import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeCacheFile } from "./cache-file.js";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("writeCacheFile", () => {
  it("leaves one writer's whole text and no temporary file when several write at once", async () => {
    const dir = await mkdtemp(join(tmpdir(), "alfred-cache-"));
    dirs.push(dir);
    const texts = ["a", "b", "c", "d", "e", "f"].map((letter) => letter.repeat(2 * 1024 * 1024));
    for (let round = 0; round < 3; round++) {
      await Promise.all(texts.map((text) => writeCacheFile(dir, ".alfred/cache/map.txt", text)));
      const written = await readFile(join(dir, ".alfred/cache/map.txt"), "utf8");
      expect(texts).toContain(written);
      expect(await readdir(join(dir, ".alfred/cache"))).toEqual(["map.txt"]);
    }
  });
});
