import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  captureBaseline,
  featureSnapshot,
  overlayTree,
  restoreCheckpoint,
  restoreTree,
} from "./workspace-tree.js";
import { tempDir } from "../../../test/support/temp-dir.js";

function write(repo: string, path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** A repository whose first commit tracks a source file, the feature list and a memory fact (commit-memory). */
function repository(): { repo: string; checkpoint: string } {
  const repo = tempDir("alfred-tree-");
  const git = (...args: string[]): string =>
    execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  git("init", "--quiet");
  git("config", "user.name", "t");
  git("config", "user.email", "t@example.com");
  write(repo, "src/add.js", "export const add = (a, b) => a + b;\n");
  write(repo, "feature_list.json", '{"features":[]}\n');
  write(
    repo,
    ".alfred/memory/facts/style.md",
    "---\ntype: project\nts: 2026-01-01T00:00:00.000Z\n---\nTabs.\n",
  );
  git("add", "-A");
  git("commit", "--quiet", "-m", "start");
  return { repo, checkpoint: git("rev-parse", "HEAD") };
}

describe("restoreCheckpoint (a blocked feature's rollback)", () => {
  it("undoes the feature's code, and keeps the feature list and memory, committed facts included", async () => {
    const { repo, checkpoint } = repository();
    // What a blocked feature left: an edit, a new file, the list's status, and what the agent learned.
    write(repo, "src/add.js", "export const add = () => 42;\n");
    write(repo, "src/new.js", "export {};\n");
    write(repo, "feature_list.json", '{"features":[],"edited":true}\n');
    write(
      repo,
      ".alfred/memory/facts/style.md",
      "---\ntype: project\nts: 2026-02-01T00:00:00.000Z\n---\nSpaces.\n",
    );
    write(
      repo,
      ".alfred/memory/facts/verify.md",
      "---\ntype: project\nts: 2026-02-01T00:00:00.000Z\n---\nnpm t\n",
    );

    await restoreCheckpoint(repo, checkpoint, [], "feature_list.json");

    expect(readFileSync(join(repo, "src/add.js"), "utf8")).toBe("export const add = (a, b) => a + b;\n");
    expect(existsSync(join(repo, "src/new.js"))).toBe(false);
    expect(readFileSync(join(repo, "feature_list.json"), "utf8")).toContain('"edited":true');
    expect(readFileSync(join(repo, ".alfred/memory/facts/style.md"), "utf8")).toContain("Spaces.");
    expect(readFileSync(join(repo, ".alfred/memory/facts/verify.md"), "utf8")).toContain("npm t");
  });
});

describe("the temporary index", () => {
  it("leaves the real index alone: a snapshot, an overlay and a restore change neither it nor what is staged", async () => {
    const { repo, checkpoint } = repository();
    write(repo, "src/add.js", "export const add = () => 42;\n");
    write(repo, "src/new.js", "export {};\n");
    // Something the person staged themselves, and the index's exact bytes.
    execFileSync("git", ["add", "src/new.js"], { cwd: repo });
    const staged = (): string =>
      execFileSync("git", ["diff", "--cached", "--name-only"], { cwd: repo, encoding: "utf8" });
    const before = { staged: staged(), index: readFileSync(join(repo, ".git", "index")) };

    const snapshot = await featureSnapshot(repo, checkpoint, [], "feature_list.json");
    await overlayTree(repo, checkpoint, [{ path: "src/other.js", blob: null, mode: "100644" }]);
    await restoreTree(repo, snapshot.tree, [], "feature_list.json");

    expect(snapshot.changed).toEqual(["src/add.js", "src/new.js"]);
    expect(staged()).toBe(before.staged);
    expect(readFileSync(join(repo, ".git", "index")).equals(before.index)).toBe(true);
    // No temporary index is left behind.
    expect(readdirSync(join(repo, ".git")).filter((name) => name.startsWith("alfred-index-"))).toEqual([]);
  });
});

describe("captureBaseline never reads through a link (issue 26)", () => {
  it("records a developer's untracked link as a link, and a rollback puts it back", async () => {
    const { repo, checkpoint } = repository();
    const outside = tempDir("alfred-tree-out-");
    const secret = join(outside, "secret.txt");
    writeFileSync(secret, "the host's secret\n");
    mkdirSync(join(repo, ".alfred", "skills", "leak"), { recursive: true });
    symlinkSync(secret, join(repo, ".alfred/skills/leak/SKILL.md"));
    const baseline = await captureBaseline(repo, [".alfred/skills/leak/SKILL.md"], []);
    expect(baseline).toEqual([
      { path: ".alfred/skills/leak/SKILL.md", blob: expect.any(String) as unknown, mode: "120000" },
    ]);
    const stored = execFileSync("git", ["cat-file", "blob", baseline[0]?.blob ?? ""], {
      cwd: repo,
      encoding: "utf8",
    });
    expect(stored).toBe(secret);
    // The agent replaces the link; the rollback restores the developer's link, not a file.
    rmSync(join(repo, ".alfred/skills/leak/SKILL.md"));
    writeFileSync(join(repo, ".alfred/skills/leak/SKILL.md"), "agent\n");
    await restoreCheckpoint(repo, checkpoint, baseline, "feature_list.json");
    expect(lstatSync(join(repo, ".alfred/skills/leak/SKILL.md")).isSymbolicLink()).toBe(true);
    expect(readFileSync(secret, "utf8")).toBe("the host's secret\n");
  });
});
