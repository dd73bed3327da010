/**
 * A loopback fake of the Actions artifact service, speaking the wire protocol
 * `@actions/artifact` 6 uses (see DEPENDENCIES.md):
 *
 * - Twirp `POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`
 *   (snake_case JSON) → `{ ok: true, signed_upload_url }`;
 * - Azure block-blob `PUT <signed url>&comp=block&blockid=…` and
 *   `PUT <signed url>&comp=blocklist` (XML block list) → 201 with `etag`,
 *   `last-modified`, `x-ms-request-id`;
 * - Twirp `…/FinalizeArtifact` → `{ ok: true, artifact_id }`, after checking
 *   the declared size and sha256 against the committed blob.
 *
 * - the read side (`ListArtifacts`, `GetSignedArtifactURL`, blob GET) in
 *   `artifact-read.ts`.
 *
 * The runtime token's `scp` must name the run and job the requests claim.
 * Finalized artifacts are unzipped into `artifacts`, so a test can read
 * `ledger.jsonl` back. Everything answers at once: the toolkit retries
 * 5xx for seconds, so inject 4xx faults for fast failure tests.
 */
import { createHash, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { readZip } from "./artifact-zip.js";
import {
  artifactDirectory,
  type DownloadSignatures,
  listArtifacts,
  serveBlob,
  signArtifactUrl,
} from "./artifact-read.js";
import type { FakeArtifactDirectory, FakeWorkflowRun } from "./github-fake-artifacts.js";
import {
  type ArtifactFault,
  type ArtifactRequestKind,
  type PendingArtifactFault,
  answerAzure,
  answerTwirp,
  blockIdsOf,
  jsonField,
  readRaw,
  scopeOf,
} from "./artifact-wire.js";

export type { ArtifactFault, ArtifactRequestKind } from "./artifact-wire.js";

const TWIRP_PREFIX = "/twirp/github.actions.results.api.v1.ArtifactService/";
const ACCOUNT_PATH = "/fakeaccount/actions-results/";

/** A finalized artifact. */
export interface StoredArtifact {
  readonly id: number;
  readonly name: string;
  readonly runBackendId: string;
  readonly jobBackendId: string;
  /** The uploaded zip. */
  readonly zip: Buffer;
  /** Its files, path inside the artifact → bytes. */
  readonly files: ReadonlyMap<string, Buffer>;
  /** `expires_at` as sent (retention), if any. */
  readonly expiresAt: string | undefined;
  /** When it was finalized (RFC 3339). */
  readonly createdAt: string;
}

/** One request as the fake saw it. */
export interface RecordedArtifactRequest {
  readonly kind: ArtifactRequestKind;
  readonly method: string;
  readonly path: string;
  status: number;
}

/** A running artifact fake. */
export interface ArtifactFake {
  /** `http://127.0.0.1:PORT` (no trailing slash; {@link actionsRuntimeEnv} adds it). */
  readonly url: string;
  readonly requests: RecordedArtifactRequest[];
  /** Finalized artifacts by name. */
  readonly artifacts: ReadonlyMap<string, StoredArtifact>;
  /** A finalized artifact's file as UTF-8 text; throws when either is missing. */
  readText(artifactName: string, path: string): string;
  /** Answers the next `times` (default 1) requests of `kind` with `fault`. */
  inject(fault: ArtifactFault, options?: { readonly times?: number }): void;
  /**
   * The store as GitHub's REST API lists and serves it: give it to the GitHub fake
   * (`startGitHubFake({ artifacts })`).
   */
  readonly directory: FakeArtifactDirectory;
  /** Which workflow run a run backend id stands for (`run-backend-1` is run 42 of repository 1). */
  describeRun(runBackendId: string, run: FakeWorkflowRun): void;
  /** Stores a finalized artifact directly, as if a workflow of `runBackendId` had uploaded `zip`. */
  seed(artifact: {
    readonly name: string;
    readonly runBackendId: string;
    readonly zip: Buffer;
  }): StoredArtifact;
  close(): Promise<void>;
}

interface Pending {
  readonly name: string;
  readonly runBackendId: string;
  readonly jobBackendId: string;
  readonly signature: string;
  readonly expiresAt: string | undefined;
  readonly blocks: Map<string, Buffer>;
  blob: Buffer | undefined;
}

/** Starts the fake on 127.0.0.1 (a free port unless `port`). */
export async function startArtifactFake(options: { readonly port?: number } = {}): Promise<ArtifactFake> {
  const pending = new Map<string, Pending>();
  const artifacts = new Map<string, StoredArtifact>();
  const requests: RecordedArtifactRequest[] = [];
  const faults: PendingArtifactFault[] = [];
  const signatures: DownloadSignatures = new Map();
  let nextArtifactId = 1000;
  let url = "";
  const runs = new Map<string, FakeWorkflowRun>([
    ["run-backend-1", { id: 42, repositoryId: 1, headRepositoryId: 1 }],
  ]);

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? "/", "http://127.0.0.1");
      const raw = await readRaw(req);
      const kind = kindOf(req.method ?? "", path);
      const recorded: RecordedArtifactRequest = {
        kind,
        method: req.method ?? "",
        path: path.pathname,
        status: 0,
      };
      requests.push(recorded);
      const twirp = (status: number, body: unknown): void => {
        recorded.status = status;
        answerTwirp(res, status, body);
      };
      const azure = (status: number, code?: string): void => {
        recorded.status = status;
        answerAzure(res, status, code);
      };
      const faultIndex = faults.findIndex((fault) => fault.fault.kind === kind);
      const fault = faults[faultIndex];
      if (fault !== undefined) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults.splice(faultIndex, 1);
        if (kind !== "PutBlock" && kind !== "PutBlockList" && kind !== "PutBlob" && kind !== "GetBlob")
          twirp(fault.fault.status, { code: "internal", msg: "injected" });
        else azure(fault.fault.status, "InjectedFault");
        return;
      }
      if (kind === "ListArtifacts" || kind === "GetSignedArtifactURL") {
        let body: unknown;
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          twirp(400, { code: "malformed", msg: "body is not JSON" });
          return;
        }
        const scope = scopeOf(req.headers.authorization);
        const answer =
          kind === "ListArtifacts"
            ? listArtifacts(body, scope, artifacts.values())
            : signArtifactUrl(body, scope, artifacts.values(), signatures, {
                baseUrl: url,
                accountPath: ACCOUNT_PATH,
              });
        twirp(answer.status, answer.body);
        return;
      }
      if (kind === "GetBlob") {
        recorded.status = serveBlob(res, path, artifacts.values(), signatures, ACCOUNT_PATH);
        return;
      }
      if (kind === "CreateArtifact" || kind === "FinalizeArtifact") {
        let body: unknown;
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          twirp(400, { code: "malformed", msg: "body is not JSON" });
          return;
        }
        const runBackendId = jsonField(body, "workflow_run_backend_id");
        const jobBackendId = jsonField(body, "workflow_job_run_backend_id");
        const name = jsonField(body, "name");
        if (runBackendId === undefined || jobBackendId === undefined || name === undefined || name === "") {
          twirp(400, {
            code: "invalid_argument",
            msg: "workflow_run_backend_id, workflow_job_run_backend_id and name are required",
          });
          return;
        }
        const scope = scopeOf(req.headers.authorization);
        if (scope !== `Actions.Results:${runBackendId}:${jobBackendId}`) {
          twirp(403, {
            code: "permission_denied",
            msg: `token scope ${scope ?? "(none)"} does not cover this run and job`,
          });
          return;
        }
        const key = `${runBackendId}/${jobBackendId}/${name}`;
        if (kind === "CreateArtifact") {
          if (artifacts.has(name)) {
            twirp(409, {
              code: "already_exists",
              msg: `an artifact with this name already exists on the workflow run: ${name}`,
            });
            return;
          }
          const signature = randomUUID();
          const expiresAt = jsonField(body, "expires_at");
          pending.set(key, {
            name,
            runBackendId,
            jobBackendId,
            signature,
            expiresAt,
            blocks: new Map(),
            blob: undefined,
          });
          const blobPath = `${ACCOUNT_PATH}${runBackendId}/${jobBackendId}/${encodeURIComponent(name)}.zip`;
          twirp(200, {
            ok: true,
            signed_upload_url: `${url}${blobPath}?sv=2024-11-04&sr=b&sp=cw&sig=${signature}`,
          });
          return;
        }
        const upload = pending.get(key);
        if (upload?.blob === undefined) {
          twirp(404, { code: "not_found", msg: `no uploaded blob for artifact ${name}` });
          return;
        }
        const hash = jsonField(body, "hash");
        const digest = `sha256:${createHash("sha256").update(upload.blob).digest("hex")}`;
        if (
          jsonField(body, "size") !== String(upload.blob.length) ||
          (hash !== undefined && hash !== digest)
        ) {
          twirp(400, {
            code: "invalid_argument",
            msg: `size or hash does not match the ${upload.blob.length}-byte blob`,
          });
          return;
        }
        let files: Map<string, Buffer>;
        try {
          files = readZip(upload.blob);
        } catch (thrown) {
          twirp(400, { code: "invalid_argument", msg: String(thrown) });
          return;
        }
        nextArtifactId += 1;
        artifacts.set(name, {
          ...upload,
          id: nextArtifactId,
          zip: upload.blob,
          files,
          createdAt: new Date().toISOString(),
        });
        pending.delete(key);
        twirp(200, { ok: true, artifact_id: String(nextArtifactId) });
        return;
      }
      const upload = [...pending.values()].find(
        (candidate) =>
          path.pathname ===
          `${ACCOUNT_PATH}${candidate.runBackendId}/${candidate.jobBackendId}/${encodeURIComponent(candidate.name)}.zip`,
      );
      if (upload === undefined || path.searchParams.get("sig") !== upload.signature) {
        azure(
          upload === undefined ? 404 : 403,
          upload === undefined ? "BlobNotFound" : "AuthenticationFailed",
        );
        return;
      }
      if (kind === "PutBlock") {
        upload.blocks.set(path.searchParams.get("blockid") ?? "", raw);
      } else if (kind === "PutBlockList") {
        const ids = blockIdsOf(raw.toString("utf8"));
        const parts = ids.map((id) => upload.blocks.get(id));
        if (parts.some((part) => part === undefined)) {
          azure(400, "InvalidBlockList");
          return;
        }
        upload.blob = Buffer.concat(parts.filter((part): part is Buffer => part !== undefined));
      } else if (kind === "PutBlob") {
        upload.blob = raw;
      } else {
        azure(405, "UnsupportedHttpVerb");
        return;
      }
      azure(201);
    })().catch((thrown: unknown) => {
      if (!res.headersSent)
        answerTwirp(res, 500, { code: "internal", msg: `fake crashed: ${String(thrown)}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("the artifact fake has no TCP address");
  url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    requests,
    artifacts,
    readText: (artifactName, path) => {
      const file = artifacts.get(artifactName)?.files.get(path);
      if (file === undefined) throw new Error(`no file ${path} in artifact ${artifactName}`);
      return file.toString("utf8");
    },
    inject: (fault, injectOptions = {}) => void faults.push({ fault, remaining: injectOptions.times ?? 1 }),
    directory: artifactDirectory(
      () => artifacts.values(),
      runs,
      signatures,
      () => ({
        baseUrl: url,
        accountPath: ACCOUNT_PATH,
      }),
    ),
    describeRun: (runBackendId, run) => void runs.set(runBackendId, run),
    seed: ({ name, runBackendId, zip }) => {
      nextArtifactId += 1;
      const stored: StoredArtifact = {
        id: nextArtifactId,
        name,
        runBackendId,
        jobBackendId: "job-backend-seeded",
        zip,
        files: readZip(zip),
        expiresAt: undefined,
        createdAt: new Date().toISOString(),
      };
      artifacts.set(name, stored);
      return stored;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The environment `@actions/artifact` needs to upload to `fake`:
 * `ACTIONS_RUNTIME_TOKEN` (an unsigned JWT whose `scp` is
 * `Actions.Results:<runBackendId>:<jobBackendId>`), `ACTIONS_RESULTS_URL`
 * (with the trailing slash the runner sets) and a github.com-like
 * `GITHUB_SERVER_URL` (`http://github.localhost`; a GHES-looking host makes
 * the toolkit refuse).
 */
export function actionsRuntimeEnv(
  fake: Pick<ArtifactFake, "url">,
  runBackendId = "run-backend-1",
  jobBackendId = "job-backend-1",
): Record<string, string> {
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");
  const payload = {
    scp: `Actions.GenericRead:x Actions.Results:${runBackendId}:${jobBackendId}`,
    iss: "fake",
  };
  return {
    ACTIONS_RUNTIME_TOKEN: `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.unsigned`,
    ACTIONS_RESULTS_URL: `${fake.url}/`,
    GITHUB_SERVER_URL: "http://github.localhost",
  };
}

function kindOf(method: string, url: URL): ArtifactRequestKind {
  if (method === "POST" && url.pathname === `${TWIRP_PREFIX}CreateArtifact`) return "CreateArtifact";
  if (method === "POST" && url.pathname === `${TWIRP_PREFIX}FinalizeArtifact`) return "FinalizeArtifact";
  if (method === "POST" && url.pathname === `${TWIRP_PREFIX}ListArtifacts`) return "ListArtifacts";
  if (method === "POST" && url.pathname === `${TWIRP_PREFIX}GetSignedArtifactURL`)
    return "GetSignedArtifactURL";
  if (method === "GET" && url.pathname.startsWith(ACCOUNT_PATH)) return "GetBlob";
  if (method === "PUT" && url.pathname.startsWith(ACCOUNT_PATH)) {
    const comp = url.searchParams.get("comp");
    if (comp === "block") return "PutBlock";
    if (comp === "blocklist") return "PutBlockList";
    if (comp === null) return "PutBlob";
  }
  return "unknown";
}
