import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runAlfred } from "../support/cli.js";
import { demoRepository, GIT_ENV, gitIn, PROJECT_ROOT } from "../support/demo-repo.js";
import { tempDir } from "../support/temp-dir.js";

const KEY = "cli-test-ledger-key-0123456789abcd";
const env = {
  ...GIT_ENV,
  ALFRED_PROVIDER: "mock",
  ALFRED_MOCK_SCRIPT: join(PROJECT_ROOT, "fixtures/demo-run-script.json"),
  ALFRED_LEDGER_KEY: KEY,
} as Record<string, string>;
let workingDir = "";
let ledger = "";
let start = "";

beforeAll(async () => {
  workingDir = demoRepository();
  start = gitIn(workingDir, "rev-parse", "HEAD").trim();
  const run = await runAlfred(["run", "--run-id", "cli", "--budget", "2"], { cwd: workingDir, env });
  expect(run.stderr).toContain("all_resolved: 2 passing, 1 blocked, 0 pending");
  expect(run.code).toBe(0);
  ledger = join(workingDir, ".alfred/workflows/cli/ledger.jsonl");
}, 60_000);

describe("alfred ledger verify", () => {
  it("accepts the run's ledger with exit 0", async () => {
    const verify = await runAlfred(["ledger", "verify", ledger], { cwd: workingDir, env });
    expect(verify.code).toBe(0);
  });

  it.each([
    [
      "an edited verify exit code",
      (lines: string[]) => lines.map((line) => line.replace('"verifyExit":1', '"verifyExit":0')),
      /bad signature/,
    ],
    ["a deleted middle line", (lines: string[]) => lines.filter((_, index) => index !== 3), /sequence gap/],
    [
      "two swapped lines",
      (lines: string[]) => [lines[0]!, lines[2]!, lines[1]!, ...lines.slice(3)],
      /reorder|broken link|sequence/,
    ],
    // The chain still verifies without its run_end: the ledger is reported incomplete, not intact.
    ["a lost last line", (lines: string[]) => lines.slice(0, -1), /incomplete: \d+ entries and no "run_end"/],
    [
      "a line that is not JSON",
      (lines: string[]) => [...lines.slice(0, 2), "{not json", ...lines.slice(3)],
      /not JSON/,
    ],
  ])("rejects %s with exit 1 naming the entry", async (_name, tamper, problem) => {
    const lines = readFileSync(ledger, "utf8").trimEnd().split("\n");
    const tampered = join(workingDir, "tampered.jsonl");
    writeFileSync(tampered, `${tamper(lines).join("\n")}\n`);
    const verify = await runAlfred(["ledger", "verify", tampered], { cwd: workingDir, env });
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/broken at entry \d+|incomplete: \d+ entries/);
    expect(verify.stdout).toMatch(problem);
  });

  it("rejects the right ledger checked with the wrong key", async () => {
    const verify = await runAlfred(["ledger", "verify", ledger], {
      cwd: workingDir,
      env: { ...env, ALFRED_LEDGER_KEY: "a-different-key-0123456789" },
    });
    expect(verify.code).toBe(1);
    expect(verify.stdout).toContain("bad signature");
  });

  it("refuses a ledger key too short to be safe", async () => {
    const verify = await runAlfred(["ledger", "verify", ledger], {
      cwd: workingDir,
      env: { ...env, ALFRED_LEDGER_KEY: "short" },
    });
    expect(verify.code).toBe(2);
    expect(verify.stderr).toContain("ALFRED_LEDGER_KEY: too short");
  });
});

/** Every file of the checkout (bar git's objects and logs) with its bytes, plus HEAD, index and status. */
function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (/^\.git\/(objects|logs|worktrees)(\/|$)/.test(path)) continue;
    const full = join(root, path);
    if (statSync(full).isFile()) files[path] = readFileSync(full).toString("base64");
  }
  files["(status)"] = gitIn(root, "status", "--porcelain", "--untracked-files=all");
  return files;
}

describe("alfred replay", () => {
  const journal = () => join(workingDir, ".alfred/workflows/cli/journal.jsonl");

  it("replays in a temporary worktree at the run's starting commit; a checkout past it is left byte-identical", async () => {
    expect(gitIn(workingDir, "rev-parse", "HEAD").trim()).not.toBe(start);
    const before = snapshot(workingDir);
    const replay = await runAlfred(["replay", journal()], { cwd: workingDir, env });
    expect(replay.stdout).toContain("6 calls replayed, 0 changed");
    expect(replay.stderr).toContain(`temporary worktree at ${start.slice(0, 12)}`);
    expect(replay.code).toBe(0);
    expect(snapshot(workingDir)).toEqual(before);
    expect(gitIn(workingDir, "worktree", "list", "--porcelain")).not.toMatch(/alfred-replay-/);
  });

  it("leaves a dirty tree byte-identical too", async () => {
    writeFileSync(
      join(workingDir, "src/text.js"),
      "// rewritten: the anchors the recorded edits relied on are gone\n",
    );
    writeFileSync(join(workingDir, "notes.txt"), "untracked\n");
    const before = snapshot(workingDir);
    const replay = await runAlfred(["replay", journal()], { cwd: workingDir, env });
    expect(replay.stdout).toContain("6 calls replayed, 0 changed");
    expect(snapshot(workingDir)).toEqual(before);
    gitIn(workingDir, "checkout", "--", "src/text.js");
  });

  it("reports the calls whose tool results changed", async () => {
    // A recorded edit whose old text the start commit never had: replayed, that edit fails.
    const runDir = tempDir("alfred-replay-copy-");
    copyFileSync(join(workingDir, ".alfred/workflows/cli/ledger.jsonl"), join(runDir, "ledger.jsonl"));
    const recorded = readFileSync(journal(), "utf8");
    const tampered = recorded.replace(
      '"old_string":"  return text.split(\\" \\").length;"',
      '"old_string":"  return text.nowhere;"',
    );
    expect(tampered).not.toBe(recorded);
    writeFileSync(join(runDir, "journal.jsonl"), tampered);
    const replay = await runAlfred(["replay", join(runDir, "journal.jsonl")], { cwd: workingDir, env });
    expect(replay.code).toBe(1);
    expect(replay.stdout).toMatch(
      /word-count\/attempt-2\/implement: changed\n\s+tools: recorded "file_read\(src\/text\.js\) ✓, file_edit\(src\/text\.js\) ✓", replayed "file_read\(src\/text\.js\) ✓, file_edit\(src\/text\.js\) ✗"/,
    );
  });
});
