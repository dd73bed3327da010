/**
 * The HTTP side of the GitHub fake: injected faults (5xx, primary and
 * secondary rate limits with the headers Octokit's throttling plugin reads,
 * hangs, lost answers), token checks, JSON answers.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RouteAnswer } from "./github-fake-route-kit.js";

/** A fault answered instead of the next request(s). */
export type GitHubFault =
  | { readonly kind: "status"; readonly status: number; readonly message?: string }
  /** Primary limit: 403, `x-ratelimit-remaining: 0`, reset `resetInSeconds` from now (default 0). */
  | { readonly kind: "rate_limit"; readonly resetInSeconds?: number }
  /** Secondary limit: 403 "You have exceeded a secondary rate limit", `retry-after` (default 1). */
  | { readonly kind: "secondary_rate_limit"; readonly retryAfterSeconds?: number }
  /** Never answers (until the client gives up or the fake closes). */
  | { readonly kind: "hang" }
  /** Carries the request out, then answers `status` (default 502), as when a proxy loses the answer. */
  | { readonly kind: "lost_answer"; readonly status?: number };

/** A fault waiting for its requests. */
export interface PendingFault {
  readonly fault: GitHubFault;
  remaining: number;
  readonly route: string | undefined;
}

/** True when no token is required or the request presents it (`token …` / `Bearer …`). */
export function authorized(req: IncomingMessage, token: string | undefined): boolean {
  if (token === undefined) return true;
  const header = req.headers.authorization ?? "";
  const presented = /^(?:token|bearer)\s+(.+)$/i.exec(header)?.[1];
  return presented === token;
}

/** The fault for the next request of `route`, consuming one use. */
export function takeFault(faults: PendingFault[], route: string): GitHubFault | undefined {
  const index = faults.findIndex((pending) => pending.route === undefined || pending.route === route);
  const pending = faults[index];
  if (pending === undefined) return undefined;
  pending.remaining -= 1;
  if (pending.remaining <= 0) faults.splice(index, 1);
  return pending.fault;
}

/** The answer GitHub would give for `fault`. */
export function faultAnswer(fault: Exclude<GitHubFault, { kind: "hang" }>): RouteAnswer {
  switch (fault.kind) {
    case "lost_answer": {
      const status = fault.status ?? 502;
      return {
        status,
        body: { message: "Bad gateway (injected after the request was carried out)", status: String(status) },
      };
    }
    case "status":
      return {
        status: fault.status,
        body: { message: fault.message ?? `injected ${fault.status}`, status: String(fault.status) },
      };
    case "rate_limit": {
      const reset = Math.floor(Date.now() / 1000) + (fault.resetInSeconds ?? 0);
      return {
        status: 403,
        headers: {
          "x-ratelimit-limit": "5000",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": String(reset),
        },
        body: {
          message: "API rate limit exceeded for installation ID 1.",
          documentation_url: "https://docs.github.com/rest",
        },
      };
    }
    case "secondary_rate_limit":
      return {
        status: 403,
        headers: { "retry-after": String(fault.retryAfterSeconds ?? 1) },
        body: {
          message:
            "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
          documentation_url: "https://docs.github.com/rest",
        },
      };
  }
}

/** Writes `answer` as JSON with GitHub-like headers. */
export function sendJson(res: ServerResponse, answer: RouteAnswer): void {
  const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    "content-type": "application/json; charset=utf-8",
    "x-github-request-id": `FAKE:${Date.now().toString(16)}`,
    ...answer.headers,
  });
  res.end(text);
}

/** The request body as text. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
