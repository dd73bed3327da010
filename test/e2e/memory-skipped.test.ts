/**
 * Memory facts Alfred cannot read are reported, like skills (issue 27): each skipped file once,
 * with its reason, in `alfred doctor`, `alfred ask` and `alfred run` (the Action's log takes the
 * same session notes).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeWorkspace, runAlfred } from "../support/cli.js";
import { demoRepository, GIT_ENV, PROJECT_ROOT } from "../support/demo-repo.js";

/** Three facts that are not facts, one that is, and a skill without frontmatter. */
const MEMORY: Readonly<Record<string, string>> = {
  ".alfred/memory/facts/good.md":
    "---\ntype: project\nts: 2026-01-01T00:00:00Z\n---\nTests run with node --test.\n",
  ".alfred/memory/facts/bad-yaml.md": "---\ntype: [project\n---\nUnclosed list.\n",
  ".alfred/memory/facts/odd-type.md": "---\ntype: rumour\n---\nNot a known type.\n",
  ".alfred/memory/facts/bare.md": "No frontmatter at all.\n",
  ".alfred/skills/broken/SKILL.md": "No frontmatter either.\n",
};

const SKIPPED = [
  /memory fact skipped: \.alfred\/memory\/facts\/bad-yaml\.md: invalid frontmatter/,
  /memory fact skipped: \.alfred\/memory\/facts\/odd-type\.md: type must be one of/,
  /memory fact skipped: \.alfred\/memory\/facts\/bare\.md: no YAML frontmatter/,
  /skill skipped: \.alfred\/skills\/broken\/SKILL\.md:/,
];

/** How often `pattern` occurs in `text`. */
const count = (text: string, pattern: RegExp): number =>
  text.split("\n").filter((line) => pattern.test(line)).length;

describe("memory facts with bad frontmatter are reported, each once", () => {
  it("alfred doctor fails its memory check naming each skipped file and why", async () => {
    const workingDir = await makeWorkspace(MEMORY);
    const run = await runAlfred(["doctor", "--json"], { cwd: workingDir, timeoutMs: 60_000 });
    const { checks } = JSON.parse(run.stdout) as { checks: { check: string; ok: boolean; detail: string }[] };
    const memory = checks.find((check) => check.check === "memory");
    expect(memory?.ok).toBe(false);
    for (const pattern of SKIPPED) expect(memory?.detail).toMatch(pattern);
    expect(memory?.detail).not.toMatch(/good\.md/);
  });

  it("alfred ask notes each skipped file once", async () => {
    const workingDir = await makeWorkspace({
      ...MEMORY,
      "script.json": JSON.stringify({ turns: [{ text: "done" }] }),
    });
    const run = await runAlfred(["ask", "hello"], {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: "mock", ALFRED_MOCK_SCRIPT: "script.json" },
    });
    expect(run.code, run.stderr).toBe(0);
    for (const pattern of SKIPPED) expect(count(run.stderr, pattern), run.stderr).toBe(1);
  });

  it("alfred run notes each skipped file once", async () => {
    const workingDir = demoRepository((root) => {
      for (const [path, text] of Object.entries(MEMORY)) {
        mkdirSync(join(root, path, ".."), { recursive: true });
        writeFileSync(join(root, path), text);
      }
    });
    const run = await runAlfred(["run", "--run-id", "notes", "--budget", "2"], {
      cwd: workingDir,
      env: {
        ...(GIT_ENV as Record<string, string>),
        ALFRED_PROVIDER: "mock",
        ALFRED_MOCK_SCRIPT: join(PROJECT_ROOT, "fixtures/demo-run-script.json"),
        ALFRED_LEDGER_KEY: "skipped-memory-ledger-key-0123456789",
      },
      timeoutMs: 120_000,
    });
    expect(run.code, run.stderr).toBe(0);
    for (const pattern of SKIPPED) expect(count(run.stderr, pattern), run.stderr).toBe(1);
  }, 150_000);
});
