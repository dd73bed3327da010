import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  checkEgress,
  checkResolvedAddresses
} from "./chunk-XRZ52MBI.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/platform/egress/safe-fetch.ts
import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
var REDIRECT_STATUSES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function systemLookup(hostname) {
  const addresses = await dnsLookup(hostname, { all: true, verbatim: true });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}
async function safeFetch(url, options) {
  const timeoutMs = options.timeoutMs ?? 3e4;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal === void 0 ? timeout : AbortSignal.any([options.signal, timeout]);
  const maxRedirects = options.maxRedirects ?? 5;
  const redirects = [];
  let current = url;
  try {
    for (; ; ) {
      const hop = redirects.length === 0 ? "" : `redirect ${redirects.length} to ${current}: `;
      const target = await vetUrl(current, options);
      if (!target.ok) return { ok: false, reason: `${hop}${target.reason}` };
      const response = await get(target.url, target.address, signal);
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location !== void 0) {
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
        redirects
      };
    }
  } catch (thrown) {
    if (timeout.aborted) return { ok: false, reason: `timed out after ${timeoutMs / 1e3} s` };
    if (options.signal?.aborted === true) return { ok: false, reason: "aborted" };
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return { ok: false, reason: `request to ${current} failed: ${message}` };
  }
}
async function vetUrl(raw, options) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: `not a valid URL: ${raw}` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, reason: `only http and https URLs are fetched, not ${url.protocol}` };
  }
  if (url.username !== "" || url.password !== "")
    return { ok: false, reason: "URLs with credentials are refused" };
  const egress = checkEgress(url.toString(), options.egressAllow);
  if (!egress.allowed)
    return { ok: false, reason: `${url.host} is not on the egress allow-list: ${egress.reason}` };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  const addresses = family === 0 ? await (options.lookup ?? systemLookup)(host) : [{ address: host, family: family === 6 ? 6 : 4 }];
  const port = url.port === "" ? url.protocol === "https:" ? "443" : "80" : url.port;
  const verdict = checkResolvedAddresses(
    { host, port, addresses: addresses.map(({ address }) => address) },
    options.egressAllow
  );
  if (!verdict.allowed) return { ok: false, reason: verdict.reason };
  return { ok: true, url, address: family === 0 ? addresses[0] : void 0 };
}
function get(url, address, signal) {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const pinned = address === void 0 ? void 0 : (_name, options, callback) => {
    if (options.all === true) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request({
      protocol: url.protocol,
      hostname,
      port: url.port === "" ? void 0 : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: {
        host: url.host,
        "user-agent": "Alfred (autonomous coding agent; +https://github.com)",
        accept: "text/html,application/xhtml+xml,application/json,text/plain;q=0.9,*/*;q=0.5",
        "accept-encoding": "gzip, deflate, br"
      },
      ...omitUndefined({ lookup: pinned }),
      ...isIP(hostname) === 0 ? { servername: hostname } : {},
      agent: false,
      signal
    });
    req.once("response", resolve);
    req.once("error", reject);
    req.end();
  });
}
async function readCapped(response, maxBytes) {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decoder = encoding === "gzip" || encoding === "x-gzip" ? createGunzip() : encoding === "deflate" ? createInflate() : encoding === "br" ? createBrotliDecompress() : void 0;
  const stream = decoder === void 0 ? response : response.pipe(decoder);
  response.once("error", (error) => decoder?.destroy(error));
  const chunks = [];
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
export {
  safeFetch
};
