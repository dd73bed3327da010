import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ArtifactFake, actionsRuntimeEnv, startArtifactFake } from "../../test/fakes/artifact-server.js";
import { artifactUrl, uploadLedgerArtifact } from "./artifact.js";
import { tempDir } from "../../test/support/temp-dir.js";

let fake: ArtifactFake;
let root: string;
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startArtifactFake();
  Object.assign(process.env, actionsRuntimeEnv(fake, "run-abc", "job-def"));
  root = tempDir("alfred-artifact-");
  await mkdir(join(root, "run-77"));
  await writeFile(join(root, "run-77", "ledger.jsonl"), '{"seq":0,"kind":"start"}\n{"seq":1,"kind":"end"}\n');
  await writeFile(join(root, "run-77", "journal.jsonl"), "x".repeat(50_000));
});
afterAll(async () => {
  process.env = saved;
  await fake.close();
});

describe("uploadLedgerArtifact (real @actions/artifact against the fake service)", () => {
  it("uploads the files as a zip the fake can read back", async () => {
    const files = [join(root, "run-77", "ledger.jsonl"), join(root, "run-77", "journal.jsonl")];
    const uploaded = await uploadLedgerArtifact({
      name: "alfred-ledger-77",
      files,
      rootDirectory: root,
      retentionDays: 7,
    });
    const stored = fake.artifacts.get("alfred-ledger-77");
    expect(uploaded).toEqual({ id: stored?.id, size: stored?.zip.length });
    expect(fake.readText("alfred-ledger-77", "run-77/ledger.jsonl")).toBe(
      '{"seq":0,"kind":"start"}\n{"seq":1,"kind":"end"}\n',
    );
    expect(fake.readText("alfred-ledger-77", "run-77/journal.jsonl")).toHaveLength(50_000);
    expect(stored).toMatchObject({ runBackendId: "run-abc", jobBackendId: "job-def" });
    expect(stored?.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(fake.requests.map((request) => `${request.kind} ${request.status}`)).toEqual([
      "CreateArtifact 200",
      "PutBlock 201",
      "PutBlockList 201",
      "FinalizeArtifact 200",
    ]);
  });

  it("names the phase that failed: a second artifact of the same name is refused at create", async () => {
    const files = [join(root, "run-77", "ledger.jsonl")];
    await uploadLedgerArtifact({ name: "twice", files, rootDirectory: root });
    await expect(uploadLedgerArtifact({ name: "twice", files, rootDirectory: root })).rejects.toMatchObject({
      code: "artifact_upload_failed",
      phase: "create",
      message: expect.stringContaining(
        "upload the ledger artifact (create): Failed to CreateArtifact",
      ) as unknown,
    });
  });

  it("names the phase that failed: finalize", async () => {
    fake.inject({ kind: "FinalizeArtifact", status: 400 });
    const files = [join(root, "run-77", "ledger.jsonl")];
    await expect(uploadLedgerArtifact({ name: "final", files, rootDirectory: root })).rejects.toMatchObject({
      phase: "finalize",
    });
  });

  it("names the phase that failed: missing files", async () => {
    await expect(
      uploadLedgerArtifact({ name: "missing", files: [join(root, "nope.jsonl")], rootDirectory: root }),
    ).rejects.toMatchObject({ phase: "validate" });
  });

  it("says plainly when it runs outside Actions", async () => {
    const token = process.env["ACTIONS_RUNTIME_TOKEN"];
    delete process.env["ACTIONS_RUNTIME_TOKEN"];
    try {
      await expect(uploadLedgerArtifact({ name: "x", files: [], rootDirectory: root })).rejects.toMatchObject(
        {
          phase: "environment",
          message:
            "upload the ledger artifact (environment): ACTIONS_RUNTIME_TOKEN is not set: artifacts can only be uploaded inside GitHub Actions",
        },
      );
    } finally {
      process.env["ACTIONS_RUNTIME_TOKEN"] = token;
    }
  });

  it("builds the artifact's page URL", () => {
    expect(artifactUrl("https://github.com/", "acme/widgets", 77, 1001)).toBe(
      "https://github.com/acme/widgets/actions/runs/77/artifacts/1001",
    );
  });
});
