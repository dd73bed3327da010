/**
 * Issue 26's red team through the CLI (`node bin/alfred.js`, built by `npm run build`): the
 * host never follows the agent's links. A developer's workspace already holds links where the
 * host reads and writes (test/fixtures/red-team/link-attacks.json `links`: memory, episodes,
 * caches, skills, the next run's journal, a committed CLAUDE.md), each pointing at a write
 * canary outside the workspace or at /proc/self/environ; then `alfred run` (whose scripted
 * model plants more from sandboxed bash and tries the file tools on the memory store), a second
 * `alfred run` and an `alfred ask` run in that same workspace. No canary may be written, no
 * secret of the CLI's environment may reach the model, the output, the ledger or the history.
 */
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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../../fakes/anthropic-server.js";
import type { FakeServer } from "../../fakes/fake-script.js";
import { SECRETS } from "../../support/action-run.js";
import { type CliRun, runAlfred } from "../../support/cli.js";
import { demoRepository, gitIn } from "../../support/demo-repo.js";
import {
  conversationModel,
  featureListJson,
  featureModel,
  linkAttacks,
  toolCallIds,
} from "../../support/red-team-script.js";
import { findSecrets, toolResultText } from "../../support/secret-scan.js";
import { tempDir } from "../../support/temp-dir.js";

const CLI_TIMEOUT_MS = 180_000;
const CANARY_TEXT = "write canary: nothing may change this file\n";

let canaryDir: string;
let writeCanary: string;
let repo: string;
let tables: ReturnType<typeof linkAttacks>;
const servers: FakeServer[] = [];
let first: { cli: CliRun; model: FakeServer };
let second: { cli: CliRun; model: FakeServer };
let ask: { cli: CliRun; model: FakeServer };

function cliEnv(model: FakeServer): Record<string, string> {
  return {
    ALFRED_PROVIDER: "anthropic",
    ALFRED_BASE_URL: model.url,
    ANTHROPIC_API_KEY: SECRETS.anthropicKey,
    ALFRED_LEDGER_KEY: SECRETS.ledgerKey,
    GITHUB_TOKEN: SECRETS.githubToken,
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_NOSYSTEM: "1",
  };
}

const SECRET_VALUES = {
  anthropicKey: SECRETS.anthropicKey,
  ledgerKey: SECRETS.ledgerKey,
  githubToken: SECRETS.githubToken,
};

/** Plants the developer's links (the table's `links`) in `root`. */
function plantLinks(root: string, links: Readonly<Record<string, string>>): void {
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(target, join(root, path));
  }
}

async function alfred(args: readonly string[], model: FakeServer): Promise<CliRun> {
  return runAlfred(args, { cwd: repo, env: cliEnv(model), timeoutMs: CLI_TIMEOUT_MS });
}

beforeAll(
  async () => {
    canaryDir = tempDir("alfred-rt-links-canary-");
    writeCanary = join(canaryDir, "write-canary.txt");
    writeFileSync(writeCanary, CANARY_TEXT);
    tables = linkAttacks({ WRITE_CANARY: writeCanary, CANARY_DIR: canaryDir, RUN_ID: "rt" });
    repo = demoRepository((root) => {
      writeFileSync(join(root, "feature_list.json"), featureListJson(tables.run.features));
      // Committed: git keeps the link itself; the unattended run reads the commit, `alfred ask` the worktree.
      symlinkSync("/proc/self/environ", join(root, "CLAUDE.md"));
    });
    plantLinks(repo, tables.links);
    const firstModel = await startAnthropicFake(featureModel(tables.run.features));
    const secondModel = await startAnthropicFake(featureModel(tables.run.features));
    const askModel = await startAnthropicFake(conversationModel(tables.laterAsk));
    servers.push(firstModel, secondModel, askModel);
    first = { cli: await alfred(["run", "--run-id", "rt", "--budget", "1"], firstModel), model: firstModel };
    second = {
      cli: await alfred(["run", "--run-id", "rt2", "--budget", "1"], secondModel),
      model: secondModel,
    };
    ask = { cli: await alfred(["ask", "--yes", "Do the task"], askModel), model: askModel };
  },
  3 * CLI_TIMEOUT_MS + 30_000,
);

