/**
 * What a feature job needs beyond reading the request, in one module so that the bundle has one
 * dynamic import for it, loaded at once (ncc gave separate imports separate chunks that repeated
 * shared modules). Loaded by job-modules.ts.
 */
export { ensureSandbox } from "./runner/ensure-sandbox.js";
export { createGitHubClient } from "../github/client.js";
export { executeRun } from "./run/execute-run.js";
