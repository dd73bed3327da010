/**
 * Resume trusts nothing it cannot prove: a lost journal entry, a dropped ledger line, an open ledger.
 * Shared scenarios: test/support/crash-scenarios.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import { runAlfred } from "../support/cli.js";
import { crashEnv, crashModel, crashRepository, killedAt } from "../support/crash-run.js";
import { DEMO_ANCHOR } from "../support/demo-turns.js";
import { gitIn, statuses } from "../support/demo-repo.js";
import { describe, expect, it } from "vitest";
import {
  RESUME,
  RUN,
  RUN_TIMEOUT_MS,
  SCENARIO_TIMEOUT_MS,
  useCrashWorld,
} from "../support/crash-scenarios.js";

const world = useCrashWorld({ reference: false });

describe("resume trusts nothing it cannot prove", () => {
  it(
    "never reuses a recorded verify pass for another tree: a lost implement entry cannot commit broken code",
    async () => {
      // Asked a second time, the model writes broken code.
      let asked = 0;
      const broken = await startAnthropicFake(
        crashModel((step) =>
          step === "slugify/implement#1" && (asked += 1) > 1
            ? {
                turn: {
                  toolCalls: [
                    {
                      name: "file_edit",
                      input: {
                        path: "src/text.js",
                        old_string: DEMO_ANCHOR,
                        new_string: `${DEMO_ANCHOR}\nexport const slugify = (text) => text.toLowerCase(;`,
                      },
                    },
                  ],
                },
              }
            : undefined,
        ),
      );
      try {
        const workingDir = crashRepository(["slugify"]);
        const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
        await killedAt(workingDir, RUN, broken.url, "after_verify");
        // The implement call's journal entry is lost: the resume asks the model again.
        writeFileSync(join(workingDir, ".alfred/workflows/r1/journal.jsonl"), "");
        const resumed = await runAlfred(RESUME, {
          cwd: workingDir,
          env: crashEnv(broken.url),
          timeoutMs: RUN_TIMEOUT_MS,
        });
        expect(resumed.code, resumed.stderr).toBe(1);
        expect(statuses(workingDir)).toEqual({ slugify: "blocked" });
        expect(gitIn(workingDir, "rev-list", `${start}..HEAD`).trim()).toBe("");
        const verifies = readFileSync(join(workingDir, ".alfred/workflows/r1/ledger.jsonl"), "utf8")
          .trim()
          .split("\n")
          .map(
            (line) =>
              JSON.parse(line) as {
                kind: string;
                data: { attempt?: number; tree?: string; exitCode?: number };
              },
          )
          .filter((entry) => entry.kind === "verify" && entry.data.attempt === 1);
        expect(verifies.map((entry) => entry.data.exitCode)).toEqual([0, 1]);
        expect(verifies[0]?.data.tree).not.toBe(verifies[1]?.data.tree);
      } finally {
        await broken.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "refuses to resume a ledger whose last line was dropped, naming the ledger and its anchor",
    async () => {
      const workingDir = crashRepository(["slugify"]);
      await killedAt(workingDir, RUN, world.fake.url, "after_commit");
      const ledger = join(workingDir, ".alfred/workflows/r1/ledger.jsonl");
      const lines = readFileSync(ledger, "utf8").trim().split("\n");
      writeFileSync(ledger, `${lines.slice(0, -1).join("\n")}\n`);
      const head = gitIn(workingDir, "rev-parse", "HEAD").trim();

      const resumed = await runAlfred(RESUME, {
        cwd: workingDir,
        env: crashEnv(world.fake.url),
        timeoutMs: RUN_TIMEOUT_MS,
      });
      expect(resumed.code).toBe(1);
      expect(resumed.stderr).toMatch(
        /ledger\.jsonl ends at entry \d+ but .*ledger\.head\.json records entry \d+/,
      );
      expect(gitIn(workingDir, "rev-parse", "HEAD").trim()).toBe(head);
      expect(readFileSync(ledger, "utf8").trim().split("\n")).toHaveLength(lines.length - 1);

      const verify = await runAlfred(["ledger", "verify", ledger], {
        cwd: workingDir,
        env: { ALFRED_LEDGER_KEY: "crash-test-ledger-key-0123456789" },
      });
      expect(verify.code).toBe(1);
      expect(verify.stdout).toMatch(/lost its last lines/);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "alfred ledger verify calls a ledger without run_end incomplete (exit 1); --allow-open accepts it",
    async () => {
      const workingDir = crashRepository(["slugify"]);
      await killedAt(workingDir, RUN, world.fake.url, "after_outcome");
      const ledger = join(workingDir, ".alfred/workflows/r1/ledger.jsonl");
      const env = { ALFRED_LEDGER_KEY: "crash-test-ledger-key-0123456789" };
      const closed = await runAlfred(["ledger", "verify", ledger], { cwd: workingDir, env });
      expect(closed.code).toBe(1);
      expect(closed.stdout).toMatch(/incomplete: \d+ entries and no "run_end"/);
      const open = await runAlfred(["ledger", "verify", "--allow-open", ledger], { cwd: workingDir, env });
      expect(open.code).toBe(0);
      expect(open.stdout).toMatch(/intact/);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
