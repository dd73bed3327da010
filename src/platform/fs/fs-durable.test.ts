import { chmod, lstat, mkdir, readdir, readFile, stat, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { AlfredError } from "../../core/errors.js";
import {
  appendDurable,
  fsyncDirectory,
  ioMessage,
  readTextIfExists,
  truncateDurable,
  writeFileAtomic,
} from "./fs-durable.js";
import { tempDir } from "../../../test/support/temp-dir.js";

let directory: string;

beforeEach(async () => {
  directory = tempDir("alfred-fs-durable-");
});

describe("appendDurable", () => {
  it("creates the file, then appends to it", async () => {
    const path = join(directory, "log.jsonl");
    await appendDurable(path, "one\n");
    await appendDurable(path, "two\n");
    expect(await readFile(path, "utf8")).toBe("one\ntwo\n");
  });

  it("appends concurrently without losing a write", async () => {
    const path = join(directory, "log.jsonl");
    await Promise.all(Array.from({ length: 20 }, (_, index) => appendDurable(path, `${index}\n`)));
    const lines = (await readFile(path, "utf8")).trim().split("\n");
    expect(lines.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it("throws io_failed naming the path when the directory is missing", async () => {
    const path = join(directory, "missing", "log.jsonl");
    const failure = await appendDurable(path, "x").catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(AlfredError);
    expect(failure).toMatchObject({ code: "io_failed" });
    expect(String(failure)).toContain(path);
  });
});

describe("io_failed messages name the path, the error and the fix", () => {
  it("says what to do when a file stands where a directory should be", async () => {
    await writeFile(join(directory, "workflows"), "a file\n");
    const path = join(directory, "workflows", "r1", "ledger.jsonl");
    const failure = await appendDurable(path, "x").catch((thrown: unknown) => thrown);
    expect(failure).toMatchObject({ code: "io_failed" });
    expect(String(failure)).toContain(path);
    expect(String(failure)).toMatch(/ENOTDIR.*: a file stands where a directory of this path should be/);
  });

  it.each([
    ["EACCES", "writable by the user Alfred runs as"],
    ["EROFS", "the file system is read-only"],
    ["ENOSPC", "free some disk space, then resume the run"],
  ])("%s: %s", (code, fix) => {
    const error = Object.assign(new Error(`${code}: something`), { code });
    const message = ioMessage("cannot append to /x/ledger.jsonl", error);
    expect(message.startsWith(`cannot append to /x/ledger.jsonl: ${code}: something: `)).toBe(true);
    expect(message).toContain(fix);
  });

  it("adds no fix for an error without a general one", () => {
    const error = Object.assign(new Error("EIO: i/o error"), { code: "EIO" });
    expect(ioMessage("cannot read /x", error)).toBe("cannot read /x: EIO: i/o error");
  });
});

describe("writeFileAtomic", () => {
  it("creates and replaces a file, leaving no temporary file behind", async () => {
    const path = join(directory, "feature_list.json");
    await writeFileAtomic(path, "first\n");
    await writeFileAtomic(path, "second\n");
    expect(await readFile(path, "utf8")).toBe("second\n");
    expect(await readdir(directory)).toEqual(["feature_list.json"]);
  });

  it("keeps the permission bits of the file it replaces", async () => {
    const path = join(directory, "script.json");
    await writeFile(path, "old");
    await chmod(path, 0o640);
    await writeFileAtomic(path, "new");
    expect((await stat(path)).mode & 0o777).toBe(0o640);
  });

  it("leaves the original untouched and cleans up when the rename fails", async () => {
    // Renaming a file over a non-empty directory fails on every platform.
    const path = join(directory, "occupied");
    await appendDurable(join(directory, "keep"), "x");
    await mkdir(join(path, "child"), { recursive: true });
    const failure = await writeFileAtomic(path, "data").catch((thrown: unknown) => thrown);
    expect(failure).toMatchObject({ code: "io_failed" });
    expect((await readdir(directory)).sort()).toEqual(["keep", "occupied"]);
  });
});

describe("truncateDurable and readTextIfExists", () => {
  it("cuts a file to a byte length", async () => {
    const path = join(directory, "torn.jsonl");
    await writeFile(path, '{"a":1}\n{"a":');
    await truncateDurable(path, 8);
    expect(await readTextIfExists(path)).toBe('{"a":1}\n');
  });

  it("returns undefined for a missing file", async () => {
    expect(await readTextIfExists(join(directory, "nothing"))).toBeUndefined();
  });

  it("fsyncs a directory without error", async () => {
    await expect(fsyncDirectory(directory)).resolves.toBeUndefined();
  });
});

describe("no link is followed at the file itself (issue 26)", () => {
  it("append, read and truncate refuse a link; an atomic write replaces it, the target untouched", async () => {
    const canary = join(directory, "canary.txt");
    await writeFile(canary, "canary\n");
    const link = join(directory, "journal.jsonl");
    await symlink(canary, link);
    await expect(appendDurable(link, "agent\n")).rejects.toMatchObject({ code: "link_refused" });
    await expect(readTextIfExists(link)).rejects.toMatchObject({ code: "link_refused" });
    await expect(truncateDurable(link, 0)).rejects.toMatchObject({ code: "link_refused" });
    await writeFileAtomic(link, "harness\n");
    expect(await readFile(canary, "utf8")).toBe("canary\n");
    expect(await readFile(link, "utf8")).toBe("harness\n");
    expect((await lstat(link)).isSymbolicLink()).toBe(false);
  });
});
