import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { writeFiles } from "../fakes/file-tools-context.js";
import { LANGUAGE_FIXTURES } from "../fixtures/repomap/languages.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { tempDir } from "../support/temp-dir.js";

// The Action bundle's repo-map worker (`npm run bundle` builds dist/tag-worker.js), run as the
// bundle runs it: a worker thread told that the grammars and tag queries sit in dist/.
const dist = join(PROJECT_ROOT, "dist");
const scratch = tempDir("alfred-repomap-bundle-");

function askWorker(task: unknown): Promise<unknown> {
  const worker = new Worker(join(dist, "tag-worker.js"), { workerData: { wasmDirectory: dist } });
  return new Promise<unknown>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.postMessage({ id: 1, task });
  }).finally(() => void worker.terminate());
}

describe("the bundled repo-map worker", () => {
  it("sits beside the chunk that starts it (tag-files.ts looks for tag-worker.js in its own folder)", () => {
    const starters = readdirSync(dist).filter(
      (name) =>
        name.endsWith(".js") &&
        readFileSync(join(dist, name), "utf8").includes("\n// src/context/tags/tag-files.ts\n"),
    );
    expect(starters.length).toBeGreaterThan(0);
    expect(readdirSync(dist)).toContain("tag-worker.js");
  });

  it("tags a file in every language from the grammars and queries shipped in dist/", async () => {
    const jobs = [];
    for (const fixture of LANGUAGE_FIXTURES) {
      const dir = join(scratch, fixture.language);
      await writeFiles(dir, fixture.files);
      jobs.push({ abs: join(dir, fixture.central), language: fixture.language });
    }
    const answer = (await askWorker({ jobs })) as {
      ok: boolean;
      value?: { defs: { name: string; kind: string }[] }[];
      error?: string;
    };
    expect(answer.error).toBeUndefined();
    LANGUAGE_FIXTURES.forEach((fixture, index) => {
      const defs = answer.value?.[index]?.defs ?? [];
      for (const def of fixture.defs)
        expect(defs, `${fixture.language}: ${def.name}`).toContainEqual(expect.objectContaining(def));
    });
  }, 120_000);
});
