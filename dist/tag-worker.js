import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  runTagTask,
  serveTasks,
  workerInput
} from "./chunk-7HJPGASK.js";
import {
  setWasmDirectory
} from "./chunk-DKERYQJ7.js";
import "./chunk-5WUO2G6I.js";
import "./chunk-ZV5H6OHN.js";
import "./chunk-FQEV5D4S.js";

// src/context/tags/tag-worker.ts
function isTagTask(value) {
  return typeof value === "object" && value !== null && "jobs" in value && Array.isArray(value.jobs) && value.jobs.every(
    (job) => typeof job === "object" && job !== null && "abs" in job && typeof job.abs === "string" && "language" in job && typeof job.language === "string"
  );
}
var input = workerInput();
if (typeof input === "object" && input !== null && "wasmDirectory" in input) {
  if (typeof input.wasmDirectory === "string") setWasmDirectory(input.wasmDirectory);
}
serveTasks(async (task) => {
  if (!isTagTask(task)) throw new Error("tag worker: not a batch of files");
  return runTagTask(task);
});
