/**
 * Egress policy: may the agent send an HTTP request to this URL?
 *
 * The agent reads untrusted text (issues, web pages, tool output) and holds private data (the
 * repository, maybe secrets it glimpsed). An outbound request is the exfiltration channel of
 * the "lethal trifecta", so `web_fetch` is **default-deny**: only hosts on the allow-list
 * (`ALFRED_EGRESS_ALLOW`, comma-separated) may be fetched. Rules, and why:
 *
 * 1. **Parsing is WHATWG `URL`**, the parser `fetch` itself uses, so we judge the host the
 *    request will really go to (`https://api.github.com@evil.com/` goes to `evil.com`;
 *    `http://example.com\@evil.com` goes to `example.com`; tabs and newlines are dropped;
 *    `%65xample.com` is `example.com`). Unparseable URLs are denied.
 * 2. **Only `http:` and `https:`.** `file:`, `ftp:`, `data:`, `javascript:`, `ws:`, `gopher:`
 *    and anything else are denied: they read local files or reach services the list does not
 *    describe.
 * 3. **No credentials in the URL.** Any userinfo (`user@`, `user:pass@`) is denied outright,
 *    even for a listed host: it is the classic way to disguise the real host, and a token in a
 *    URL leaks into logs and `Referer`. Send credentials in headers.
 * 4. **Default deny.** An empty list denies everything; a host matches only an entry.
 * 5. **Exact entries are exact.** `example.com` covers `example.com` only, not
 *    `api.example.com` (a subdomain may be run by someone else, e.g. user content hosts).
 * 6. **Wildcards cover subdomains only.** `*.example.com` covers `a.example.com` and
 *    `a.b.example.com`, not `example.com` itself (list both if both are meant). A wildcard needs
 *    at least two labels (`*.com` is refused) and never matches an IP address. `*` alone and
 *    wildcards anywhere else are refused.
 * 7. **Hosts compare in canonical form**: lower case, punycode (`domainToASCII`), one trailing
 *    dot stripped (`example.com.` is `example.com`), on both the URL and the entries. Empty
 *    labels (`example..com`, `.example.com`, `example.com..`) are invalid. IDN look-alikes
 *    compare by punycode, so `exаmple.com` with a Cyrillic `а` (`xn--exmple-4nf.com`) is not
 *    `example.com`.
 * 8. **IP literals are denied unless that address is listed.** WHATWG canonicalises every IPv4
 *    spelling (decimal `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short `127.1`) to
 *    dotted quad and IPv6 to its compressed form, so the comparison is on canonical forms. An
 *    IPv4-mapped IPv6 address (`[::ffff:127.0.0.1]`, `[::ffff:7f00:1]`) is the same
 *    destination as its IPv4 address and compares as such. This blocks loopback, private
 *    ranges and cloud metadata (`169.254.169.254`) without a separate block-list.
 * 9. **Ports.** An entry without a port allows any port on that host; `host:8443` allows that
 *    port only (the scheme's default port when the URL names none).
 * 10. **Invalid entries match nothing** (fail closed); {@link parseEgressAllowList} reports them
 *    so configuration loading can warn.
 *
 * Out of scope for this pure check, and the caller's job: re-check every redirect hop (fetch
 * with `redirect: "manual"`), resolve the name and pass the answers to
 * `checkResolvedAddresses` (`egress-addresses.ts`: a listed name that resolves to a private
 * address is refused unless that IP literal, port included, is listed), then connect to the
 * vetted address (DNS rebinding).
 */
import { ipFamily } from "./ip-address.js";
import { domainToASCII } from "node:url";

/** The verdict of {@link checkEgress}. */
export type EgressVerdict = { allowed: true } | { allowed: false; reason: string };

/** One parsed allow-list entry. `port` is absent when any port is allowed. */
export type EgressRule =
  | { kind: "ip"; address: string; port?: string }
  | { kind: "domain"; host: string; port?: string }
  | { kind: "wildcard"; suffix: string; port?: string };

type CanonicalHost = { kind: "ip"; value: string } | { kind: "domain"; value: string };

const DEFAULT_PORTS: Readonly<Record<string, string>> = { "http:": "80", "https:": "443" };

