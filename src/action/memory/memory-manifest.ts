/**
 * The manifest that lets a later run trust the memory an earlier run left in
 * its ledger artifact. Anyone who can run a workflow in the repository can
 * upload an artifact named like Alfred's, so the memory inside is untrusted
 * until proved otherwise: the manifest lists every carried file with its
 * SHA-256, names the repository, the workflow run and the signature of the
 * ledger's last entry, and is signed with the ledger key
 * (`HMAC-SHA256(key, "alfred-memory-manifest/1\n" + canonical JSON)`, a
 * message no ledger entry can have). Pure.
 */
import { createHash } from "node:crypto";
import { slugProblem } from "../../memory/layout.js";
import { readSignedJson, type SignedJsonKind, signJson } from "../runner/signed-json.js";

/** Where the memory sits inside the ledger artifact. */
export const CARRIED_DIR = "memory";

/** The manifest's path inside the artifact. */
export const MANIFEST_FILE = `${CARRIED_DIR}/manifest.json`;

/** What a carried memory may hold; anything over it is not restored. */
export const CARRY_LIMITS = {
  /** One fact or USER.md. */
  fileBytes: 64 * 1024,
  facts: 10_000,
  /** Every carried file together. */
  totalBytes: 16 * 1024 * 1024,
  /** The ledger, read to check the manifest's binding. */
  ledgerBytes: 32 * 1024 * 1024,
  /** The whole artifact zip (the journal is in it, but never inflated). */
  artifactBytes: 256 * 1024 * 1024,
} as const;

const MANIFEST_KIND: SignedJsonKind = {
  domain: "alfred-memory-manifest/1\n",
  what: "its memory manifest",
};

/** The signed fields. */
export interface MemoryManifest {
  readonly version: 1;
  /** `owner/repo` of the run that wrote it. */
  readonly repository: string;
  /** The GitHub workflow run that uploaded it (`GITHUB_RUN_ID`). */
  readonly workflowRunId: number;
  /** Alfred's run id (the ledger's). */
  readonly runId: string;
  /** `sig` of the ledger's last entry: the manifest belongs to that ledger as it was uploaded. */
  readonly ledgerSig: string;
  /** Carried path (`facts/<slug>.md`, `USER.md`, relative to `.alfred/memory/`) → SHA-256, lowercase hex. */
  readonly files: Readonly<Record<string, string>>;
}

/** Why `path` may not be carried (relative to `.alfred/memory/`), or undefined when it may. */
export function carriedPathProblem(path: string): string | undefined {
  if (path === "USER.md") return undefined;
  const fact = /^facts\/([^/]+)\.md$/.exec(path);
  if (fact?.[1] === undefined) return `${path} is not facts/<slug>.md or USER.md`;
  return slugProblem(fact[1]);
}

/** Lowercase hex SHA-256. */
export function sha256(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The manifest file's text: the fields and their `mac` (signed-json.ts). */
export function signManifest(manifest: MemoryManifest, key: string): string {
  return signJson(MANIFEST_KIND, manifest, key);
}

/** A verified manifest, or why it is not one. */
export type ManifestVerdict =
  { readonly ok: true; readonly manifest: MemoryManifest } | { readonly ok: false; readonly why: string };

const HEX_64 = /^[0-9a-f]{64}$/;

function fieldsOf(value: unknown): MemoryManifest | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const get = (name: string): unknown => Reflect.get(value, name);
  const files = get("files");
  if (typeof files !== "object" || files === null || Array.isArray(files)) return undefined;
  const entries = Object.entries(files);
  if (!entries.every(([, digest]) => typeof digest === "string" && HEX_64.test(digest))) return undefined;
  const [version, repository, workflowRunId, runId, ledgerSig] = [
    get("version"),
    get("repository"),
    get("workflowRunId"),
    get("runId"),
    get("ledgerSig"),
  ];
  if (version !== 1 || typeof repository !== "string" || typeof runId !== "string") return undefined;
  if (typeof workflowRunId !== "number" || typeof ledgerSig !== "string" || !HEX_64.test(ledgerSig))
    return undefined;
  const digests: Record<string, string> = Object.fromEntries(
    entries.map(([path, digest]) => [path, String(digest)]),
  );
  return { version, repository, workflowRunId, runId, ledgerSig, files: digests };
}

/**
 * Parses `text` and checks its `mac` with `key` (in constant time). Checks
 * nothing else: the binding to the ledger, run and repository is the
 * caller's. Never throws.
 */
export function readManifest(text: string, key: string): ManifestVerdict {
  const read = readSignedJson(MANIFEST_KIND, text, key, fieldsOf);
  return read.ok ? { ok: true, manifest: read.fields } : read;
}
