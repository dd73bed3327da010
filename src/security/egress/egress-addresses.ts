/**
 * The second half of the egress policy: after {@link checkEgress} has allowed a URL by its
 * *name*, may the connection go to the addresses that name resolved to?
 *
 * A listed name is trusted to be a public service, not to reach this machine or its network:
 * every resolved address that is loopback, private, link-local, CGNAT, unique-local or cloud
 * metadata is refused unless the allow-list names **that IP literal, with the port when the
 * entry has one** (`127.0.0.1:18084` opens port 18084 of loopback, not 18081, and not through
 * `localhost` on another port). Every answer must pass, not just one: an attacker's DNS can
 * mix public and private records, and the caller connects to the first vetted one.
 *
 * Pure: resolution is the caller's job (`web_fetch`, the egress proxy), and the caller must
 * connect to an address this function approved, not resolve again (DNS rebinding).
 */
import type { EgressVerdict } from "./egress.js";
import { parseEgressAllowList, parseEgressEntry } from "./egress.js";
import { classifyAddress } from "./ip-address.js";

/** Where a connection is about to go: the host as requested, its port, and its resolved addresses. */
export interface ResolvedTarget {
  /** The host as the request named it (for the reason only). */
  readonly host: string;
  /** The destination port, decimal (`"443"`, not `""`). */
  readonly port: string;
  /** Every address the host resolved to (an IP literal resolves to itself). */
  readonly addresses: readonly string[];
}

/**
 * True when the allow-list names `address` as an IP literal covering `port` (an entry without a
 * port covers every port). Spellings compare canonically: `::ffff:127.0.0.1` is `127.0.0.1`,
 * `0:0:0:0:0:0:0:1` is `::1`; an address with a zone id (`fe80::1%eth0`) matches nothing.
 */
export function isAddressListed(address: string, port: string, egressAllow: readonly string[]): boolean {
  const canonical = parseEgressEntry(address);
  if (canonical?.kind !== "ip" || canonical.port !== undefined) return false;
  const { rules } = parseEgressAllowList(egressAllow);
  return rules.some(
    (rule) =>
      rule.kind === "ip" &&
      rule.address === canonical.address &&
      (rule.port === undefined || rule.port === port),
  );
}

/**
 * Decides whether a connection to `target` may proceed, given the egress allow-list. Public
 * addresses pass; each non-public one must be listed exactly ({@link isAddressListed}).
 *
 * @returns `{ allowed: true }`, or `{ allowed: false, reason }` naming the first refused address.
 * @throws never.
 */
export function checkResolvedAddresses(
  target: ResolvedTarget,
  egressAllow: readonly string[],
): EgressVerdict {
  if (target.addresses.length === 0) return { allowed: false, reason: `${target.host} did not resolve` };
  for (const address of target.addresses) {
    const category = classifyAddress(address);
    if (category === undefined) continue;
    if (!isAddressListed(address, target.port, egressAllow)) {
      return {
        allowed: false,
        reason:
          `${target.host} resolves to ${address} (${category}); private addresses are reachable only ` +
          `when the egress allow-list names that IP literal (with port ${target.port} if it names a port)`,
      };
    }
  }
  return { allowed: true };
}
