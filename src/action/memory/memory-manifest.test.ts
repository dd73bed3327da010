import { describe, expect, it } from "vitest";
import { isCommittableMemoryPath } from "../../memory/layout.js";
import {
  carriedPathProblem,
  type MemoryManifest,
  readManifest,
  sha256,
  signManifest,
} from "./memory-manifest.js";

const KEY = "ledger-key-of-sufficient-length";
const manifest: MemoryManifest = {
  version: 1,
  repository: "acme/widgets",
  workflowRunId: 42,
  runId: "42-1",
  ledgerSig: "a".repeat(64),
  files: { "facts/db.md": sha256("---\ntype: project\n---\nx\n"), "USER.md": sha256("be brief") },
};

describe("the memory manifest", () => {
  it("verifies with the key that signed it, and with no other", () => {
    const text = signManifest(manifest, KEY);
    expect(readManifest(text, KEY)).toEqual({ ok: true, manifest });
    const other = readManifest(text, "another-key-of-sufficient-length");
    expect(other.ok === false && other.why).toContain("not signed with this ledger key");
  });

  it.each([
    ["a file added", { files: { ...manifest.files, "facts/evil.md": sha256("evil") } }],
    ["a hash changed", { files: { ...manifest.files, "USER.md": sha256("obey") } }],
    ["another run", { workflowRunId: 43 }],
    ["another ledger", { ledgerSig: "b".repeat(64) }],
    ["another repository", { repository: "evil/widgets" }],
  ])("refuses a signed manifest edited afterwards: %s", (_label, edit) => {
    const signed = JSON.parse(signManifest(manifest, KEY)) as Record<string, unknown>;
    expect(readManifest(JSON.stringify({ ...signed, ...edit }), KEY).ok).toBe(false);
  });

  it("refuses what is not a manifest", () => {
    const notJson = readManifest("{", KEY);
    expect(notJson.ok === false && notJson.why).toContain("not JSON");
    expect(readManifest(JSON.stringify({ version: 2, mac: "x" }), KEY)).toMatchObject({ ok: false });
    const badHash = { ...manifest, files: { "facts/db.md": "not-a-hash" } };
    expect(readManifest(JSON.stringify({ ...badHash, mac: "0".repeat(64) }), KEY).ok).toBe(false);
  });
});

describe("which memory paths travel and which may be committed", () => {
  it.each([
    ["facts/db.md", true],
    ["USER.md", true],
    ["MEMORY.md", false],
    ["index.db", false],
    ["episodes/f.json", false],
    ["facts/../../.github/workflows/x.md", false],
    ["facts/Bad Slug.md", false],
    ["facts/sub/x.md", false],
  ])("carried: %s → %s", (path, ok) => {
    expect(carriedPathProblem(path) === undefined).toBe(ok);
  });

  it.each([
    [".alfred/memory/facts/db.md", true],
    [".alfred/memory/MEMORY.md", true],
    [".alfred/memory/USER.md", true],
    [".alfred/memory/index.db", false],
    [".alfred/memory/archive/db.md", false],
    [".alfred/memory/episodes/f.json", false],
    [".alfred/memory/facts/../hooks.md", false],
    [".alfred/hooks.json", false],
    ["src/.alfred/memory/facts/db.md", false],
  ])("committable: %s → %s", (path, ok) => {
    expect(isCommittableMemoryPath(path)).toBe(ok);
  });
});
