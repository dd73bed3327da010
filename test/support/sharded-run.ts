/**
 * A sharded run the way a workflow runs it: the bundle's plan job, then one process per shard,
 * each on its own fresh depth-1 checkout with its own job backend id (as a matrix job has), at
 * most `concurrency` at a time, then the merge job on a fresh checkout. Times each phase.
 */
import { mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import { actionsRuntimeEnv } from "../fakes/artifact-server.js";
import { git } from "../fakes/bare-origin.js";
import { type ActionResult, type ActionWorld, runAction, SECRETS } from "./action-run.js";
import { NODE_24 } from "./node-runtimes.js";

/** The workflow's event: a dispatch of the sharded run. */
export const DISPATCH = { name: "workflow_dispatch", payload: { inputs: {} } };

/** A fresh `actions/checkout` with `fetch-depth: 1` and its persisted token. */
export async function shallowCheckout(world: ActionWorld, name: string): Promise<string> {
  const workingDir = await mkdtemp(join(world.origin.root, `${name}-`));
  await git(world.origin.root, world.origin.root, [
    "clone",
    "--quiet",
    "--depth",
    "1",
    `file://${world.origin.path}`,
    workingDir,
  ]);
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${SECRETS.githubToken}`).toString("base64")}`;
  await git(world.origin.root, workingDir, [
    "config",
    "--local",
    "http.https://github.com/.extraheader",
    header,
  ]);
  return workingDir;
}

/** One job of the run: on its own checkout, with its own job backend id. */
export async function runJob(
  world: ActionWorld,
  name: string,
  inputs: Record<string, string>,
  extraEnv: Record<string, string> = {},
): Promise<ActionResult & { readonly ms: number }> {
  const workingDir = await shallowCheckout(world, name);
  const started = performance.now();
  const result = await runAction(
    { ...world, workingDir },
    DISPATCH,
    inputs,
    { ...actionsRuntimeEnv(world.artifacts, "run-backend-1", `job-backend-${name}`), ...extraEnv },
    600_000,
    NODE_24,
  );
  return { ...result, ms: performance.now() - started };
}

/** One matrix entry of the plan. */
export interface MatrixEntry {
  readonly shard: string;
  readonly features: string;
}

/** Runs `entries` as shard jobs, at most `concurrency` at once; results in matrix order. */
export async function runShards(
  world: ActionWorld,
  entries: readonly MatrixEntry[],
  concurrency: number,
  inputs: Record<string, string> = {},
  extraEnv: Record<string, string> = {},
): Promise<(ActionResult & { readonly ms: number })[]> {
  const results = new Array<ActionResult & { readonly ms: number }>(entries.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < entries.length) {
      const index = next;
      next += 1;
      const entry = entries[index];
      if (entry === undefined) continue;
      results[index] = await runJob(
        world,
        `shard-${entry.shard}`,
        {
          job: "shard",
          shard: entry.shard,
          features: entry.features,
          ...inputs,
        },
        extraEnv,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, worker));
  return results;
}

/** The plan job's matrix. */
export function matrixOf(plan: ActionResult): MatrixEntry[] {
  return (JSON.parse(plan.outputs.matrix ?? "{}") as { include: MatrixEntry[] }).include;
}
