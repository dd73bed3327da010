/**
 * What a feature job needs beyond reading the request, in one module so that ncc emits one
 * chunk for it (separate imports gave separate chunks that repeated shared modules, each
 * compiled again). Loaded by job-modules.ts.
 */
export { ensureSandbox } from "./ensure-sandbox.js";
export { createGitHubClient } from "../github/client.js";
export { executeRun } from "./execute-run.js";
