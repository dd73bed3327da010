/**
 * Issue 26's red team through the bundle (`node dist/index.js`, built by `npm run bundle`) with
 * the Action's default inputs: the checkout already holds links where the host reads and writes
 * (test/fixtures/red-team/link-attacks.json `links`, plus the run directory's `summary.json` and
 * `memory/USER.md` pointing at a write canary: the overwritten post-step script of the issue),
 * the scripted model plants more from sandboxed bash, then a second Action run (which restores
 * memory from the first one's artifact) and an `alfred ask` follow in the same workspace. No
 * canary may change; no secret the Action holds may be in the artifacts, the prompts, the pull
 * request, the job log or the CLI's output.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../../fakes/anthropic-server.js";
import type { FakeServer } from "../../fakes/fake-script.js";
import {
  type ActionResult,
  type ActionWorld,
  demoFiles,
  runAction,
  SECRETS,
  startWorld,
} from "../../support/action-run.js";
import { type CliRun, runAlfred } from "../../support/cli.js";
import { actionSecretValues } from "../../support/red-team-host.js";
import {
  conversationModel,
  featureListJson,
  featureModel,
  linkAttacks,
  toolCallIds,
} from "../../support/red-team-script.js";
import { findSecrets, stringLeaves, toolResultText } from "../../support/secret-scan.js";
import { tempDir } from "../../support/temp-dir.js";

const ACTION_TIMEOUT_MS = 300_000;
const CANARY_TEXT = "write canary: the next step's script\n";
/** The Action's default run id is `<GITHUB_RUN_ID>-<GITHUB_RUN_ATTEMPT>`. */
const FIRST_RUN = "42-1";
const SECOND_RUN = "43-1";

let canaryDir: string;
let writeCanary: string;
let tables: ReturnType<typeof linkAttacks>;
let world: ActionWorld;
let first: ActionResult;
let second: ActionResult;
let ask: { cli: CliRun; model: FakeServer };

function plantLinks(root: string, links: Readonly<Record<string, string>>): void {
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(target, join(root, path));
  }
}

beforeAll(
  async () => {
    canaryDir = tempDir("alfred-rt-links-canary-");
    writeCanary = join(canaryDir, "write-canary.txt");
    writeFileSync(writeCanary, CANARY_TEXT);
    tables = linkAttacks({ WRITE_CANARY: writeCanary, CANARY_DIR: canaryDir, RUN_ID: FIRST_RUN });
    const files = { ...demoFiles(), "feature_list.json": featureListJson(tables.run.features) };
    world = await startWorld(featureModel(tables.run.features), {}, files);
    plantLinks(world.workingDir, {
      ...tables.links,
      [`.alfred/workflows/${FIRST_RUN}/summary.json`]: writeCanary,
      [`.alfred/workflows/${FIRST_RUN}/memory/USER.md`]: writeCanary,
      [`.alfred/workflows/${SECOND_RUN}/memory`]: canaryDir,
    });
    first = await runAction(
      world,
      { name: "schedule", payload: { schedule: "0 3 * * *" } },
      {},
      {},
      ACTION_TIMEOUT_MS,
    );
    second = await runAction(
      world,
      { name: "schedule", payload: { schedule: "0 3 * * *" } },
      {},
      { GITHUB_RUN_ID: "43" },
      ACTION_TIMEOUT_MS,
    );
    const model = await startAnthropicFake(conversationModel(tables.laterAsk));
    const cli = await runAlfred(["ask", "--yes", "Do the task"], {
      cwd: world.workingDir,
      env: {
        ALFRED_PROVIDER: "anthropic",
        ALFRED_BASE_URL: model.url,
        ANTHROPIC_API_KEY: SECRETS.anthropicKey,
        ALFRED_LEDGER_KEY: SECRETS.ledgerKey,
        GITHUB_TOKEN: SECRETS.githubToken,
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_CONFIG_NOSYSTEM: "1",
      },
      timeoutMs: 120_000,
    });
    ask = { cli, model };
  },
  2 * ACTION_TIMEOUT_MS + 150_000,
);

