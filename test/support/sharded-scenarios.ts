/**
 * What the sharded-run end-to-end files (`test/e2e/action-sharded-*.test.ts`) share: the scripted
 * model, the repository, and the merged ledger checked by `alfred ledger verify`.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, expect } from "vitest";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { type ActionWorld, SECRETS, stepOf } from "./action-run.js";
import { runAlfred } from "./cli.js";
import { passingRubricTurn } from "./demo-turns.js";
import { tempDir } from "./temp-dir.js";

/** The worlds a test started, closed after it: push each one. */
export function closedAfterEach(): ActionWorld[] {
  const worlds: ActionWorld[] = [];
  afterEach(async () => {
    await Promise.all(worlds.splice(0).map((world) => world.close()));
  });
  return worlds;
}

/** Requires every src/*.js (a syntax error fails it); src/m1.js and src/m2.js together fail it. */
export const VERIFY_JS = `const { existsSync, readdirSync } = require("node:fs");
for (const file of readdirSync("src").filter((name) => name.endsWith(".js"))) require("./src/" + file);
if (existsSync("src/m1.js") && existsSync("src/m2.js")) { console.error("m1 and m2 clash"); process.exit(1); }
`;

/** The scripted model: each feature writes one file; features in `down` meet a provider outage. */
export function shardedModel(
  writes: Readonly<Record<string, { path: string; content: string }>>,
  down: ReadonlySet<string> = new Set(),
) {
  return (request: RecordedRequest): FakeStep => {
    const { feature, kind } = stepOf(request);
    if (down.has(feature)) return { fault: "server_error" };
    if (kind === "rubric") return passingRubricTurn(`${feature} works.`);
    const write = writes[feature];
    if (kind === "implement#0" && write !== undefined)
      return { turn: { toolCalls: [{ name: "file_write", input: write }] } };
    return { turn: { text: `Implemented ${feature}.` } };
  };
}

/** The repository of a sharded run: `features`, a verify that requires every module, no engine retries. */
export function shardedRepo(features: readonly Record<string, unknown>[]): Record<string, string> {
  return {
    "package.json": `${JSON.stringify({ name: "sharded", private: true })}\n`,
    "verify.js": VERIFY_JS,
    "src/.keep.js": "module.exports = 0;\n",
    "feature_list.json": `${JSON.stringify({ verify: "node verify.js", features }, null, 2)}\n`,
    ".alfred/config.json": JSON.stringify({ retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 } }),
  };
}

/** The signature of a ledger's last entry. */
export const lastSig = (ledger: string): string =>
  (JSON.parse(ledger.trim().split("\n").at(-1) ?? "{}") as { sig: string }).sig;

/** `alfred ledger verify` on `ledger` with its anchor: the exit code. */
async function verifyWithCli(ledger: string, anchor: string): Promise<number | null> {
  const directory = tempDir("alfred-merged-ledger-");
  await writeFile(join(directory, "ledger.jsonl"), ledger);
  await writeFile(join(directory, "ledger.head.json"), anchor);
  const run = await runAlfred(["ledger", "verify", join(directory, "ledger.jsonl")], {
    cwd: directory,
    env: { ALFRED_LEDGER_KEY: SECRETS.ledgerKey },
  });
  return run.code;
}

/** The merged ledger's entries, after `alfred ledger verify` accepted it (with its anchor). */
export async function verifiedMergedLedger(
  world: ActionWorld,
  attempt = 1,
): Promise<{ kind: string; data: Record<string, unknown> }[]> {
  const name = `alfred-ledger-42-merged-attempt-${attempt}`;
  const ledger = world.artifacts.readText(name, "ledger.jsonl");
  expect(await verifyWithCli(ledger, world.artifacts.readText(name, "ledger.head.json"))).toBe(0);
  return ledger
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { kind: string; data: Record<string, unknown> });
}
