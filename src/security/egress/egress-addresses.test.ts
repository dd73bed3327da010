import { describe, expect, it } from "vitest";
import { checkResolvedAddresses, isAddressListed } from "./egress-addresses.js";

type Case = readonly [
  label: string,
  port: string,
  addresses: readonly string[],
  egressAllow: readonly string[],
];

// The name (`app.test`) has already passed checkEgress; these pin what its addresses may be.
const allowed: readonly Case[] = [
  ["public address", "443", ["93.184.216.34"], ["app.test"]],
  ["public IPv6 address", "443", ["2606:4700::1111"], ["app.test"]],
  ["listed loopback, right port", "18084", ["127.0.0.1"], ["app.test", "127.0.0.1:18084"]],
  ["listed loopback without port, any port", "18081", ["127.0.0.1"], ["app.test", "127.0.0.1"]],
  ["IPv4-mapped answer, listed as IPv4", "18084", ["::ffff:127.0.0.1"], ["app.test", "127.0.0.1:18084"]],
  ["IPv6 loopback, listed bracketed with port", "3000", ["::1"], ["app.test", "[::1]:3000"]],
  ["IPv6 loopback long form, listed short", "3000", ["0:0:0:0:0:0:0:1"], ["app.test", "::1"]],
  ["several answers, all listed or public", "80", ["10.0.0.5", "8.8.8.8"], ["app.test", "10.0.0.5:80"]],
];

const denied: readonly Case[] = [
  ["no answer", "443", [], ["app.test"]],
  ["loopback, unlisted", "80", ["127.0.0.1"], ["app.test"]],
  ["loopback, listed for another port (issue 9)", "18081", ["127.0.0.1"], ["app.test", "127.0.0.1:18084"]],
  ["IPv4-mapped loopback, other port", "18081", ["::ffff:127.0.0.1"], ["app.test", "127.0.0.1:18084"]],
  ["loopback neighbour", "18084", ["127.0.0.2"], ["app.test", "127.0.0.1:18084"]],
  ["loopback, only the name is listed", "80", ["127.0.0.1"], ["localhost"]],
  ["private", "80", ["10.0.0.1"], ["app.test"]],
  ["cloud metadata", "80", ["169.254.169.254"], ["app.test", "*.test"]],
  ["cloud metadata IPv6", "80", ["fd00:ec2::254"], ["app.test"]],
  ["CGNAT", "80", ["100.64.0.1"], ["app.test"]],
  ["unspecified", "80", ["0.0.0.0"], ["app.test"]],
  ["one private answer among public ones", "443", ["8.8.8.8", "10.1.2.3"], ["app.test"]],
  ["zone id never matches", "80", ["fe80::1%eth0"], ["app.test", "fe80::1"]],
  ["IPv6 loopback listed for another port", "3001", ["::1"], ["app.test", "[::1]:3000"]],
  ["NAT64 of loopback", "80", ["64:ff9b::127.0.0.1"], ["app.test", "127.0.0.1"]],
];

describe("checkResolvedAddresses", () => {
  it.each(allowed)("allows %s", (_label, port, addresses, egressAllow) => {
    expect(checkResolvedAddresses({ host: "app.test", port, addresses }, egressAllow)).toEqual({
      allowed: true,
    });
  });

  it.each(denied)("denies %s", (_label, port, addresses, egressAllow) => {
    expect(checkResolvedAddresses({ host: "app.test", port, addresses }, egressAllow).allowed).toBe(false);
  });

  it("names the refused address, its category and the port", () => {
    const verdict = checkResolvedAddresses({ host: "app.test", port: "18081", addresses: ["127.0.0.1"] }, [
      "app.test",
      "127.0.0.1:18084",
    ]);
    expect(verdict).toEqual({
      allowed: false,
      reason: expect.stringMatching(
        /^app\.test resolves to 127\.0\.0\.1 \(loopback\);.*port 18081/,
      ) as unknown,
    });
  });
});

describe("isAddressListed", () => {
  it("compares addresses canonically and ports exactly", () => {
    expect(isAddressListed("127.0.0.1", "18084", ["127.0.0.1:18084"])).toBe(true);
    expect(isAddressListed("127.0.0.1", "18081", ["127.0.0.1:18084"])).toBe(false);
    expect(isAddressListed("127.0.0.1", "18084", ["localhost:18084"])).toBe(false);
    expect(isAddressListed("not-an-ip", "80", ["not-an-ip"])).toBe(false);
    expect(isAddressListed("127.0.0.1:18084", "18084", ["127.0.0.1:18084"])).toBe(false);
  });
});
