import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { type ActionWorld, runAction, startWorld } from "../support/action-run.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { tempDir } from "../support/temp-dir.js";

// What the Action's bundle (dist/, esbuild) evaluates on the way to its first model request. Each job
// kind loads its modules as chunks of their own (src/action/job-modules.ts): these pin that a
// static import dragging review mode, `/alfred implement` or the LSP client's JSON-RPC library
// into a scheduled run, or the harness into a skipped event, fails here and not only in the bench.

const TRACE_PRELOAD = pathToFileURL(join(PROJECT_ROOT, "test", "support", "load-trace.mjs")).href;
const DIST = join(PROJECT_ROOT, "dist");
const DIST_URL = `${pathToFileURL(DIST).href}/`;
/** The language client's JSON-RPC library, as esbuild labels its modules. */
const JSON_RPC = /^node_modules\/vscode-jsonrpc\//;

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

/** A chunk of dist/ (`index.js`, `chunk-ABCD1234.js`): the modules esbuild labels in it (`// src/…`). */
function chunk(name: string): { readonly modules: readonly string[] } {
  const text = readFileSync(join(DIST, name), "utf8");
  const modules = [...text.matchAll(/^\/\/ ((?:src|node_modules)\/\S+)$/gm)].map((match) => match[1] ?? "");
  return { modules };
}

/** The chunks of dist/ (not the tag worker's entry) that the trace file lists so far. */
function loadedChunks(trace: string): string[] {
  const urls = readFileSync(trace, "utf8").split("\n");
  const names = urls.filter((url) => url.startsWith(DIST_URL)).map((url) => url.slice(DIST_URL.length));
  return [...new Set(names.filter((name) => /^[^/]+\.js$/.test(name) && name !== "tag-worker.js"))].sort();
}

/** Runs the bundle on `event` with the load trace on; `atFirstRequest` gets the chunks loaded by then. */
async function tracedRun(
  event: { name: string; payload: unknown },
  atFirstRequest: (chunks: string[]) => void = () => undefined,
): Promise<{ code: number | null; log: string; chunks: string[] }> {
  const dir = tempDir("alfred-action-trace-");
  const trace = join(dir, "modules.txt");
  let first = true;
  const world = await startWorld(() => {
    if (first) atFirstRequest(loadedChunks(trace));
    first = false;
    return { turn: { text: "done" } };
  });
  worlds.push(world);
  const result = await runAction(
    world,
    event,
    {},
    {
      ALFRED_LOAD_TRACE: trace,
      NODE_OPTIONS: `--import=${TRACE_PRELOAD}`,
    },
  );
  return { code: result.code, log: result.log, chunks: loadedChunks(trace) };
}

/** Review mode and `/alfred implement`; not the review's report, which publishing the outcome shares. */
const REVIEW_OR_IMPLEMENT =
  /^src\/action\/(review\/(?!review-report\.ts$)|implement\.ts$|implement-progress\.ts$)/;

describe("the Action's bundle loads what the job needs, when it needs it", () => {
  it("the fingerprints this test relies on are in the bundle", () => {
    const all = readdirSync(DIST)
      .filter((name) => name.endsWith(".js"))
      .map(chunk);
    expect(all.some((each) => each.modules.some((module) => JSON_RPC.test(module)))).toBe(true);
    expect(all.some((each) => each.modules.some((module) => REVIEW_OR_IMPLEMENT.test(module)))).toBe(true);
  });

  it("a skipped event evaluates the entry chunk and the toolkit's only: no harness, session, engine, memory, tools or Octokit", async () => {
    const run = await tracedRun({ name: "push", payload: {} });
    expect(run.log).toContain("Nothing to do");
    expect(run.chunks).toContain("index.js");
    const entry = chunk("index.js").modules;
    expect(entry).toContain("src/action/main.ts");
    // @actions/core (and the HTTP client it imports) is not in the entry chunk: main.ts imports it.
    expect(entry.filter((module) => /^node_modules\/(@actions|undici)\//.test(module))).toEqual([]);
    const loaded = run.chunks.flatMap((name) => chunk(name).modules);
    expect(loaded).toContain("src/action/runner/toolkit-channel.ts");
    expect(loaded).toContain("node_modules/@actions/core/lib/core.js");
    expect(
      loaded.filter((module) =>
        /^(src\/(harness|session|engine|memory|context|tools|lsp|mcp|orchestrator)\/|node_modules\/(@octokit|@actions\/github)\/)/.test(
          module,
        ),
      ),
    ).toEqual([]);
  });

  it("a scheduled run reaches its first model request without review mode, /alfred implement or the LSP's JSON-RPC", async () => {
    let early: string[] = [];
    const run = await tracedRun({ name: "schedule", payload: { schedule: "0 3 * * *" } }, (chunks) => {
      early = chunks;
    });
    expect(run.log).toContain("Memory:");
    const modules = early.flatMap((name) => chunk(name).modules);
    // The run itself was loaded by then (the trace is not empty or partial)…
    expect(modules).toContain("src/harness/autonomous-run.ts");
    expect(modules).toContain("src/action/run/execute-run.ts");
    // …and nothing of the other jobs, nor the language client's library (servers start on first use).
    expect(modules.filter((module) => REVIEW_OR_IMPLEMENT.test(module))).toEqual([]);
    expect(modules.filter((module) => JSON_RPC.test(module))).toEqual([]);
  });
});
