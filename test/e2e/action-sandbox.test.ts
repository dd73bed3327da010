// A scheduled run that requires the OS sandbox (`sandbox: on`) on a runner without bubblewrap:
// the sandbox is set up while the branch is prepared, and the run must stop there — before the
// session starts and before anything reaches the model — naming the fix.
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { which } from "../../src/platform/process/which.js";
import { type ActionWorld, runAction, startWorld } from "../support/action-run.js";
import { tempDir } from "../support/temp-dir.js";

const schedule = { name: "schedule", payload: { schedule: "0 3 * * *" } };

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

/** A PATH holding git, node and a shell, but no bwrap, sudo or apt-get. */
async function pathWithoutBwrap(): Promise<string> {
  const bin = tempDir("alfred-no-bwrap-");
  for (const name of ["git", "sh", "node"]) {
    const found = await which(name, process.env.PATH ?? "");
    if (found === undefined) throw new Error(`${name} is not on PATH`);
    symlinkSync(name === "node" ? process.execPath : found, join(bin, name));
  }
  return bin;
}

describe("a run whose required sandbox cannot start", () => {
  it("fails before the session starts and before any model request, saying how to fix it", async () => {
    const world = await startWorld(() => ({ turn: { text: "done" } }));
    worlds.push(world);
    const result = await runAction(world, schedule, { sandbox: "on" }, { PATH: await pathWithoutBwrap() });
    expect(result.code, result.log.slice(-3000)).not.toBe(0);
    expect(result.log).toMatch(/sandbox cannot run here/);
    expect(world.model.requests).toHaveLength(0);
  }, 120_000);
});
