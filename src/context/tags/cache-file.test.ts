import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeCacheFile } from "./cache-file.js";
import { tempDir } from "../../../test/support/temp-dir.js";

describe("writeCacheFile", () => {
  it("leaves one writer's whole text and no temporary file when several write at once", async () => {
    const dir = tempDir("alfred-cache-");
    const texts = ["a", "b", "c", "d", "e", "f"].map((letter) => letter.repeat(2 * 1024 * 1024));
    for (let round = 0; round < 3; round++) {
      await Promise.all(texts.map((text) => writeCacheFile(dir, ".alfred/cache/map.txt", text)));
      const written = await readFile(join(dir, ".alfred/cache/map.txt"), "utf8");
      expect(texts).toContain(written);
      expect(await readdir(join(dir, ".alfred/cache"))).toEqual(["map.txt"]);
    }
  });
});
