/**
 * The two things the egress proxy does with a request once the server has parsed it: forward a
 * plain-HTTP request (absolute form) or open a CONNECT tunnel. Both decide first — parse the
 * target strictly, apply the egress policy, resolve and vet every address — and only then
 * connect, to the vetted address. A refusal is a `403` with a one-line reason, sent before any
 * byte reaches the destination.
 */
import { request as httpRequest } from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { connect } from "node:net";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { parseProxyTarget } from "../../security/egress/proxy-target.js";
import type { ProxyTarget } from "../../security/egress/proxy-target.js";
import { vetProxyTarget } from "./egress-vet.js";
import type { HostLookup } from "./egress-vet.js";

/** What the handlers need from the server that owns them. */
export interface ProxyContext {
  readonly egressAllow: readonly string[];
  readonly lookup: HostLookup;
  readonly idleTimeoutMs: number;
  /** Counts one decision (and tells the caller's `onDecision`). */
  readonly record: (target: string, allowed: boolean, reason?: string) => void;
  /** Registers an outbound socket so `close()` can end it. */
  readonly track: (socket: Socket) => void;
  readonly isClosed: () => boolean;
}

type Decision =
  | {
      readonly ok: true;
      readonly target: Extract<ProxyTarget, { ok: true }>;
      readonly address: string;
      readonly port: number;
    }
  | { readonly ok: false; readonly status: 403 | 502; readonly reason: string };

/** Headers that describe one hop, never forwarded (RFC 9110 §7.6.1), plus the proxy's own. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "proxy-authenticate",
  "te",
  "trailer",
  "upgrade",
]);

async function decide(ctx: ProxyContext, method: string, rawTarget: string): Promise<Decision> {
  const target = parseProxyTarget(method, rawTarget);
  if (!target.ok) {
    ctx.record(target.label, false, target.reason);
    return { ok: false, status: 403, reason: target.reason };
  }
  const vetted = await vetProxyTarget(target, ctx.egressAllow, ctx.lookup);
  ctx.record(target.label, vetted.ok, vetted.ok ? undefined : vetted.reason);
  if (!vetted.ok) return vetted;
  return { ok: true, target, address: vetted.address, port: vetted.port };
}

function oneLine(reason: string): string {
  return `Alfred egress proxy: ${reason.replace(/[\r\n]+/g, " ")}\n`;
}

function forwardableHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept;
}

function refuse(response: ServerResponse, status: number, reason: string): void {
  const body = oneLine(reason);
  response.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "x-alfred-egress": "refused",
    connection: "close",
  });
  response.end(body);
}

/**
 * Serves one absolute-form request (`GET http://host:port/path`): decides, then forwards it to
 * the vetted address with the original `Host` header and streams the answer back.
 */
export function handleForward(ctx: ProxyContext, request: IncomingMessage, response: ServerResponse): void {
  void decide(ctx, request.method ?? "", request.url ?? "").then(
    (decision) => {
      if (ctx.isClosed()) return void request.destroy();
      if (!decision.ok) return refuse(response, decision.status, decision.reason);
      const { target } = decision;
      const upstream = httpRequest({
        host: decision.address,
        port: decision.port,
        method: request.method,
        path: `${target.url.pathname}${target.url.search}`,
        headers: { ...forwardableHeaders(request.headers), host: target.url.host },
        setHost: false,
        agent: false,
      });
      upstream.once("socket", (socket) => ctx.track(socket));
      // The client went away (or the answer is complete): nothing more to relay.
      response.once("close", () => upstream.destroy());
      upstream.setTimeout(ctx.idleTimeoutMs, () => upstream.destroy(new Error("the destination went idle")));
      upstream.once("response", (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          forwardableHeaders(answer.headers),
        );
        answer.pipe(response);
        answer.once("error", () => response.destroy());
      });
      upstream.once("error", (error) => {
        if (response.headersSent) response.destroy();
        else refuse(response, 502, `${target.label} failed: ${error.message}`);
      });
      request.pipe(upstream);
    },
    // Only a throwing onDecision gets here: drop this request, keep serving the others.
    () => request.destroy(),
  );
}

/**
 * Serves one `CONNECT host:port`: decides, then connects to the vetted address, answers
 * `200 Connection Established` and relays bytes both ways until either side ends or idles.
 */
export function handleConnect(
  ctx: ProxyContext,
  request: IncomingMessage,
  client: Duplex,
  head: Buffer,
): void {
  client.on("error", () => client.destroy());
  void decide(ctx, "CONNECT", request.url ?? "").then(
    (decision) => {
      if (ctx.isClosed()) return void client.destroy();
      if (!decision.ok) return void client.end(rawRefusal(decision.status, decision.reason));
      const upstream = connect({ host: decision.address, port: decision.port });
      ctx.track(upstream);
      const endBoth = (): void => {
        upstream.destroy();
        client.destroy();
      };
      let established = false;
      upstream.setTimeout(ctx.idleTimeoutMs, endBoth);
      client.once("close", endBoth);
      upstream.once("error", (error) => {
        if (established) endBoth();
        else client.end(rawRefusal(502, `${decision.target.label} failed: ${error.message}`));
      });
      upstream.once("connect", () => {
        established = true;
        upstream.once("close", endBoth);
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
    },
    () => client.destroy(),
  );
}

function rawRefusal(status: 403 | 502, reason: string): string {
  const body = oneLine(reason);
  const text = status === 403 ? "Forbidden" : "Bad Gateway";
  return (
    `HTTP/1.1 ${status} ${text}\r\ncontent-type: text/plain; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\nx-alfred-egress: refused\r\nconnection: close\r\n\r\n${body}`
  );
}
