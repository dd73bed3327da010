import { lstat, mkdir, readFile, readlink, symlink, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import {
  appendWorkspaceFile,
  ensureWorkspaceDirectory,
  listWorkspaceDirectory,
  readWorkspaceText,
  removeWorkspaceFile,
  renameWorkspaceFile,
  statWorkspaceFile,
  writeWorkspaceFile,
} from "./workspace-fs.js";
import { tempDir } from "../../../test/support/temp-dir.js";

let root: string;
let outside: string;
beforeEach(async () => {
  root = tempDir("alfred-wsfs-");
  outside = tempDir("alfred-wsfs-out-");
  await writeFile(join(outside, "canary"), "canary\n");
});
const LINK_MESSAGE =
  /refused (\S+): it is a symbolic link, and Alfred never follows links under the workspace/;

describe("workspace-fs: the host never follows a link below the workspace root", () => {
  it("reads, writes, appends and lists plain files", async () => {
    await writeWorkspaceFile(root, ".alfred/memory/facts/a.md", "one\n");
    await appendWorkspaceFile(root, ".alfred/workflows/r/journal.jsonl", "x\n");
    await appendWorkspaceFile(root, join(root, ".alfred/workflows/r/journal.jsonl"), "y\n");
    expect(await readWorkspaceText(root, ".alfred/memory/facts/a.md")).toBe("one\n");
    expect(await readWorkspaceText(root, ".alfred/workflows/r/journal.jsonl")).toBe("x\ny\n");
    expect(await listWorkspaceDirectory(root, ".alfred/memory/facts")).toEqual(["a.md"]);
    expect(await readWorkspaceText(root, "missing/file")).toBeUndefined();
    expect(await listWorkspaceDirectory(root, "missing")).toEqual([]);
    expect((await statWorkspaceFile(root, ".alfred/memory/facts/a.md"))?.size).toBe(4);
    await renameWorkspaceFile(root, ".alfred/memory/facts/a.md", ".alfred/memory/archive/a.md");
    expect(await readWorkspaceText(root, ".alfred/memory/archive/a.md")).toBe("one\n");
    await removeWorkspaceFile(root, ".alfred/memory/archive/a.md");
    expect(await readWorkspaceText(root, ".alfred/memory/archive/a.md")).toBeUndefined();
  });

  it("refuses a linked file: reading /proc/self/environ, appending to or statting a canary", async () => {
    await mkdir(join(root, ".alfred", "memory"), { recursive: true });
    await symlink("/proc/self/environ", join(root, ".alfred/memory/USER.md"));
    await expect(readWorkspaceText(root, ".alfred/memory/USER.md")).rejects.toThrow(LINK_MESSAGE);
    await expect(readWorkspaceText(root, ".alfred/memory/USER.md")).rejects.toMatchObject({
      code: "link_refused",
      path: ".alfred/memory/USER.md",
    });
    await symlink(join(outside, "canary"), join(root, "journal.jsonl"));
    await expect(appendWorkspaceFile(root, "journal.jsonl", "agent\n")).rejects.toThrow(LINK_MESSAGE);
    await expect(statWorkspaceFile(root, "journal.jsonl")).rejects.toThrow(LINK_MESSAGE);
    expect(await readFile(join(outside, "canary"), "utf8")).toBe("canary\n");
  });

  it("replaces a link at the target when writing, never writing through it", async () => {
    await symlink(join(outside, "canary"), join(root, "summary.json"));
    await writeWorkspaceFile(root, "summary.json", "{}\n");
    expect(await readFile(join(outside, "canary"), "utf8")).toBe("canary\n");
    expect((await lstat(join(root, "summary.json"))).isSymbolicLink()).toBe(false);
    expect(await readFile(join(root, "summary.json"), "utf8")).toBe("{}\n");
  });

  it("refuses a linked directory on the way, for every operation, naming it relative to the root", async () => {
    await mkdir(join(root, ".alfred", "workflows", "r"), { recursive: true });
    await symlink(outside, join(root, ".alfred/workflows/r/memory"));
    await symlink(outside, join(root, ".alfred/cache"));
    const refusedAt = (path: string): unknown =>
      expect.objectContaining({
        code: "link_refused",
        path,
        message: expect.stringMatching(LINK_MESSAGE) as unknown,
      }) as unknown;
    await expect(writeWorkspaceFile(root, ".alfred/workflows/r/memory/USER.md", "js")).rejects.toEqual(
      refusedAt(".alfred/workflows/r/memory"),
    );
    await expect(readWorkspaceText(root, ".alfred/cache/map.json")).rejects.toEqual(
      refusedAt(".alfred/cache"),
    );
    await expect(appendWorkspaceFile(root, ".alfred/cache/x", "a")).rejects.toEqual(
      refusedAt(".alfred/cache"),
    );
    await expect(listWorkspaceDirectory(root, ".alfred/cache")).rejects.toEqual(refusedAt(".alfred/cache"));
    await expect(ensureWorkspaceDirectory(root, ".alfred/cache/sub")).rejects.toEqual(
      refusedAt(".alfred/cache"),
    );
    await expect(removeWorkspaceFile(root, ".alfred/cache/canary")).rejects.toEqual(
      refusedAt(".alfred/cache"),
    );
    await expect(renameWorkspaceFile(root, ".alfred/workflows/r/memory/x", "y")).rejects.toEqual(
      refusedAt(".alfred/workflows/r/memory"),
    );
    await writeWorkspaceFile(root, ".alfred/workflows/r/memory/USER.md", "js").catch((thrown: unknown) => {
      expect(String(thrown)).not.toContain(outside);
    });
    expect(await readFile(join(outside, "canary"), "utf8")).toBe("canary\n");
    expect((await readlink(join(root, ".alfred/cache"))).length).toBeGreaterThan(0);
  });

  it("refuses a FIFO without hanging, and paths outside the root", async () => {
    execFileSync("mkfifo", [join(root, "AGENTS.md")]);
    await expect(readWorkspaceText(root, "AGENTS.md")).rejects.toThrow(
      /refused AGENTS.md: not a regular file/,
    );
    await expect(readWorkspaceText(root, "../x")).rejects.toThrow(/not inside the workspace/);
    await expect(writeWorkspaceFile(root, join(outside, "canary"), "x")).rejects.toThrow(/not inside/);
  });
});

describe("workspace-fs: a root that does not exist yet", () => {
  it("is created by a write, as mkdir -p would", async () => {
    const fresh = join(root, "not-yet", "ws");
    await writeWorkspaceFile(fresh, ".alfred/memory/index.db", "db");
    expect(await readWorkspaceText(fresh, ".alfred/memory/index.db")).toBe("db");
  });
});
