/**
 * What a request to the egress proxy asks to reach, read strictly.
 *
 * A command inside the sandbox talks to the proxy in one of two forms: an absolute-form
 * request for plain HTTP (`GET http://host:port/path HTTP/1.1`) or a `CONNECT host:port`
 * tunnel for HTTPS. Both are turned into a WHATWG `URL` here, so the policy
 * (`checkEgress`) judges, and the proxy connects to, the host `URL` canonicalised — the same
 * parser `web_fetch` goes through. Anything else (origin-form `GET /`, `https://` in absolute
 * form, a CONNECT authority with a path, userinfo or no port) is refused before any policy
 * runs: a strict grammar leaves no room for the proxy and the policy to read one target two
 * ways.
 *
 * Pure: no I/O.
 */

/** A request target the proxy may go on to vet, or why it is malformed. */
export type ProxyTarget =
  | {
      readonly ok: true;
      /** The URL given to `checkEgress` (for CONNECT: `https://host:port/`). */
      readonly url: URL;
      /** The host to resolve or connect to: canonical, without IPv6 brackets. */
      readonly hostname: string;
      /** The destination port, decimal. */
      readonly port: string;
      /** `host:port` for counting and logs: never userinfo, path or query (they may carry secrets). */
      readonly label: string;
    }
  | { readonly ok: false; readonly reason: string; readonly label: string };

const DEFAULT_PORTS: Readonly<Record<string, string>> = { "http:": "80", "https:": "443" };
/** `host:port` or `[v6]:port`, and nothing else: no userinfo, path, spaces or empty port. */
const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|[^\s:/?#@[\]\\%]+):\d{1,5}$/;
const UNPARSEABLE = "(unparseable target)";

function fromUrl(url: URL): ProxyTarget {
  const port = url.port === "" ? (DEFAULT_PORTS[url.protocol] ?? "") : url.port;
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const label = `${url.hostname}:${port}`;
  // Checked here as well as by checkEgress so the refusal names the host, never the credentials.
  if (url.username !== "" || url.password !== "")
    return { ok: false, reason: "URLs with credentials (user:password@) are refused", label };
  return { ok: true, url, hostname, port, label };
}

/**
 * Parses the method and request target of one proxy request.
 *
 * @param method - the HTTP method (`CONNECT`, `GET`, …).
 * @param target - the request target exactly as received.
 * @returns the target, or `{ ok: false, reason, label }` when it is not a form the proxy serves.
 * @throws never.
 */
export function parseProxyTarget(method: string, target: string): ProxyTarget {
  if (method === "CONNECT") {
    if (!AUTHORITY.test(target))
      return { ok: false, reason: "CONNECT needs host:port and nothing else", label: UNPARSEABLE };
    const port = Number(target.slice(target.lastIndexOf(":") + 1));
    if (port < 1 || port > 65535)
      return { ok: false, reason: `port ${port} is out of range`, label: UNPARSEABLE };
    let url: URL;
    try {
      url = new URL(`https://${target}/`);
    } catch {
      return { ok: false, reason: "the CONNECT target cannot be parsed", label: UNPARSEABLE };
    }
    // `https://h:443/` serialises without its port; fromUrl restores the default, so 443 it is.
    return fromUrl(url);
  }
  if (!/^http:\/\//i.test(target)) {
    const reason = /^https:\/\//i.test(target)
      ? "https URLs go through CONNECT, not as a plain proxy request"
      : "only absolute http:// request targets and CONNECT are served";
    return { ok: false, reason, label: UNPARSEABLE };
  }
  try {
    return fromUrl(new URL(target));
  } catch {
    return { ok: false, reason: "the URL cannot be parsed", label: UNPARSEABLE };
  }
}
