/**
 * The part of the Action's cold start that is not Alfred's own code: the packages a scheduled
 * run must load (Node's fetch, the Anthropic SDK, the Actions toolkit's core for its inputs, and
 * Octokit through `getOctokit` with its retry and throttling plugins), as many git processes as
 * the run starts before its first request, and as many sandboxed processes (the sandbox probe and
 * the verify preflight, which must run before a model is paid), then that request.
 * `bench/cold-start-floor.ts` bundles it like dist/ and times it as the cold start is timed.
 * Arguments: the repository to run git in, the model server's URL, the git process count, the
 * sandboxed process count (started only where bubblewrap is installed).
 */
import Anthropic from "@anthropic-ai/sdk";
import * as core from "@actions/core";
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const [repository = ".", url = "http://127.0.0.1:9", gitCount = "18", sandboxedCount = "2"] =
  process.argv.slice(2);

const run = promisify(execFile);

core.getInput("github-token");
getOctokit(
  "floor",
  { baseUrl: url, throttle: { onRateLimit: () => false, onSecondaryRateLimit: () => false } },
  retry,
  throttling,
);
for (let index = 0; index < Number(gitCount); index += 1)
  await run("git", ["--no-pager", "rev-parse", "--verify", "HEAD"], { cwd: repository });
// The smallest sandbox: the host read-only, every namespace unshared. Without bubblewrap, none.
const bubblewrap = await run("bwrap", ["--version"]).then(
  () => true,
  () => false,
);
for (let index = 0; bubblewrap && index < Number(sandboxedCount); index += 1)
  await run("bwrap", [
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    "--unshare-all",
    "--die-with-parent",
    "true",
  ]);
const client = new Anthropic({ apiKey: "floor", baseURL: url, maxRetries: 0 });
await client.messages
  .create({ model: "floor", max_tokens: 1, messages: [{ role: "user", content: "floor" }], stream: true })
  .catch(() => undefined);
