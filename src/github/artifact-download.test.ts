import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ArtifactFake, actionsRuntimeEnv, startArtifactFake } from "../../test/fakes/artifact-server.js";
import { uploadLedgerArtifact } from "./artifact.js";
import { downloadRunArtifact, listRunArtifacts } from "./artifact-download.js";
import { tempDir } from "../../test/support/temp-dir.js";

let fake: ArtifactFake;
let root: string;
const saved = { ...process.env };
const LEDGER = '{"seq":0,"kind":"run_start"}\n';

beforeAll(async () => {
  fake = await startArtifactFake();
  root = tempDir("alfred-artifact-read-");
  await mkdir(join(root, "up"));
  await writeFile(join(root, "up", "ledger.jsonl"), LEDGER);
  await writeFile(join(root, "up", "journal.jsonl"), "j".repeat(70_000));
  // Attempt 1's job uploads; attempt 2 (another job of the same workflow run) reads it back.
  Object.assign(process.env, actionsRuntimeEnv(fake, "run-1", "job-attempt-1"));
  await uploadLedgerArtifact({
    name: "alfred-ledger-42-1",
    files: [join(root, "up", "ledger.jsonl"), join(root, "up", "journal.jsonl")],
    rootDirectory: join(root, "up"),
  });
  Object.assign(process.env, actionsRuntimeEnv(fake, "other-run", "job-x"));
  await uploadLedgerArtifact({
    name: "alfred-ledger-7-1",
    files: [join(root, "up", "ledger.jsonl")],
    rootDirectory: join(root, "up"),
  });
  Object.assign(process.env, actionsRuntimeEnv(fake, "run-1", "job-attempt-2"));
});
afterAll(async () => {
  process.env = saved;
  await fake.close();
});

describe("reading back a run's artifacts (real @actions/artifact against the fake service)", () => {
  it("lists the workflow run's artifacts from an earlier job, not another run's, and downloads one byte for byte", async () => {
    const listed = await listRunArtifacts();
    expect(listed).toEqual([
      { id: fake.artifacts.get("alfred-ledger-42-1")?.id, name: "alfred-ledger-42-1" },
    ]);
    const into = join(root, "down");
    await downloadRunArtifact(listed[0]?.id ?? 0, into);
    expect(await readFile(join(into, "ledger.jsonl"), "utf8")).toBe(LEDGER);
    expect(await readFile(join(into, "journal.jsonl"), "utf8")).toBe("j".repeat(70_000));
    expect(fake.requests.slice(-4).map((request) => `${request.kind} ${request.status}`)).toEqual([
      "ListArtifacts 200",
      "ListArtifacts 200",
      "GetSignedArtifactURL 200",
      "GetBlob 200",
    ]);
  });

  it("names the failure when the service refuses the listing", async () => {
    fake.inject({ kind: "ListArtifacts", status: 403 });
    await expect(listRunArtifacts()).rejects.toMatchObject({
      code: "artifact_download_failed",
      message: expect.stringContaining("listing the run's artifacts") as unknown,
    });
  });

  it("refuses plainly outside Actions", async () => {
    const token = process.env.ACTIONS_RUNTIME_TOKEN;
    delete process.env.ACTIONS_RUNTIME_TOKEN;
    try {
      await expect(listRunArtifacts()).rejects.toThrow(/ACTIONS_RUNTIME_TOKEN is not set/);
    } finally {
      process.env.ACTIONS_RUNTIME_TOKEN = token;
    }
  });
});
