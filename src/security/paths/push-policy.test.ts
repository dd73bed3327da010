import { describe, expect, it } from "vitest";
import { checkPushedCommits, hasAlfredTrailers, parseNameStatus, type PushedCommit } from "./push-policy.js";

const protect = (path: string): boolean =>
  path.startsWith(".alfred/") || path.startsWith(".github/workflows/");
const message = (id: string, run = "r1") => `feat(${id}): x\n\nAlfred-Feature: ${id}\nAlfred-Run: ${run}\n`;
const commit = (sha: string, text: string, ...changes: [string, ...string[]][]): PushedCommit => ({
  sha,
  message: text,
  changes: changes.map(([status, ...paths]) => ({ status, paths })),
});

describe("checkPushedCommits", () => {
  it.each([
    {
      name: "harness commits on ordinary paths",
      commits: [commit("a1", message("f"), ["M", "src/x.js"])],
      ok: true,
    },
    { name: "no commits", commits: [], ok: true },
    {
      name: "a rename out of a protected path (source side)",
      commits: [commit("b2", message("f"), ["R100", ".github/workflows/ci.yml", "ci.yml"])],
      ok: false,
      path: ".github/workflows/ci.yml",
    },
    {
      name: "a rename into a protected path (destination side)",
      commits: [commit("c3", message("f"), ["R090", "x.yml", ".github/workflows/x.yml"])],
      ok: false,
      path: ".github/workflows/x.yml",
    },
    {
      name: "a deletion of .alfred/config.json",
      commits: [commit("d4", message("f"), ["D", ".alfred/config.json"])],
      ok: false,
      path: ".alfred/config.json",
    },
    { name: "a commit of another run", commits: [commit("e5", message("f", "r0"), ["M", "a"])], ok: false },
    {
      name: "trailers not in the last paragraph",
      commits: [commit("f6", "x\n\nAlfred-Feature: f\nAlfred-Run: r1\n\nmore")],
      ok: false,
    },
    {
      name: "a look-alike path is not protected",
      commits: [commit("a7", message("f"), ["A", ".github/workflows-old/x"])],
      ok: true,
    },
  ])("$name", ({ commits, ok, path }) => {
    const verdict = checkPushedCommits(commits, { runId: "r1", isProtected: protect });
    expect(verdict.ok).toBe(ok);
    if (!verdict.ok && path !== undefined) expect(verdict).toMatchObject({ path });
  });

  it("refuses a commit the harness did not report, even with its trailers", () => {
    const verdict = checkPushedCommits([commit("a1", message("f"))], {
      runId: "r1",
      expectedCommits: new Set(["b2"]),
      isProtected: protect,
    });
    expect(verdict).toMatchObject({ ok: false, sha: "a1" });
  });

  describe("the memory commit (commit-memory: true)", () => {
    const memoryMessage = (run = "r1") =>
      `chore(memory): remembered\n\nAlfred-Memory: 2 facts\nAlfred-Run: ${run}\n`;
    // What memory/layout.ts's isCommittableMemoryPath allows, as the policy receives it.
    const allows = (path: string): boolean =>
      /^\.alfred\/memory\/(facts\/[a-z0-9-]+\.md|MEMORY\.md|USER\.md)$/.test(path);
    const feature = commit("a1", message("f"), ["M", "src/x.js"]);
    it.each([
      {
        name: "facts, MEMORY.md and USER.md",
        changes: [
          ["A", ".alfred/memory/facts/db.md"],
          ["M", ".alfred/memory/MEMORY.md"],
          ["M", ".alfred/memory/USER.md"],
          ["D", ".alfred/memory/facts/old.md"],
        ],
        ok: true,
      },
      {
        name: "index.db",
        changes: [
          ["A", ".alfred/memory/facts/db.md"],
          ["A", ".alfred/memory/index.db"],
        ],
        ok: false,
        path: ".alfred/memory/index.db",
      },
      {
        name: "another .alfred/ path",
        changes: [["M", ".alfred/hooks.json"]],
        ok: false,
        path: ".alfred/hooks.json",
      },
      {
        name: "an episode",
        changes: [["A", ".alfred/memory/episodes/f.json"]],
        ok: false,
        path: ".alfred/memory/episodes/f.json",
      },
      { name: "source code", changes: [["M", "src/x.js"]], ok: false, path: "src/x.js" },
      {
        name: "a rename out of facts/",
        changes: [["R100", ".alfred/memory/facts/a.md", "src/a.md"]],
        ok: false,
        path: "src/a.md",
      },
    ] as { name: string; changes: [string, ...string[]][]; ok: boolean; path?: string }[])(
      "$name",
      ({ changes, ok, path }) => {
        const verdict = checkPushedCommits([feature, commit("m1", memoryMessage(), ...changes)], {
          runId: "r1",
          expectedCommits: new Set(["a1"]),
          isProtected: protect,
          memory: { sha: "m1", allows },
        });
        expect(verdict.ok).toBe(ok);
        if (!verdict.ok) expect(verdict).toMatchObject({ sha: "m1", path });
      },
    );

    it("is refused without the opt-in, and needs the memory trailers of this run", () => {
      const memory = commit("m1", memoryMessage(), ["A", ".alfred/memory/facts/db.md"]);
      expect(checkPushedCommits([feature, memory], { runId: "r1", isProtected: protect })).toMatchObject({
        ok: false,
        path: ".alfred/memory/facts/db.md",
      });
      const otherRun = commit("m1", memoryMessage("r0"), ["A", ".alfred/memory/facts/db.md"]);
      expect(
        checkPushedCommits([otherRun], { runId: "r1", isProtected: protect, memory: { sha: "m1", allows } }),
      ).toMatchObject({ ok: false, sha: "m1" });
      // Another commit touching memory is refused even when a memory commit is allowed.
      const sneaky = commit("a2", message("g"), ["A", ".alfred/memory/facts/db.md"]);
      expect(
        checkPushedCommits([sneaky], { runId: "r1", isProtected: protect, memory: { sha: "m1", allows } }),
      ).toMatchObject({ ok: false, sha: "a2" });
    });
  });

  it("reads trailers case-insensitively and needs both", () => {
    expect(hasAlfredTrailers("t\n\nalfred-feature: x\nALFRED-RUN: r1", "r1")).toBe(true);
    expect(hasAlfredTrailers("t\n\nAlfred-Feature: x", "r1")).toBe(false);
  });
});

describe("parseNameStatus", () => {
  it("splits -z output, renames and copies into both paths", () => {
    expect(parseNameStatus("M\0a b.js\0R100\0old\0new\0C075\0s\0d\0D\0gone\0")).toEqual([
      { status: "M", paths: ["a b.js"] },
      { status: "R100", paths: ["old", "new"] },
      { status: "C075", paths: ["s", "d"] },
      { status: "D", paths: ["gone"] },
    ]);
  });
});
