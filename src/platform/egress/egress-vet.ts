/**
 * The egress proxy's decision for one request: the same pure policy as `web_fetch`
 * (`checkEgress` on the URL, ports included), then DNS, then `checkResolvedAddresses` on every
 * answer. The caller connects to the address returned here and to nothing else, so a second,
 * different DNS answer (rebinding) cannot redirect the connection.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { checkEgress } from "../../security/egress/egress.js";
import { checkResolvedAddresses } from "../../security/egress/egress-addresses.js";
import type { ProxyTarget } from "../../security/egress/proxy-target.js";

/** Resolves a host name to every address it has (system resolver by default). */
export type HostLookup = (host: string) => Promise<readonly string[]>;

/** Where to connect, or why not (`status` 403 for a refusal, 502 when the name did not resolve). */
export type VetResult =
  | { readonly ok: true; readonly address: string; readonly port: number }
  | { readonly ok: false; readonly status: 403 | 502; readonly reason: string };

/** The system resolver: every A and AAAA answer, in the resolver's order. */
export async function systemLookup(host: string): Promise<readonly string[]> {
  const answers = await dnsLookup(host, { all: true, verbatim: true });
  return answers.map(({ address }) => address);
}

/**
 * Applies the egress policy to a parsed proxy target. Never throws: a lookup failure is a
 * `502` result, so a name that does not resolve is counted as refused, not as allowed.
 */
export async function vetProxyTarget(
  target: Extract<ProxyTarget, { ok: true }>,
  egressAllow: readonly string[],
  lookup: HostLookup,
): Promise<VetResult> {
  const verdict = checkEgress(target.url.href, egressAllow);
  if (!verdict.allowed) return { ok: false, status: 403, reason: verdict.reason };
  let addresses: readonly string[];
  if (isIP(target.hostname) !== 0) addresses = [target.hostname];
  else {
    try {
      addresses = await lookup(target.hostname);
    } catch (thrown: unknown) {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      return { ok: false, status: 502, reason: `${target.hostname} did not resolve: ${message}` };
    }
  }
  const resolved = checkResolvedAddresses(
    { host: target.hostname, port: target.port, addresses },
    egressAllow,
  );
  const [first] = addresses;
  if (!resolved.allowed || first === undefined)
    return { ok: false, status: 403, reason: resolved.allowed ? "no address" : resolved.reason };
  return { ok: true, address: first, port: Number(target.port) };
}