afterAll(async () => {
  const dump = process.env.RED_TEAM_DUMP;
  if (dump !== undefined) {
    for (const [name, run] of Object.entries({ first, second, ask })) {
      writeFileSync(join(dump, `links-${name}-requests.json`), JSON.stringify(run.model.requests, null, 1));
      writeFileSync(join(dump, `links-${name}-output.txt`), `${run.cli.stdout}\n---\n${run.cli.stderr}`);
    }
  }
  await Promise.all(servers.map((server) => server.close()));
  for (const dir of [canaryDir, repo === undefined ? undefined : dirname(repo)])
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

function resultOf(id: string): string {
  const text = toolResultText(first.model.requests, id);
  expect(
    text,
    `${id} never ran\n${first.cli.stdout.slice(-2000)}\n${first.cli.stderr.slice(-2000)}`,
  ).toBeDefined();
  return text ?? "";
}

function allOutput(): string[] {
  return [first, second, ask].flatMap((run) => [run.cli.stdout, run.cli.stderr]);
}

describe("issue 26 red team: alfred run, a second run and alfred ask never follow a planted link", () => {
  it("the first run played every scripted call", () => {
    for (const id of toolCallIds(tables.run.features[0]?.turns ?? [])) resultOf(id);
    // It finishes (the feature is blocked: the developer's planted links count as changes under .alfred/).
    expect(first.cli.code, first.cli.stderr.slice(-3000)).not.toBeNull();
    expect(first.cli.stderr).toContain("ledger:  .alfred/workflows/rt/ledger.jsonl");
  });

  it("sandboxed bash cannot plant anything under .alfred/ (read-only), nor move it away", () => {
    const output = resultOf("toolu_rt_links_bash_state");
    expect(output).toMatch(/Read-only file system|Device or resource busy/);
    expect(existsSync(join(repo, ".alfred-gone"))).toBe(false);
    expect(existsSync(join(repo, ".alfred", "cache2"))).toBe(false);
    for (const path of [
      "workflows/rt/summary.json",
      "workflows/rt/journal.jsonl",
      "memory/facts/environ.md",
    ]) {
      const full = join(repo, ".alfred", path);
      if (existsSync(full)) expect(lstatSync(full).isSymbolicLink(), path).toBe(false);
    }
  });

  it("the file tools refuse the memory store (memory changes only through the memory tools)", () => {
    // USER.md is the developer's link to /proc/self/environ: the jail refuses it first.
    expect(resultOf("toolu_rt_links_write_memory")).toMatch(/path_jail.*resolves outside the workspace/);
    expect(resultOf("toolu_rt_links_write_fact")).toMatch(/^Refused: .*harness's own state/);
    expect(existsSync(join(repo, ".alfred/memory/facts/planted.md"))).toBe(false);
  });

  it("a refused read names the workspace path only, never a host path or PID", () => {
    expect(resultOf("toolu_rt_links_bash_root")).toContain("root-link-made");
    for (const id of ["toolu_rt_links_read_link", "toolu_rt_links_read_proc"]) {
      expect(resultOf(id)).toMatch(/^Permission denied \(path_jail\).*resolves outside the workspace/);
      expect(resultOf(id)).not.toMatch(/\/proc\/\d+/);
    }
  });

  it("no canary written or overwritten, nothing created beside it", () => {
    expect(readFileSync(writeCanary, "utf8")).toBe(CANARY_TEXT);
    expect(readdirSync(canaryDir)).toEqual(["write-canary.txt"]);
  });

  it("the second run refuses the linked journal with a workspace-relative message", () => {
    const output = `${second.cli.stdout}\n${second.cli.stderr}`;
    expect(second.cli.code, output).not.toBe(0);
    expect(output).toMatch(/refused journal\.jsonl: it is a symbolic link/);
    expect(output).not.toContain(canaryDir);
  });

  it("the first run's ledger records the refused episode link", () => {
    const ledger = readFileSync(join(repo, ".alfred/workflows/rt/ledger.jsonl"), "utf8");
    expect(ledger).toContain('"link_refused"');
    expect(ledger).toContain(".alfred/memory/episodes");
  });

  it("alfred ask answered, and the skill and memory it read through links were refused", () => {
    expect(ask.cli.code, ask.cli.stderr.slice(-3000)).toBe(0);
    const skill = toolResultText(ask.model.requests, "toolu_rt_links_ask_skill") ?? "";
    expect(skill).toMatch(/path_jail|refused \.alfred\/skills\/leak\/SKILL\.md: it is a symbolic link/);
    expect(ask.cli.stderr).toContain("skill skipped: .alfred/skills/leak/SKILL.md: refused");
  });

  it("no secret of the CLI's environment in any prompt, output, ledger, journal or commit", () => {
    // Request bodies: the headers carry the provider key, as they must.
    const prompts = [first, second, ask].map((run) =>
      JSON.stringify(run.model.requests.map((request) => request.body)),
    );
    const state = [".alfred/workflows/rt/ledger.jsonl", ".alfred/workflows/rt/journal.jsonl"].map((path) =>
      readFileSync(join(repo, path), "utf8"),
    );
    const history = gitIn(repo, "log", "--all", "--patch", "--text");
    expect(findSecrets([...prompts, ...allOutput(), ...state, history], SECRET_VALUES)).toEqual([]);
  });
});
