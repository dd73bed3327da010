import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTextNoFollow } from "./read-no-follow.js";
import { tempDir } from "../../../test/support/temp-dir.js";

function scratch(): string {
  return tempDir("alfred-no-follow-");
}

describe("readTextNoFollow", () => {
  it("reads a regular file, and undefined for none", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "ledger.jsonl"), "line\n");
    expect(await readTextNoFollow(join(dir, "ledger.jsonl"), 100)).toBe("line\n");
    expect(await readTextNoFollow(join(dir, "absent"), 100)).toBeUndefined();
  });

  it("refuses a symbolic link planted where the file should be, a directory, and a file over the limit", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "host-secret"), "secret\n");
    symlinkSync(join(dir, "host-secret"), join(dir, "ledger.jsonl"));
    await expect(readTextNoFollow(join(dir, "ledger.jsonl"), 100)).rejects.toThrow(
      /is a symbolic link: refusing/,
    );
    mkdirSync(join(dir, "plan.json"));
    await expect(readTextNoFollow(join(dir, "plan.json"), 100)).rejects.toThrow(/not a regular file/);
    await expect(readTextNoFollow(join(dir, "host-secret"), 3)).rejects.toThrow(/more than the 3 allowed/);
  });
});
