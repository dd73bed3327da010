/**
 * An HTTP GET that an injected prompt cannot turn into an exfiltration or SSRF
 * channel: every URL — the first and each redirect hop — must pass the egress
 * allow-list; every address a host resolves to must be public; and the socket
 * connects to the address that was checked, not to whatever a second DNS query
 * returns (DNS rebinding: a name that resolves to a public IP for the check
 * and to 169.254.169.254 for the connection).
 *
 * Private addresses (loopback, RFC 1918, link-local, CGNAT, ULA, …) are
 * reachable only when the allow-list names that exact IP literal, with the
 * port when the entry has one, e.g. `127.0.0.1:8080` for a test server. Allowing a *hostname* never implies its
 * private addresses: `localhost` or `metadata.internal` on the list is not
 * enough, so a careless glob cannot open the cloud metadata endpoint.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpRequest } from "node:http";
import type { IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import type { LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { checkEgress } from "../../security/egress/egress.js";
import { checkResolvedAddresses } from "../../security/egress/egress-addresses.js";
import { omitUndefined } from "../../core/omit-undefined.js";

/** One address a hostname resolves to. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Options of {@link safeFetch}. */
export interface SafeFetchOptions {
  /** The session's egress list (`ctx.runtime.boundary.egressAllow`). */
  readonly egressAllow: readonly string[];
  /** Stop reading the (decoded) body after this many bytes. */
  readonly maxBytes: number;
  /** Whole-request timeout including redirects and body (default 30 s). */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** At most this many redirects are followed (default 5). */
  readonly maxRedirects?: number;
  /** DNS resolution; injectable so tests can make a name resolve to a private address. */
  readonly lookup?: (hostname: string) => Promise<readonly ResolvedAddress[]>;
}

/** A fetched response, or why nothing was fetched. */
export type SafeFetchResult =
  | {
      readonly ok: true;
      /** The URL that answered, after redirects. */
      readonly url: string;
      readonly status: number;
      readonly contentType: string;
      readonly body: Buffer;
      /** True when the body was cut at `maxBytes`. */
      readonly truncated: boolean;
      readonly redirects: readonly string[];
    }
  | { readonly ok: false; readonly reason: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

async function systemLookup(hostname: string): Promise<readonly ResolvedAddress[]> {
  const addresses = await dnsLookup(hostname, { all: true, verbatim: true });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

/**
 * GETs `url` under the rules above. Never throws: refusals, network errors,
 * timeouts and aborts come back as `{ ok: false, reason }`.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
  const maxRedirects = options.maxRedirects ?? 5;
  const redirects: string[] = [];
  let current = url;
  try {
    for (;;) {
      const hop = redirects.length === 0 ? "" : `redirect ${redirects.length} to ${current}: `;
      const target = await vetUrl(current, options);
      if (!target.ok) return { ok: false, reason: `${hop}${target.reason}` };
      const response = await get(target.url, target.address, signal);
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location !== undefined) {
        response.destroy();
        if (redirects.length >= maxRedirects)
          return { ok: false, reason: `too many redirects (more than ${maxRedirects})` };
        current = new URL(location, target.url).toString();
        redirects.push(current);
        continue;
      }
      const { body, truncated } = await readCapped(response, options.maxBytes);
      return {
        ok: true,
        url: target.url.toString(),
        status: response.statusCode ?? 0,
        contentType: response.headers["content-type"] ?? "",
        body,
        truncated,
        redirects,
      };
    }
  } catch (thrown: unknown) {
    if (timeout.aborted) return { ok: false, reason: `timed out after ${timeoutMs / 1000} s` };
    if (options.signal?.aborted === true) return { ok: false, reason: "aborted" };
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return { ok: false, reason: `request to ${current} failed: ${message}` };
  }
}

type Vetted = { ok: true; url: URL; address: ResolvedAddress | undefined } | { ok: false; reason: string };

/** Scheme, credentials, allow-list, then every resolved address. */
async function vetUrl(raw: string, options: SafeFetchOptions): Promise<Vetted> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: `not a valid URL: ${raw}` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, reason: `only http and https URLs are fetched, not ${url.protocol}` };
  }
  // user:pass@ in a URL is a classic way to disguise the real host to a reader.
  if (url.username !== "" || url.password !== "")
    return { ok: false, reason: "URLs with credentials are refused" };
  const egress = checkEgress(url.toString(), options.egressAllow);
  if (!egress.allowed)
    return { ok: false, reason: `${url.host} is not on the egress allow-list: ${egress.reason}` };

  const host = url.hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  const addresses: readonly ResolvedAddress[] =
    family === 0
      ? await (options.lookup ?? systemLookup)(host)
      : [{ address: host, family: family === 6 ? 6 : 4 }];
  const port = url.port === "" ? (url.protocol === "https:" ? "443" : "80") : url.port;
  const verdict = checkResolvedAddresses(
    { host, port, addresses: addresses.map(({ address }) => address) },
    options.egressAllow,
  );
  if (!verdict.allowed) return { ok: false, reason: verdict.reason };
  return { ok: true, url, address: family === 0 ? addresses[0] : undefined };
}

/** One GET, connecting to the vetted address while sending the real Host header and TLS server name. */
function get(url: URL, address: ResolvedAddress | undefined, signal: AbortSignal): Promise<IncomingMessage> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const pinned: LookupFunction | undefined =
    address === undefined
      ? undefined
      : (_name, options, callback) => {
          if (options.all === true) callback(null, [{ address: address.address, family: address.family }]);
          else callback(null, address.address, address.family);
        };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request({
      protocol: url.protocol,
      hostname,
      port: url.port === "" ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: {
        host: url.host,
        "user-agent": "Alfred (autonomous coding agent; +https://github.com)",
        accept: "text/html,application/xhtml+xml,application/json,text/plain;q=0.9,*/*;q=0.5",
        "accept-encoding": "gzip, deflate, br",
      },
      ...omitUndefined({ lookup: pinned }),
      ...(isIP(hostname) === 0 ? { servername: hostname } : {}),
      agent: false,
      signal,
    });
    req.once("response", resolve);
    req.once("error", reject);
    req.end();
  });
}

/** Reads the decoded body up to `maxBytes`, then stops reading and closes the connection. */
async function readCapped(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  const stream = decoder === undefined ? response : response.pipe(decoder);
  response.once("error", (error) => decoder?.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      const room = maxBytes - size;
      chunks.push(buffer.length > room ? buffer.subarray(0, room) : buffer);
      size += Math.min(buffer.length, room);
      if (buffer.length >= room) {
        truncated = buffer.length > room || !response.complete;
        break;
      }
    }
  } finally {
    response.destroy();
    decoder?.destroy();
  }
  return { body: Buffer.concat(chunks), truncated };
}
