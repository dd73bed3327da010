/**
 * The part of the Action's cold start that is not Alfred's own code: the packages a scheduled
 * run must load (Node's fetch, the Anthropic SDK, Octokit with its retry and throttling
 * plugins) and as many git processes as the run starts before its first request, then that
 * request. `bench/cold-start-floor.ts` bundles it like dist/ and times it as the cold start is
 * timed. Arguments: the repository to run git in, the model server's URL, the process count.
 */
import Anthropic from "@anthropic-ai/sdk";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const [repository = ".", url = "http://127.0.0.1:9", count = "20"] = process.argv.slice(2);

const run = promisify(execFile);

const GitHub = Octokit.plugin(retry, throttling);
new GitHub({
  baseUrl: url,
  throttle: { onRateLimit: () => false, onSecondaryRateLimit: () => false },
});
for (let index = 0; index < Number(count); index += 1)
  await run("git", ["--no-pager", "rev-parse", "--verify", "HEAD"], { cwd: repository });
const client = new Anthropic({ apiKey: "floor", baseURL: url, maxRetries: 0 });
await client.messages
  .create({ model: "floor", max_tokens: 1, messages: [{ role: "user", content: "floor" }], stream: true })
  .catch(() => undefined);
