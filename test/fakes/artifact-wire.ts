/**
 * Wire details of the artifact fake: Twirp and Azure Blob answers, the block
 * list XML, the runtime token's scope, faults.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isJsonObject } from "./github-openapi-schema.js";

/** What a request to the artifact service was. */
export type ArtifactRequestKind =
  | "CreateArtifact"
  | "FinalizeArtifact"
  | "ListArtifacts"
  | "GetSignedArtifactURL"
  | "PutBlock"
  | "PutBlockList"
  | "PutBlob"
  | "GetBlob"
  | "unknown";

/** Answers the next request(s) of `kind` with `status` (Twirp error JSON or Azure error XML). */
export interface ArtifactFault {
  readonly kind: Exclude<ArtifactRequestKind, "unknown">;
  readonly status: number;
}

/** A fault waiting for its requests. */
export interface PendingArtifactFault {
  readonly fault: ArtifactFault;
  remaining: number;
}

/** A Twirp JSON answer. */
export function answerTwirp(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** An Azure Blob answer: 201 with the headers the SDK reads, or an error with its XML body. */
export function answerAzure(res: ServerResponse, status: number, code?: string): void {
  const headers = {
    "x-ms-request-id": randomUUID(),
    "x-ms-version": "2024-11-04",
    date: new Date().toUTCString(),
  };
  if (status < 300) {
    res.writeHead(status, {
      ...headers,
      etag: `"0x${Date.now().toString(16).toUpperCase()}"`,
      "last-modified": new Date().toUTCString(),
      "x-ms-request-server-encrypted": "true",
      "content-length": "0",
    });
    res.end();
    return;
  }
  const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code ?? "InternalError"}</Code><Message>fake</Message></Error>`;
  res.writeHead(status, {
    ...headers,
    "x-ms-error-code": code ?? "InternalError",
    "content-type": "application/xml",
  });
  res.end(xml);
}

/** The block ids of a `Put Block List` body, in order. */
export function blockIdsOf(xml: string): string[] {
  return [...xml.matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map((match) => match[2] ?? "");
}

/** A string field of a JSON object, if present. */
export function jsonField(body: unknown, key: string): string | undefined {
  const value = isJsonObject(body) ? body[key] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** The `Actions.Results:<run>:<job>` scope of a bearer JWT, if any. */
export function scopeOf(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1];
  const payload = token?.split(".")[1];
  if (payload === undefined) return undefined;
  try {
    const scp = jsonField(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")), "scp");
    return scp?.split(" ").find((scope) => scope.startsWith("Actions.Results:"));
  } catch {
    return undefined;
  }
}

/** The raw request body. */
export function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
