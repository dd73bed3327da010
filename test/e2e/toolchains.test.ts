// Real projects verify inside the boundary (issue 25): one feature per stack — Rust through rustup,
// Go with a module dependency in a $HOME module cache served offline, Python through pyenv, a venv
// and `pip --user`, Maven with a $HOME ~/.m2 filled from Debian's Java packages, Node — run by
// `alfred run` and by the Action's bundle with the default sandbox (on). Every verify also checks
// that no credential canary under $HOME can be read from inside.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { probeSandbox } from "../../src/platform/sandbox/sandbox.js";
import { type ActionWorld, runAction, startWorld } from "../support/action-run.js";
import { runAlfred } from "../support/cli.js";
import { committedRepository } from "../support/committed-repo.js";
import {
  makeVenv,
  STACK_FEATURES,
  toolchainEnv,
  toolchainModel,
  toolchainsInstalled,
  toolchainWorld,
} from "../support/toolchain-projects.js";

const ready = toolchainsInstalled() && (await probeSandbox()).ok;
const stacks = Object.keys(STACK_FEATURES);
let world: ReturnType<typeof toolchainWorld>;
const servers: FakeServer[] = [];
const worlds: ActionWorld[] = [];

beforeAll(() => {
  if (ready) world = toolchainWorld();
}, 120_000);
afterAll(async () => {
  await Promise.all([...servers, ...worlds].map((server) => server.close()));
});

function statuses(listText: string): Record<string, string> {
  const list = JSON.parse(listText) as { features: { id: string; status?: string }[] };
  return Object.fromEntries(list.features.map((feature) => [feature.id, feature.status ?? "pending"]));
}

describe.runIf(ready)("toolchains inside the boundary", () => {
  it("alfred run passes every stack's verify with the sandbox on, reading no credential", async () => {
    const { repo } = committedRepository(world.files);
    makeVenv(repo);
    const model = await startAnthropicFake(toolchainModel);
    servers.push(model);
    const result = await runAlfred(["run", "--run-id", "stacks", "--budget", "1"], {
      cwd: repo,
      env: {
        ...toolchainEnv(world.home),
        ALFRED_PROVIDER: "anthropic",
        ALFRED_BASE_URL: model.url,
        ANTHROPIC_API_KEY: "sk-ant-test",
        ALFRED_LEDGER_KEY: "toolchains-ledger-key-0123456789",
      },
      timeoutMs: 240_000,
    });
    expect(result.stderr).toContain("sandbox: on → bwrap");
    expect(result.stderr, result.stderr.slice(-4000)).toContain(
      "all_resolved: 5 passing, 0 blocked, 0 pending",
    );
    expect(result.code).toBe(0);
    expect(statuses(readFileSync(join(repo, "feature_list.json"), "utf8"))).toEqual(
      Object.fromEntries(stacks.map((id) => [id, "passing"])),
    );
    // cargo's Cargo.lock is verify's own write: discarded, named with the fix, never blocking.
    expect(result.stderr).toContain("verify wrote Cargo.lock; discarded");
    const ledger = readFileSync(join(repo, ".alfred/workflows/stacks/ledger.jsonl"), "utf8");
    expect(ledger).toMatch(/"kind":"boundary"[^\n]*"boundary":"on"/);
    expect(ledger).not.toContain("CANARY");
  }, 300_000);

  it("the Action's bundle passes every stack's verify with its default sandbox", async () => {
    const action = await startWorld(toolchainModel, {}, world.files);
    worlds.push(action);
    makeVenv(action.workingDir);
    const schedule = { name: "schedule", payload: { schedule: "0 3 * * *" } };
    const result = await runAction(action, schedule, {}, toolchainEnv(world.home), 300_000);
    expect(result.log).toContain("sandbox: on → bwrap");
    expect(result.code, result.log.slice(-4000)).toBe(0);
    expect(result.outputs["passing"]).toBe("5");
    expect(result.log).not.toContain("CANARY");
  }, 300_000);
});
