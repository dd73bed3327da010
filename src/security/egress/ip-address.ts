/**
 * Classifies IP addresses that must not be reached from a fetch an injected
 * prompt may have chosen: the host itself, the private network, the cloud
 * metadata endpoint (169.254.169.254, fd00:ec2::254), and every IPv6 form that
 * embeds such an IPv4 address (mapped, NAT64, 6to4).
 *
 * Parsing is ipaddr.js's, in its strict forms only (four-part decimal IPv4, as `node:net` isIP
 * accepts; its lenient `parse` also reads `0x7f.1`, which the WHATWG URL parser has already
 * normalised before anything here sees a host). The range table stays ours: it names the
 * documentation and benchmarking ranges and the embedded-IPv4 categories that ipaddr.js's
 * `range()` folds into `reserved`/`rfc6052`, and the tests pin those names.
 */
import ipaddr from "ipaddr.js";

type Range = readonly [base: number, prefix: number, category: string];

const IPV4_RANGES: readonly Range[] = [
  [ipv4(0, 0, 0, 0), 8, "unspecified"],
  [ipv4(10, 0, 0, 0), 8, "private"],
  [ipv4(100, 64, 0, 0), 10, "carrier-grade NAT"],
  [ipv4(127, 0, 0, 0), 8, "loopback"],
  [ipv4(169, 254, 0, 0), 16, "link-local"],
  [ipv4(172, 16, 0, 0), 12, "private"],
  [ipv4(192, 0, 0, 0), 24, "reserved"],
  [ipv4(192, 0, 2, 0), 24, "documentation"],
  [ipv4(192, 168, 0, 0), 16, "private"],
  [ipv4(198, 18, 0, 0), 15, "benchmarking"],
  [ipv4(198, 51, 100, 0), 24, "documentation"],
  [ipv4(203, 0, 113, 0), 24, "documentation"],
  [ipv4(224, 0, 0, 0), 4, "multicast"],
  [ipv4(240, 0, 0, 0), 4, "reserved"],
];

function ipv4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

function parseIPv4(address: string): number | undefined {
  if (!ipaddr.IPv4.isValidFourPartDecimal(address)) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = ipaddr.IPv4.parse(address).octets;
  return ipv4(a, b, c, d);
}

/** The eight 16-bit groups of an IPv6 address (zone id ignored), or undefined when malformed. */
export function parseIPv6(address: string): number[] | undefined {
  return ipaddr.IPv6.isValid(address) ? ipaddr.IPv6.parse(address).parts : undefined;
}

/** 4 or 6 for an IP address in its strict textual form, 0 otherwise (as `node:net` isIP). */
export function ipFamily(text: string): 0 | 4 | 6 {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return 4;
  return ipaddr.IPv6.isValid(text) ? 6 : 0;
}

function classifyIPv4(value: number): string | undefined {
  for (const [base, prefix, category] of IPV4_RANGES) {
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    if ((value & mask) >>> 0 === base) return category;
  }
  if (value === 0xffffffff) return "broadcast";
  return undefined;
}

function classifyIPv6(groups: readonly number[]): string | undefined {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = ((g6 << 16) >>> 0) + g7;
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroPrefix && g5 === 0 && g6 === 0 && g7 === 0) return "unspecified";
  if (zeroPrefix && g5 === 0 && g6 === 0 && g7 === 1) return "loopback";
  if (zeroPrefix && g5 === 0xffff) return labelEmbedded("IPv4-mapped", embedded);
  if (zeroPrefix && g5 === 0) return "IPv4-compatible (deprecated)";
  if (g0 === 0x64 && g1 === 0xff9b) return labelEmbedded("NAT64", embedded);
  if (g0 === 0x2002) return labelEmbedded("6to4", ((g1 << 16) >>> 0) + g2);
  if (g0 === 0x2001 && g1 === 0) return "Teredo";
  if (g0 === 0x2001 && g1 === 0xdb8) return "documentation";
  if ((g0 & 0xfe00) === 0xfc00) return "unique local";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local";
  if ((g0 & 0xffc0) === 0xfec0) return "site-local (deprecated)";
  if ((g0 & 0xff00) === 0xff00) return "multicast";
  return undefined;
}

function labelEmbedded(kind: string, value: number): string | undefined {
  const category = classifyIPv4(value);
  return category === undefined ? undefined : `${kind} ${category}`;
}

/**
 * Why `address` must not be fetched (`loopback`, `private`, `IPv4-mapped
 * link-local`, …), or undefined for a public address. Unparseable input is
 * treated as not public.
 */
export function classifyAddress(address: string): string | undefined {
  const family = ipFamily(address);
  if (family === 4) return classifyIPv4(parseIPv4(address) ?? 0);
  const groups = family === 6 ? parseIPv6(address) : undefined;
  return groups === undefined ? "not an IP address" : classifyIPv6(groups);
}

/** True when both strings are the same IP address (`::1` = `0:0:0:0:0:0:0:1`); false for non-IPs. */
export function sameAddress(left: string, right: string): boolean {
  const family = ipFamily(left);
  if (family === 0 || family !== ipFamily(right)) return false;
  if (family === 4) return parseIPv4(left) === parseIPv4(right);
  const a = parseIPv6(left);
  const b = parseIPv6(right);
  return a !== undefined && b !== undefined && a.every((group, index) => group === b[index]);
}
