import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE_FILE } from "../../src/context/tags/tag-cache.js";
import { type ActionWorld, checkoutWorkspace, runAction } from "../support/action-run.js";
import { pullRequestEvent, pullRequestWorld, pushCommit, scriptedReviewer } from "../support/review-world.js";

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

/** A tree worth mapping: 60 modules, each using the one before. */
const BASE: Record<string, string> = Object.fromEntries(
  Array.from({ length: 60 }, (_, index) => [
    `src/module-${index}.js`,
    `${index === 0 ? "" : `import { f${index - 1} } from "./module-${index - 1}.js";\n`}export function f${index}(n) {\n  return ${index === 0 ? "n" : `f${index - 1}(n)`} + ${index};\n}\n`,
  ]),
);

/** `repo map: N files, P parsed, C from the tag cache (K found by content)` from a job log. */
function mapLine(log: string): { files: number; parsed: number; byContent: number } {
  const found = /repo map: (\d+) files, (\d+) parsed, \d+ from the tag cache \((\d+) found by content\)/.exec(
    log,
  );
  if (found === null) throw new Error(`no repo map line in the log:\n${log.slice(-3000)}`);
  return { files: Number(found[1]), parsed: Number(found[2]), byContent: Number(found[3]) };
}

// The tag cache carried as actions/cache carries a path (README, "Repo map cache between runs"):
// each job a fresh checkout, `.alfred/cache/repomap-tags.tsv` restored from the job before.
describe("review mode with the previous job's repo map cache", () => {
  it("the second job, on a fresh checkout, finds the unchanged files' tags by content and parses only the changed one", async () => {
    const submission = { summary: "Fine.", comments: [] };
    const { world, author, pull, baseSha } = await pullRequestWorld(
      scriptedReviewer(() => submission),
      {},
      {
        base: BASE,
        head: { "src/module-7.js": `${BASE["src/module-7.js"] ?? ""}// tuned\n` },
      },
    );
    worlds.push(world);
    const first = await runAction(
      world,
      pullRequestEvent("opened", { number: 5, headSha: pull.headSha, baseSha }),
      {},
      { GITHUB_RUN_ID: "100" },
    );
    expect(first.outputs.conclusion, first.log.slice(-3000)).toBe("success");
    expect(mapLine(first.log)).toEqual({ files: 60, parsed: 60, byContent: 0 });

    const second = await pushCommit(world, author, "feature", {
      "src/module-9.js": `${BASE["src/module-9.js"] ?? ""}// tuned too\n`,
    });
    pull.headSha = second;
    const next: ActionWorld = { ...world, workingDir: await checkoutWorkspace(world.origin) };
    mkdirSync(join(next.workingDir, ".alfred", "cache"), { recursive: true });
    copyFileSync(join(world.workingDir, CACHE_FILE), join(next.workingDir, CACHE_FILE));
    const synced = await runAction(
      next,
      pullRequestEvent("synchronize", { number: 5, headSha: second, baseSha }),
      {},
      { GITHUB_RUN_ID: "101" },
    );
    expect(synced.outputs.conclusion, synced.log.slice(-3000)).toBe("success");
    expect(mapLine(synced.log)).toEqual({ files: 60, parsed: 1, byContent: 59 });
  }, 240_000);
});
