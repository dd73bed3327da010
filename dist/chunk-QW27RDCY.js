import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  gitLayout,
  headSha
} from "./chunk-THCW2TDP.js";
import {
  git,
  gitEnvironment,
  hardenedArgs,
  hardeningFor,
  runGit
} from "./chunk-EVBB5HG7.js";
import {
  AlfredError
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";

// src/platform/git/git-push.ts
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
async function snapshotForPush(cwd, remote = "origin") {
  const output = async (args) => (await git(args, { cwd })).stdout.trim();
  const [url, base, layout] = await Promise.all([
    output(["remote", "get-url", "--push", remote]),
    headSha(cwd),
    gitLayout(cwd)
  ]);
  const shallow = await readFile(layout.shallowFile, "utf8").catch(() => "");
  return { url, base, shallow };
}
async function openPushRepository(options) {
  const host = options.env ?? process.env;
  const objects = (await git(["rev-parse", "--git-path", "objects"], { cwd: options.workingDir })).stdout.trim();
  const path = await mkdtemp(join(tmpdir(), "alfred-push-"));
  const run = async (args, credentials = []) => {
    const overrides = [...await hardeningFor(path, host), ...credentials];
    const push = args[0] === "push";
    return runGit(hardenedArgs(args), gitEnvironment(host, overrides, { push }), {
      cwd: path,
      ...omitUndefined({ timeoutMs: options.timeoutMs, signal: options.signal })
    });
  };
  try {
    await run(["init", "--quiet", "--bare", "--template=", path]);
    const objectsDir = isAbsolute(objects) ? objects : resolve(options.workingDir, objects);
    await writeFile(join(path, "objects", "info", "alternates"), `${objectsDir}
`);
    if (options.snapshot.shallow !== "") await writeFile(join(path, "shallow"), options.snapshot.shallow);
    await run(["update-ref", `refs/heads/${options.branch}`, options.head]);
  } catch (thrown) {
    await rm(path, { recursive: true, force: true });
    throw thrown;
  }
  return {
    path,
    git: (args) => run(args),
    push: async (credentials) => {
      const ref = `refs/heads/${options.branch}`;
      if (options.snapshot.url === "")
        throw new AlfredError("git_failed", "git push failed: no remote URL was recorded at run start");
      await run(["push", "--quiet", "--no-verify", options.snapshot.url, `${ref}:${ref}`], credentials);
    },
    close: () => rm(path, { recursive: true, force: true })
  };
}

export {
  snapshotForPush,
  openPushRepository
};