afterAll(async () => {
  const dump = process.env.RED_TEAM_DUMP;
  if (dump !== undefined) {
    writeFileSync(join(dump, "links-action-log.txt"), `${first?.log}\n=== second\n${second?.log}`);
    writeFileSync(join(dump, "links-action-requests.json"), JSON.stringify(world?.model.requests, null, 1));
  }
  await ask?.model.close();
  await world?.close();
  if (canaryDir !== undefined) rmSync(canaryDir, { recursive: true, force: true });
});

/** The job log as a reader sees it: `::add-mask::VALUE` is consumed by the runner, never shown. */
function shown(log: string): string {
  return log
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
}

function resultOf(id: string): string {
  const text = toolResultText(world.model.requests, id);
  expect(text, `${id} never ran\n${first.log.slice(-3000)}`).toBeDefined();
  return text ?? "";
}

/** Every file of every uploaded artifact, as text. */
function artifactTexts(): string[] {
  return [...world.artifacts.artifacts.values()].flatMap((artifact) =>
    [...artifact.files.values()].map((bytes) => bytes.toString("utf8")),
  );
}

describe("issue 26 red team: the bundled Action never follows a planted link", () => {
  it("both runs finished and uploaded their ledger artifacts; the model's attack ran", () => {
    expect(first.code, first.log.slice(-3000)).not.toBeNull();
    expect(second.code, second.log.slice(-3000)).not.toBeNull();
    for (const id of toolCallIds(tables.run.features[0]?.turns ?? [])) resultOf(id);
    expect(world.artifacts.artifacts.size, first.log.slice(-3000)).toBe(2);
    for (const artifact of world.artifacts.artifacts.values())
      expect([...artifact.files.keys()].sort()).toEqual(
        expect.arrayContaining(["ledger.jsonl", "summary.json"]),
      );
  });

  it("sandboxed bash could not plant anything under .alfred/", () => {
    expect(resultOf("toolu_rt_links_bash_state")).toMatch(/Read-only file system/);
  });

  it("no canary written or overwritten (summary.json, the carried memory, episodes, caches)", () => {
    expect(readFileSync(writeCanary, "utf8")).toBe(CANARY_TEXT);
    expect(readdirSync(canaryDir)).toEqual(["write-canary.txt"]);
  });

  it("memory linked to /proc/self/environ is not carried: the log says why, workspace-relative", () => {
    const notice = first.log.split("\n").find((line) => line.includes("Memory is not carried")) ?? "";
    expect(notice, first.log.slice(-3000)).toMatch(
      /not carried in the ledger artifact: refused \.alfred\/memory\/USER\.md/,
    );
    expect(notice).not.toContain(canaryDir);
  });

  it("no secret of the Action in the artifacts, the prompts, the pull requests, the job logs or alfred ask", () => {
    const prompts = [...world.model.requests, ...ask.model.requests].flatMap((request) =>
      stringLeaves(request.body),
    );
    const github = [
      ...world.github.requests.flatMap((request) => stringLeaves(request.body)),
      ...world.github.state.pulls.flatMap((pull) => [pull.title, pull.body]),
      ...world.github.state.comments.map((comment) => comment.body),
    ];
    const texts = [
      ...artifactTexts(),
      ...prompts,
      ...github,
      shown(first.log),
      shown(second.log),
      ask.cli.stdout,
      ask.cli.stderr,
    ];
    expect(findSecrets(texts, actionSecretValues())).toEqual([]);
  });

  it("alfred ask afterwards refuses the linked skill and memory", () => {
    expect(ask.cli.code, ask.cli.stderr.slice(-3000)).toBe(0);
    expect(ask.cli.stderr).toContain("skill skipped: .alfred/skills/leak/SKILL.md: refused");
  });
});
