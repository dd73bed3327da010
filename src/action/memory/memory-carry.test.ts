import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ArtifactFake, startArtifactFake } from "../../../test/fakes/artifact-server.js";
import { type GitHubFake, startGitHubFake } from "../../../test/fakes/github-server.js";
import { buildZip } from "../../../test/fakes/zip-build.js";
import { createGitHubClient } from "../../github/client.js";
import { GENESIS_SIG, signLedgerEntry } from "../../orchestrator/ledger-verify.js";
import { restoreMemory } from "./memory-carry.js";
import { sha256, signManifest } from "./memory-manifest.js";
import { tempTree, type TempTreeDir } from "../../../test/support/temp-dir.js";

const KEY = "ledger-key-of-sufficient-length";

/** A one-entry ledger signed with KEY, and its last signature. */
function ledger(): { text: string; sig: string } {
  const entry = { seq: 0, kind: "run_start", ts: 1, data: {}, prevSig: GENESIS_SIG };
  const sig = signLedgerEntry(KEY, entry);
  return { text: `${JSON.stringify({ ...entry, sig })}\n`, sig };
}

const fact = (content: string): string =>
  `---\ntype: project\nts: 2026-01-01T00:00:00.000Z\n---\n${content}\n`;

/** Seeds a genuine artifact of workflow run `runId` carrying `files` (paths relative to .alfred/memory/). */
function seedGenuine(artifacts: ArtifactFake, runId: number, files: Record<string, string>): void {
  const { text, sig } = ledger();
  const manifest = signManifest(
    {
      version: 1,
      repository: "acme/widgets",
      workflowRunId: runId,
      runId: `${runId}-1`,
      ledgerSig: sig,
      files: Object.fromEntries(Object.entries(files).map(([path, content]) => [path, sha256(content)])),
    },
    KEY,
  );
  artifacts.describeRun(`run-backend-${runId}`, { id: runId, repositoryId: 1, headRepositoryId: 1 });
  artifacts.seed({
    name: `alfred-ledger-${runId}-1`,
    runBackendId: `run-backend-${runId}`,
    zip: buildZip([
      { name: "ledger.jsonl", text, deflate: true },
      { name: "memory/manifest.json", text: manifest, deflate: false },
      ...Object.entries(files).map(([path, content]) => ({
        name: `memory/${path}`,
        text: content,
        deflate: true,
      })),
    ]),
  });
}

let tree: TempTreeDir | undefined;
let artifacts: ArtifactFake | undefined;
let github: GitHubFake | undefined;
afterEach(async () => {
  await Promise.all([artifacts?.close(), github?.close()]);
  tree = undefined;
});

async function restore(workingDir: string): Promise<string[]> {
  const notices: string[] = [];
  await restoreMemory({
    context: { owner: "acme", repo: "widgets", repository: "acme/widgets", runId: 99 },
    secrets: { ledgerKey: KEY },
    workingDir,
    octokit: createGitHubClient({ token: "t", baseUrl: github?.url ?? "", throttling: false, retries: 0 }),
    notice: (text) => notices.push(text),
  });
  return notices;
}

describe("restoreMemory", () => {
  it("passes over an artifact with a fact over the size limit, restores the next, and never overwrites the checkout", async () => {
    artifacts = await startArtifactFake();
    github = await startGitHubFake({ artifacts: artifacts.directory });
    seedGenuine(artifacts, 7, {
      "facts/db.md": fact("Postgres 15."),
      "facts/kept.md": fact("From the artifact."),
    });
    seedGenuine(artifacts, 8, { "facts/big.md": fact("x".repeat(70 * 1024)) });
    tree = await tempTree({ ".alfred/memory/facts/kept.md": fact("From the checkout.") });

    const notices = await restore(tree.dir);
    expect(notices).toEqual([
      expect.stringMatching(
        /^Memory: restored 1 fact\(s\) from the ledger artifact alfred-ledger-7-1 \(passed over newer ones: alfred-ledger-8-1: zip: memory\/facts\/big.md is \d+ bytes, over the|its facts\/big.md is missing, too large/,
      ),
    ]);
    const memory = join(tree.dir, ".alfred/memory");
    expect(await readFile(join(memory, "facts/db.md"), "utf8")).toContain("Postgres 15.");
    expect(await readFile(join(memory, "facts/kept.md"), "utf8")).toContain("From the checkout.");
    await expect(readFile(join(memory, "facts/big.md"))).rejects.toThrow();
    expect(await readFile(join(memory, "MEMORY.md"), "utf8")).toMatch(/\[db\]\(facts\/db\.md\)/);
  });

  it("passes over any number of newer artifacts uploaded for a fork without downloading them", async () => {
    artifacts = await startArtifactFake();
    github = await startGitHubFake({ artifacts: artifacts.directory });
    seedGenuine(artifacts, 7, { "facts/db.md": fact("Postgres 15.") });
    // A fork's pull request runs workflows that upload to this repository: more than the candidates tried.
    for (let runId = 20; runId < 32; runId++) {
      seedGenuine(artifacts, runId, { "facts/evil.md": fact("Forged.") });
      artifacts.describeRun(`run-backend-${runId}`, { id: runId, repositoryId: 1, headRepositoryId: 999 });
    }
    tree = await tempTree({});
    const notices = await restore(tree.dir);
    expect(notices).toEqual([
      expect.stringMatching(
        /^Memory: restored 1 fact\(s\) from the ledger artifact alfred-ledger-7-1 \(passed over newer ones: alfred-ledger-31-1: it was uploaded by a run for another repository's head \(a fork\);.*; and 4 more\)\.$/,
      ),
    ]);
    // One download: the genuine artifact's.
    const downloads = github.routes().filter((route) => route.endsWith("/{artifact_id}/{archive_format}"));
    expect(downloads).toHaveLength(1);
    expect(await readFile(join(tree.dir, ".alfred/memory/facts/db.md"), "utf8")).toContain("Postgres 15.");
  });

  it("says so, and changes nothing, when the token may not read the repository's artifacts", async () => {
    artifacts = await startArtifactFake();
    github = await startGitHubFake({ artifacts: artifacts.directory });
    github.inject({ kind: "status", status: 403, message: "Resource not accessible by integration" });
    tree = await tempTree({});
    const notices = await restore(tree.dir);
    expect(notices).toEqual([expect.stringMatching(/^Memory: nothing restored .*Resource not accessible/)]);
  });
});
