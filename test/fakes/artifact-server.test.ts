import { afterEach, describe, expect, it } from "vitest";
import { type ArtifactFake, actionsRuntimeEnv, startArtifactFake } from "./artifact-server.js";
import { readZip } from "./artifact-zip.js";
import { buildZip } from "./zip-build.js";

describe("readZip", () => {
  it("reads stored and deflated entries, using the central directory's sizes", () => {
    const zip = buildZip([
      { name: "run/ledger.jsonl", text: '{"seq":0}\n', deflate: true },
      { name: "notes.txt", text: "plain", deflate: false },
      { name: "run/", text: "", deflate: false },
    ]);
    const files = readZip(zip);
    expect([...files.keys()]).toEqual(["run/ledger.jsonl", "notes.txt"]);
    expect(files.get("run/ledger.jsonl")?.toString()).toBe('{"seq":0}\n');
    expect(files.get("notes.txt")?.toString()).toBe("plain");
  });

  it("refuses what is not a zip", () => {
    expect(() => readZip(Buffer.from("definitely not a zip archive"))).toThrow(/no end of central directory/);
  });
});

describe("artifact fake: the service's rules", () => {
  let fake: ArtifactFake;
  afterEach(() => fake.close());

  const twirp = (method: string, body: unknown, token: string) =>
    fetch(`${fake.url}/twirp/github.actions.results.api.v1.ArtifactService/${method}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const ids = { workflow_run_backend_id: "r1", workflow_job_run_backend_id: "j1" };

  it("refuses a token whose scope does not cover the run and job", async () => {
    fake = await startArtifactFake();
    const token = actionsRuntimeEnv(fake, "other-run", "j1")["ACTIONS_RUNTIME_TOKEN"] ?? "";
    const response = await twirp("CreateArtifact", { ...ids, name: "a", version: 7 }, token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "permission_denied" });
  });

  it("checks the blob signature, the block list and the finalized size", async () => {
    fake = await startArtifactFake();
    const token = actionsRuntimeEnv(fake, "r1", "j1")["ACTIONS_RUNTIME_TOKEN"] ?? "";
    const created: unknown = await (
      await twirp("CreateArtifact", { ...ids, name: "a", version: 7 }, token)
    ).json();
    const signedUrl =
      typeof created === "object" && created !== null && "signed_upload_url" in created
        ? created.signed_upload_url
        : "";
    const signed = new URL(typeof signedUrl === "string" ? signedUrl : "");
    const forged = new URL(signed);
    forged.searchParams.set("sig", "forged");
    expect((await fetch(`${forged.href}&comp=block&blockid=QQ==`, { method: "PUT", body: "x" })).status).toBe(
      403,
    );
    const zip = buildZip([{ name: "ledger.jsonl", text: "{}\n", deflate: true }]);
    expect(
      (await fetch(`${signed.href}&comp=block&blockid=QQ%3D%3D`, { method: "PUT", body: zip })).status,
    ).toBe(201);
    const list = (id: string) =>
      `<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${id}</Latest></BlockList>`;
    expect((await fetch(`${signed.href}&comp=blocklist`, { method: "PUT", body: list("Qg==") })).status).toBe(
      400,
    );
    expect((await fetch(`${signed.href}&comp=blocklist`, { method: "PUT", body: list("QQ==") })).status).toBe(
      201,
    );
    expect((await twirp("FinalizeArtifact", { ...ids, name: "a", size: "1" }, token)).status).toBe(400);
    const finalized = await twirp("FinalizeArtifact", { ...ids, name: "a", size: String(zip.length) }, token);
    expect(await finalized.json()).toEqual({ ok: true, artifact_id: "1001" });
    expect(fake.readText("a", "ledger.jsonl")).toBe("{}\n");
    expect(fake.requests.map((request) => `${request.kind} ${request.status}`)).toEqual([
      "CreateArtifact 200",
      "PutBlock 403",
      "PutBlock 201",
      "PutBlockList 400",
      "PutBlockList 201",
      "FinalizeArtifact 400",
      "FinalizeArtifact 200",
    ]);
  });

  it("describes the environment the toolkit needs", async () => {
    fake = await startArtifactFake();
    const env = actionsRuntimeEnv(fake, "r1", "j1");
    expect(env["ACTIONS_RESULTS_URL"]).toBe(`${fake.url}/`);
    expect(env["GITHUB_SERVER_URL"]).toBe("http://github.localhost");
    const payload = JSON.parse(
      Buffer.from(env["ACTIONS_RUNTIME_TOKEN"]?.split(".")[1] ?? "", "base64url").toString(),
    ) as unknown;
    expect(payload).toMatchObject({ scp: expect.stringContaining("Actions.Results:r1:j1") as unknown });
  });
});
