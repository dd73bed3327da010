import { describe, expect, it } from "vitest";
import { classifyAddress, parseIPv6, sameAddress } from "./ip-address.js";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped link-local"],
    ["64:ff9b::10.0.0.1", "NAT64 private"],
    ["2002:c0a8:0101::1", "6to4 private"],
    ["fc00::1", "unique local"],
    ["fd00:ec2::254", "unique local"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["not-an-ip", "not an IP address"],
  ])("%s is %s", (address, category) => {
    expect(classifyAddress(address)).toBe(category);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
  ])("%s is public", (address) => {
    expect(classifyAddress(address)).toBeUndefined();
  });
});

describe("parseIPv6 and sameAddress", () => {
  it("expands the shorthand forms", () => {
    expect(parseIPv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(parseIPv6("1:2:3:4:5:6:7:8:9")).toBeUndefined();
    expect(parseIPv6("1::2::3")).toBeUndefined();
  });

  it("compares addresses, not spellings", () => {
    expect(sameAddress("::1", "0:0:0:0:0:0:0:1")).toBe(true);
    expect(sameAddress("127.0.0.1", "127.0.0.1")).toBe(true);
    expect(sameAddress("127.0.0.1", "127.0.0.2")).toBe(false);
    expect(sameAddress("localhost", "127.0.0.1")).toBe(false);
    expect(sameAddress("127.0.0.1", "::ffff:127.0.0.1")).toBe(false);
  });
});
