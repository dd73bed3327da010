export const id = 395;
export const ids = [395];
export const modules = {

/***/ 76395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   safeFetch: () => (/* binding */ safeFetch)
/* harmony export */ });
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71553);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_dns_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _security_egress_egress_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95529);
/* harmony import */ var _security_egress_egress_addresses_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(17080);
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93747);
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








const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
async function systemLookup(hostname) {
    const addresses = await (0,node_dns_promises__WEBPACK_IMPORTED_MODULE_0__.lookup)(hostname, { all: true, verbatim: true });
    return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}
/**
 * GETs `url` under the rules above. Never throws: refusals, network errors,
 * timeouts and aborts come back as `{ ok: false, reason }`.
 */
async function safeFetch(url, options) {
    const timeoutMs = options.timeoutMs ?? 30_000;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
    const maxRedirects = options.maxRedirects ?? 5;
    const redirects = [];
    let current = url;
    try {
        for (;;) {
            const hop = redirects.length === 0 ? "" : `redirect ${redirects.length} to ${current}: `;
            const target = await vetUrl(current, options);
            if (!target.ok)
                return { ok: false, reason: `${hop}${target.reason}` };
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
    }
    catch (thrown) {
        if (timeout.aborted)
            return { ok: false, reason: `timed out after ${timeoutMs / 1000} s` };
        if (options.signal?.aborted === true)
            return { ok: false, reason: "aborted" };
        const message = thrown instanceof Error ? thrown.message : String(thrown);
        return { ok: false, reason: `request to ${current} failed: ${message}` };
    }
}
/** Scheme, credentials, allow-list, then every resolved address. */
async function vetUrl(raw, options) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return { ok: false, reason: `not a valid URL: ${raw}` };
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
        return { ok: false, reason: `only http and https URLs are fetched, not ${url.protocol}` };
    }
    // user:pass@ in a URL is a classic way to disguise the real host to a reader.
    if (url.username !== "" || url.password !== "")
        return { ok: false, reason: "URLs with credentials are refused" };
    const egress = (0,_security_egress_egress_js__WEBPACK_IMPORTED_MODULE_5__/* .checkEgress */ .ek)(url.toString(), options.egressAllow);
    if (!egress.allowed)
        return { ok: false, reason: `${url.host} is not on the egress allow-list: ${egress.reason}` };
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_3__.isIP)(host);
    const addresses = family === 0
        ? await (options.lookup ?? systemLookup)(host)
        : [{ address: host, family: family === 6 ? 6 : 4 }];
    const port = url.port === "" ? (url.protocol === "https:" ? "443" : "80") : url.port;
    const verdict = (0,_security_egress_egress_addresses_js__WEBPACK_IMPORTED_MODULE_6__/* .checkResolvedAddresses */ .d)({ host, port, addresses: addresses.map(({ address }) => address) }, options.egressAllow);
    if (!verdict.allowed)
        return { ok: false, reason: verdict.reason };
    return { ok: true, url, address: family === 0 ? addresses[0] : undefined };
}
/** One GET, connecting to the vetted address while sending the real Host header and TLS server name. */
function get(url, address, signal) {
    const hostname = url.hostname.replace(/^\[|\]$/g, "");
    const pinned = address === undefined
        ? undefined
        : (_name, options, callback) => {
            if (options.all === true)
                callback(null, [{ address: address.address, family: address.family }]);
            else
                callback(null, address.address, address.family);
        };
    const request = url.protocol === "https:" ? node_https__WEBPACK_IMPORTED_MODULE_2__.request : node_http__WEBPACK_IMPORTED_MODULE_1__.request;
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
            ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_7__/* .omitUndefined */ .O)({ lookup: pinned }),
            ...((0,node_net__WEBPACK_IMPORTED_MODULE_3__.isIP)(hostname) === 0 ? { servername: hostname } : {}),
            agent: false,
            signal,
        });
        req.once("response", resolve);
        req.once("error", reject);
        req.end();
    });
}
/** Reads the decoded body up to `maxBytes`, then stops reading and closes the connection. */
async function readCapped(response, maxBytes) {
    const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
    const decoder = encoding === "gzip" || encoding === "x-gzip"
        ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_4__.createGunzip)()
        : encoding === "deflate"
            ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_4__.createInflate)()
            : encoding === "br"
                ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_4__.createBrotliDecompress)()
                : undefined;
    const stream = decoder === undefined ? response : response.pipe(decoder);
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
    }
    finally {
        response.destroy();
        decoder?.destroy();
    }
    return { body: Buffer.concat(chunks), truncated };
}


/***/ })

};
