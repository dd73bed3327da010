import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readTextNoFollow } from "./read-no-follow.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "alfred-no-follow-"));
  dirs.push(dir);
  return dir;
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
