#!/usr/bin/env node
// Alfred's main job on its embedded default: `alfred run` with the scripted
// provider on the bundled demo repository. Needs a build (`npm run demo` does it).
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const alfred = join(root, "bin", "alfred.js");
const workspace = join(mkdtempSync(join(tmpdir(), "alfred-demo-")), "repo");
cpSync(join(root, "fixtures", "demo-repo"), workspace, { recursive: true });

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: "Demo",
  GIT_AUTHOR_EMAIL: "demo@example.com",
  GIT_COMMITTER_NAME: "Demo",
  GIT_COMMITTER_EMAIL: "demo@example.com",
};
const git = (...args) => execFileSync("git", args, { cwd: workspace, env: gitEnv, encoding: "utf8" });
git("init", "--quiet", "--initial-branch=main");
git("add", "-A");
git("commit", "--quiet", "-m", "Demo repository: text utilities with a backlog");

// A fresh key per demo: it signs this run's ledger and is never printed.
const env = {
  ...gitEnv,
  ALFRED_PROVIDER: "mock",
  ALFRED_MOCK_SCRIPT: join(root, "fixtures", "demo-run-script.json"),
  ALFRED_LEDGER_KEY: randomBytes(32).toString("hex"),
};
console.log(
  `Alfred demo: the scripted model works through fixtures/demo-repo's feature_list.json in\n  ${workspace}\n`,
);
const run = spawnSync(
  process.execPath,
  [alfred, "run", "--cwd", workspace, "--run-id", "demo", "--budget", "2"],
  { env, stdio: "inherit" },
);

const ledger = join(workspace, ".alfred", "workflows", "demo", "ledger.jsonl");
console.log("\n$ alfred ledger verify .alfred/workflows/demo/ledger.jsonl");
const verify = spawnSync(process.execPath, [alfred, "ledger", "verify", ledger], {
  env,
  stdio: "inherit",
  cwd: workspace,
});

console.log("\n$ git log --oneline");
process.stdout.write(git("log", "--oneline"));
const statuses = JSON.parse(readFileSync(join(workspace, "feature_list.json"), "utf8")).features.map(
  (feature) => `  ${feature.id}: ${feature.status}`,
);
console.log(`\nfeature_list.json:\n${statuses.join("\n")}`);
console.log(`\nEverything is in ${workspace}:
  feature_list.json                       statuses written back
  .alfred/workflows/demo/ledger.jsonl     the signed ledger
  .alfred/workflows/demo/journal.jsonl    every agent call (the resume and replay tape)
  .alfred/memory/episodes/*.json          what was tried per feature`);
process.exitCode = run.status === 0 && verify.status === 0 ? 0 : 1;
