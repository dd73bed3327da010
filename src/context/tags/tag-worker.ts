/**
 * The repo map's worker thread (see `tag-files.ts`): tags batches of files
 * with the same code the main thread uses. In the Action bundle it is an
 * entry of its own, `dist/tag-worker.js`, sharing chunks with `dist/index.js`
 * (`scripts/bundle.js`), told where the grammars are.
 */
import { setWasmDirectory } from "../../platform/wasm/tree-sitter.js";
import { serveTasks, workerInput } from "../../platform/process/worker-pool.js";
import { runTagTask, type TagTask } from "./tag-files.js";

function isTagTask(value: unknown): value is TagTask {
  return (
    typeof value === "object" &&
    value !== null &&
    "jobs" in value &&
    Array.isArray(value.jobs) &&
    value.jobs.every(
      (job: unknown) =>
        typeof job === "object" &&
        job !== null &&
        "abs" in job &&
        typeof job.abs === "string" &&
        "language" in job &&
        typeof job.language === "string",
    )
  );
}

const input = workerInput();
if (typeof input === "object" && input !== null && "wasmDirectory" in input) {
  if (typeof input.wasmDirectory === "string") setWasmDirectory(input.wasmDirectory);
}
serveTasks(async (task) => {
  if (!isTagTask(task)) throw new Error("tag worker: not a batch of files");
  return runTagTask(task);
});
