/**
 * The HTTP side shared by the loopback model-API fakes: a node:http server on
 * 127.0.0.1 that records every request, checks the route and the API key,
 * consumes the script and injects faults. A {@link WireFormat} supplies what
 * differs between Anthropic and OpenAI: routes, error bodies, answer encoding.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type FakeFault,
  type FakeScript,
  type FakeServer,
  type FakeServerOptions,
  type FakeTurn,
  type RecordedRequest,
  ScriptCursor,
  delay,
  isRecord,
} from "./fake-script.js";

/** One encoded answer: the non-streaming JSON body and the SSE chunks of the streamed form. */
export interface EncodedAnswer {
  readonly json: unknown;
  /** `includeUsage` is OpenAI's `stream_options.include_usage`. */
  events(includeUsage: boolean): readonly string[];
}

/** What one API's wire format supplies to {@link startScriptedServer}. */
export interface WireFormat {
  /** POST paths served. */
  readonly routes: readonly string[];
  /** Appended to `http://127.0.0.1:PORT` to form the fake's `url`. */
  readonly urlPath: string;
  /** Status of the `overloaded` fault. */
  readonly overloadedStatus: number;
  /** The API's error body; `type` undefined means the API's usual type for `status`. */
  errorBody(status: number, type: string | undefined, message: string): unknown;
  /** Encodes the `count`-th answer (from 1) to `body`. */
  answer(turn: FakeTurn, body: Record<string, unknown>, count: number): EncodedAnswer;
  /** The opening SSE chunks of a text answer, for faults that break off mid-message. */
  partial(text: string): string;
  /** An SSE chunk carrying an error mid-stream. */
  streamError(type: string | undefined): string;
}

/** Starts a scripted fake speaking `wire`. See {@link FakeServer}. */
export async function startScriptedServer(
  wire: WireFormat,
  script: FakeScript,
  options: FakeServerOptions,
): Promise<FakeServer> {
  const cursor = new ScriptCursor(script);
  let answers = 0;
  const sendError = (res: ServerResponse, status: number, message: string, type?: string): void =>
    sendJson(res, status, wire.errorBody(status, type, message));

  const loopback = await startLoopback(async (req, res, recorded) => {
    if (recorded.method !== "POST" || !wire.routes.includes(recorded.path.split("?")[0] ?? "")) {
      sendError(res, 404, `no route for ${recorded.method} ${recorded.path}`);
      return;
    }
    const key = presentedKey(recorded.headers);
    if (key === undefined || (options.apiKey !== undefined && key !== options.apiKey)) {
      sendError(res, 401, "invalid API key");
      return;
    }
    const body = recorded.body;
    if (!isRecord(body)) {
      sendError(res, 400, "body must be a JSON object");
      return;
    }
    const step = await cursor.next(recorded);
    if (step.kind === "exhausted") {
      sendError(res, 500, "fake script exhausted");
      return;
    }
    if (step.kind === "fault") {
      sendFault(wire, req, res, recorded, step.fault);
      return;
    }
    answers += 1;
    const answer = wire.answer(step.turn, body, answers);
    if (!recorded.stream) {
      sendJson(res, 200, answer.json);
      return;
    }
    const streamOptions = body["stream_options"];
    const includeUsage = isRecord(streamOptions) && streamOptions["include_usage"] === true;
    startSse(res);
    for (const chunk of answer.events(includeUsage)) {
      if (res.destroyed) return;
      res.write(chunk);
      if ((options.chunkDelayMs ?? 0) > 0) await delay(options.chunkDelayMs ?? 0);
    }
    res.end();
  }, options.port);
  return {
    url: `http://127.0.0.1:${loopback.port}${wire.urlPath}`,
    requests: loopback.requests,
    close: () => loopback.close(),
  };
}

function sendFault(
  wire: WireFormat,
  req: IncomingMessage,
  res: ServerResponse,
  recorded: RecordedRequest,
  fault: FakeFault,
): void {
  switch (fault.fault) {
    case "rate_limit": {
      const headers: Record<string, string> = {};
      if (fault.retryAfterSeconds !== undefined) headers["retry-after"] = String(fault.retryAfterSeconds);
      if (fault.retryAfterMs !== undefined) headers["retry-after-ms"] = String(fault.retryAfterMs);
      sendJson(res, 429, wire.errorBody(429, undefined, "rate limited by the fake"), headers);
      return;
    }
    case "overloaded":
      sendJson(res, wire.overloadedStatus, wire.errorBody(wire.overloadedStatus, undefined, "Overloaded"));
      return;
    case "server_error":
      sendJson(res, 500, wire.errorBody(500, undefined, "Internal server error"));
      return;
    case "http_error":
      sendJson(
        res,
        fault.status,
        wire.errorBody(fault.status, fault.errorType, fault.message ?? "fake error"),
      );
      return;
    case "cut_stream":
      if (!recorded.stream) {
        req.socket.destroy();
        return;
      }
      startSse(res);
      if (fault.graceful === true) res.end(wire.partial(fault.partialText ?? "Partial answer"));
      else res.write(wire.partial(fault.partialText ?? "Partial answer"), () => res.socket?.destroy());
      return;
    case "stream_error":
      if (!recorded.stream) {
        sendJson(res, 500, wire.errorBody(500, fault.errorType, "stream error"));
        return;
      }
      startSse(res);
      res.end(wire.partial("Partial answer") + wire.streamError(fault.errorType));
      return;
    case "hold":
      return;
    case "slow_first_byte":
      // ScriptCursor waits out delays itself; only a trailing slow_first_byte gets here.
      sendJson(res, 500, wire.errorBody(500, undefined, "slow_first_byte with no step after it"));
      return;
  }
}

/** The API key a request carries in `x-api-key` or `Authorization: Bearer`, if any. */
export function presentedKey(headers: Readonly<Record<string, string>>): string | undefined {
  const direct = headers["x-api-key"];
  if (direct !== undefined && direct !== "") return direct;
  const match = /^Bearer\s+(\S+)$/i.exec(headers["authorization"] ?? "");
  return match?.[1];
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function startSse(res: ServerResponse): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
}

type Handler = (req: IncomingMessage, res: ServerResponse, recorded: RecordedRequest) => Promise<void>;

async function startLoopback(
  handler: Handler,
  listenPort = 0,
): Promise<{ port: number; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req)
      .then(async (raw) => {
        const body = parseJson(raw);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        const stream = isRecord(body) && body["stream"] === true;
        const recorded = { method: req.method ?? "GET", path: req.url ?? "/", headers, body, stream };
        requests.push(recorded);
        await handler(req, res, recorded);
      })
      .catch((error: unknown) => {
        if (!res.headersSent)
          sendJson(res, 500, { error: { message: `fake server error: ${String(error)}` } });
        else res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", resolve);
  });
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === "string") throw new Error("fake server has no TCP address");
  return {
    port: address.port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(raw: string): unknown {
  if (raw === "") return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