/** `[::ffff:7f00:1]` (WHATWG's serialisation of any IPv4-mapped address) → `127.0.0.1`. */
function unmapIpv4(ipv6: string): string | undefined {
  const match = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(ipv6);
  if (!match?.[1] || !match[2]) return undefined;
  const high = parseInt(match[1], 16);
  const low = parseInt(match[2], 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** Canonicalises a hostname already parsed by WHATWG `URL`; undefined when it is invalid. */
function canonicalHost(hostname: string): CanonicalHost | undefined {
  if (hostname.startsWith("[")) return { kind: "ip", value: unmapIpv4(hostname) ?? hostname };
  if (ipFamily(hostname) === 4) return { kind: "ip", value: hostname };
  const stripped = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  const labels = stripped.split(".");
  if (stripped === "" || labels.some((label) => label === "")) return undefined;
  const ascii = domainToASCII(stripped).toLowerCase();
  if (ascii === "" || ascii.length > 253) return undefined;
  // Letters, digits, hyphen (and underscore, which real hosts use); `*` or `!` is no host name.
  if (ascii.split(".").some((label) => !/^[a-z0-9_-]{1,63}$/.test(label))) return undefined;
  // A name that canonicalises to an IP (e.g. "127.1" given to domainToASCII) is an IP.
  if (ipFamily(ascii) === 4) return { kind: "ip", value: ascii };
  return { kind: "domain", value: ascii };
}

/** Parses a bare host (no port) through WHATWG so entries are canonicalised like URLs. */
function parseHost(host: string): CanonicalHost | undefined {
  if (host === "" || /[\s/\\@?#%*]/.test(host)) return undefined;
  const bracketed = ipFamily(host) === 6 ? `[${host}]` : host;
  let url: URL;
  try {
    url = new URL(`http://${bracketed}/`);
  } catch {
    return undefined;
  }
  return canonicalHost(url.hostname);
}

/**
 * Parses one allow-list entry: `host`, `host:port`, `*.host`, `*.host:port`, an IPv4 address,
 * an IPv6 address (bare or in brackets, `[v6]:port`).
 *
 * @returns the rule, or undefined when the entry is invalid (it then matches nothing).
 */
export function parseEgressEntry(entry: string): EgressRule | undefined {
  let text = entry.trim();
  const wildcard = text.startsWith("*.");
  if (wildcard) text = text.slice(2);
  let host = text;
  let port: string | undefined;
  const bracketed = /^(\[[^\]]*\])(?::(\d{1,5}))?$/.exec(text);
  const withPort = /^([^:[\]]*):(\d{1,5})$/.exec(text);
  if (bracketed?.[1] !== undefined) {
    host = bracketed[1].slice(1, -1);
    port = bracketed[2];
  } else if (withPort?.[1] !== undefined) {
    host = withPort[1];
    port = withPort[2];
  }
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  const canonical = parseHost(host);
  if (canonical === undefined) return undefined;
  const portPart = port === undefined ? {} : { port: String(Number(port)) };
  if (wildcard) {
    if (canonical.kind === "ip" || canonical.value.split(".").length < 2) return undefined;
    return { kind: "wildcard", suffix: canonical.value, ...portPart };
  }
  return canonical.kind === "ip"
    ? { kind: "ip", address: canonical.value, ...portPart }
    : { kind: "domain", host: canonical.value, ...portPart };
}

/**
 * Parses a whole allow-list, keeping the valid rules and naming the invalid entries (blank
 * entries are ignored silently).
 */
export function parseEgressAllowList(egressAllow: readonly string[]): {
  rules: EgressRule[];
  invalid: string[];
} {
  const rules: EgressRule[] = [];
  const invalid: string[] = [];
  for (const entry of egressAllow) {
    if (entry.trim() === "") continue;
    const rule = parseEgressEntry(entry);
    if (rule === undefined) invalid.push(entry);
    else rules.push(rule);
  }
  return { rules, invalid };
}

function ruleMatches(rule: EgressRule, host: CanonicalHost, port: string): boolean {
  if (rule.port !== undefined && rule.port !== port) return false;
  switch (rule.kind) {
    case "ip":
      return host.kind === "ip" && host.value === rule.address;
    case "domain":
      return host.kind === "domain" && host.value === rule.host;
    case "wildcard":
      return host.kind === "domain" && host.value.endsWith(`.${rule.suffix}`);
  }
}

/**
 * Decides whether the agent may send a request to `url`, given the egress allow-list. Pure:
 * the list is an argument, nothing is resolved or fetched. See the rules at the top of this
 * file.
 *
 * @param url - the URL the model asked to fetch.
 * @param egressAllow - entries such as `api.github.com`, `*.npmjs.org`, `10.0.0.5:8080`.
 * @returns `{ allowed: true }`, or `{ allowed: false, reason }` with a human-readable reason.
 * @throws never.
 */
export function checkEgress(url: string, egressAllow: readonly string[]): EgressVerdict {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { allowed: false, reason: "the URL cannot be parsed" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { allowed: false, reason: `scheme ${parsed.protocol} is not allowed (only http: and https:)` };
  }
  if (parsed.username !== "" || parsed.password !== "") {
    return {
      allowed: false,
      reason: "URLs with credentials (user:password@) are denied; send credentials in a header",
    };
  }
  const host = canonicalHost(parsed.hostname);
  if (host === undefined) return { allowed: false, reason: `host ${parsed.hostname} is not a valid name` };
  const { rules } = parseEgressAllowList(egressAllow);
  if (rules.length === 0) {
    return { allowed: false, reason: "the egress allow-list is empty, so every outbound request is denied" };
  }
  const port = parsed.port === "" ? (DEFAULT_PORTS[parsed.protocol] ?? "") : parsed.port;
  if (rules.some((rule) => ruleMatches(rule, host, port))) return { allowed: true };
  if (host.kind === "ip") {
    return {
      allowed: false,
      reason: `IP address ${host.value} (port ${port}) is not on the egress allow-list (IP addresses must be listed exactly, with the port when the entry names one)`,
    };
  }
  return { allowed: false, reason: `host ${host.value} (port ${port}) is not on the egress allow-list` };
}
