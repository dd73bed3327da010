/**
 * What the concurrency end-to-end files share (`test/e2e/run-concurrency-*.test.ts`): the demo
 * repository, the model servers, the lock's file and the ledger's kinds.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import type { CliRun } from "./cli.js";
import { demoModel, demoStepOf } from "./demo-model.js";
import { demoRepository, editFeatureList, GIT_ENV, gitIn, PROJECT_ROOT } from "./demo-repo.js";

/** The ledger key of these runs. */
export const KEY = "lock-test-ledger-key-0123456789ab";
/** The repository lock's file. */
export const LOCK = ".git/alfred-run.lock";
/** What a run refused by the lock says. */
export const HELD = "another Alfred run holds this repository";

/** The env of a run against the scripted mock provider (the demo script). */
export const mockEnv = {
  ...GIT_ENV,
  ALFRED_PROVIDER: "mock",
  ALFRED_MOCK_SCRIPT: join(PROJECT_ROOT, "fixtures/demo-run-script.json"),
  ALFRED_LEDGER_KEY: KEY,
} as Record<string, string>;

/** The demo repository with its first two features. */
export function twoFeatureRepo(): string {
  return demoRepository((root) =>
    editFeatureList(root, (list) => void (list.features = list.features.slice(0, 2))),
  );
}

/** The model servers a test started (closed after it), and the env of a run against a new one. */
export interface ModelServers {
  readonly servers: FakeServer[];
  /** Starts the demo model (answers to `hang` held `hangMs`) and returns the env of a run against it. */
  readonly anthropicEnv: (hang: Set<string>, hangMs?: number) => Promise<Record<string, string>>;
}

/** Registers the closing of every server a test started; call at the top of a test file. */
export function modelServers(): ModelServers {
  const servers: FakeServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return {
    servers,
    async anthropicEnv(hang, hangMs) {
      const fake = await startAnthropicFake(demoModel(hang, hangMs));
      servers.push(fake);
      return {
        ...GIT_ENV,
        ALFRED_PROVIDER: "anthropic",
        ALFRED_BASE_URL: fake.url,
        ANTHROPIC_API_KEY: "x",
        ALFRED_LEDGER_KEY: KEY,
      };
    },
  };
}

/** The kinds of run `runId`'s ledger entries, in order. */
export function ledgerKinds(workingDir: string, runId: string): string[] {
  return readFileSync(join(workingDir, ".alfred/workflows", runId, "ledger.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { kind: string }).kind);
}

/** The subjects of the commits since `start`. */
export function featureCommits(workingDir: string, start: string): string[] {
  return gitIn(workingDir, "log", "--format=%s", `${start}..HEAD`).trim().split("\n").filter(Boolean);
}

/** Sends `signal` to the child once the model server has seen a request for `step`. */
export function signalAt(
  server: () => FakeServer | undefined,
  step: string,
  signals: readonly NodeJS.Signals[],
): (child: { kill: (signal: NodeJS.Signals) => boolean }) => void {
  return (child) => {
    const poll = setInterval(() => {
      if (server()?.requests.some((request) => demoStepOf(request) === step) === true) {
        clearInterval(poll);
        for (const signal of signals) child.kill(signal);
      }
    }, 20);
  };
}

/** True when the run found every feature settled already. */
export function nothingToDo(run: CliRun): boolean {
  return run.code === 0 && run.stderr.includes("0 of 3 features to do");
}
