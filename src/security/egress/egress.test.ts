import { describe, expect, it } from "vitest";
import { checkEgress, parseEgressAllowList, parseEgressEntry } from "./egress.js";

const LIST = [
  "api.github.com",
  "*.npmjs.org",
  "Example.COM.",
  "bücher.de",
  "*.githubusercontent.com",
  "internal.example.net:8443",
  "10.0.0.5",
  "[2001:db8::1]",
  "192.168.1.10:9000",
  "127.0.0.1:18084",
];

type Case = readonly [label: string, url: string];

const allowed: readonly Case[] = [
  ["exact host", "https://api.github.com/repos/a/b"],
  ["exact host, upper case", "https://API.GITHUB.COM/"],
  ["exact host, trailing dot", "https://api.github.com./"],
  ["exact host over http", "http://api.github.com/"],
  ["exact host, explicit port", "https://api.github.com:8080/"],
  ["wildcard subdomain", "https://registry.npmjs.org/zod"],
  ["wildcard deep subdomain", "https://a.b.c.npmjs.org/"],
  ["wildcard, trailing dot", "https://registry.npmjs.org./"],
  ["entry with trailing dot and upper case", "https://example.com/"],
  ["IDN entry, Unicode URL", "https://bücher.de/"],
  ["IDN entry, punycode URL", "https://xn--bcher-kva.de/"],
  ["IDN entry, upper-case Unicode", "https://BÜCHER.de/"],
  ["fullwidth dot is a dot (UTS 46)", "https://example\u3002com/"],
  ["percent-encoded letters in host", "https://%65xample.com/"],
  ["backslash ends the host (WHATWG)", "http://example.com\\@evil.com/"],
  ["fragment hides the @", "https://example.com#@evil.com"],
  ["query hides the @", "https://example.com/?u=@evil.com"],
  ["empty userinfo is no credential", "https://@example.com/"],
  ["tab inside host is dropped", "https://exa\tmple.com/"],
  ["port-restricted entry, right port", "https://internal.example.net:8443/x"],
  ["listed IPv4", "http://10.0.0.5/"],
  ["listed IPv4 in decimal", "http://167772165/"],
  ["listed IPv4 in hex", "http://0xa.0.0.5/"],
  ["listed IPv4, IPv4-mapped IPv6", "http://[::ffff:10.0.0.5]/"],
  ["listed IPv6", "http://[2001:db8::1]/"],
  ["listed IPv6, long form", "http://[2001:0db8:0000:0000:0000:0000:0000:0001]/"],
  ["listed IP with port, right port", "http://192.168.1.10:9000/"],
  ["wildcard raw content host", "https://raw.githubusercontent.com/a/b/main/README.md"],
  ["listed loopback with port, right port", "http://127.0.0.1:18084/"],
  ["listed loopback with port, decimal spelling", "http://2130706433:18084/"],
  ["listed loopback with port, IPv4-mapped", "http://[::ffff:127.0.0.1]:18084/"],
];

const denied: readonly Case[] = [
  ["unlisted host", "https://evil.com/"],
  ["subdomain of an exact entry", "https://x.api.github.com/"],
  ["parent of an exact entry", "https://github.com/"],
  ["wildcard does not cover its apex", "https://npmjs.org/"],
  ["suffix trick", "https://api.github.com.evil.com/"],
  ["prefix trick", "https://evilapi.github.com/"],
  ["wildcard suffix trick", "https://evilnpmjs.org/"],
  ["wildcard via appended domain", "https://registry.npmjs.org.evil.com/"],
  ["userinfo disguising the host", "https://api.github.com@evil.com/"],
  ["userinfo with password disguising the host", "https://api.github.com:443@evil.com/"],
  ["credentials to a listed host", "https://user:pass@api.github.com/"],
  ["username to a listed host", "https://token@api.github.com/"],
  ["encoded @ in userinfo", "https://api.github.com%40evil.com@evil.com/"],
  ["Cyrillic a look-alike", "https://ex\u0430mple.com/"],
  ["Cyrillic look-alike in punycode", "https://xn--exmple-4nf.com/"],
  ["Greek omicron look-alike", "https://api.github.c\u03bfm/"],
  ["empty label", "https://example..com/"],
  ["leading dot", "https://.example.com/"],
  ["two trailing dots", "https://example.com../"],
  ["port-restricted entry, wrong port", "https://internal.example.net/"],
  ["port-restricted entry, other port", "https://internal.example.net:8444/"],
  ["listed IP with port, default port", "http://192.168.1.10/"],
  ["loopback", "http://127.0.0.1/"],
  ["loopback, decimal", "http://2130706433/"],
  ["loopback, octal", "http://0177.0.0.1/"],
  ["loopback, hex", "http://0x7f.1/"],
  ["loopback, hex dword", "http://0x7f000001/"],
  ["loopback, short", "http://127.1/"],
  ["loopback, mixed notation", "http://0x7f.0.0.01/"],
  ["loopback IPv6", "http://[::1]/"],
  ["loopback IPv6, long form", "http://[0:0:0:0:0:0:0:1]/"],
  ["IPv4-mapped loopback", "http://[::ffff:127.0.0.1]/"],
  ["IPv4-mapped loopback, hex", "http://[::ffff:7f00:1]/"],
  ["IPv4-compatible loopback", "http://[::127.0.0.1]/"],
  ["unspecified address", "http://0.0.0.0/"],
  ["zero", "http://0/"],
  ["cloud metadata", "http://169.254.169.254/latest/meta-data/"],
  ["cloud metadata, decimal", "http://2852039166/"],
  ["cloud metadata, IPv6 (AWS)", "http://[fd00:ec2::254]/"],
  ["private range", "http://192.168.0.1/"],
  ["listed IP's neighbour", "http://10.0.0.6/"],
  ["localhost", "http://localhost/"],
  ["localhost, trailing dot", "http://localhost./"],
  ["GCP metadata name", "http://metadata.google.internal/"],
  ["nip.io style DNS", "http://127.0.0.1.nip.io/"],
  ["file scheme", "file:///etc/passwd"],
  ["ftp scheme", "ftp://api.github.com/"],
  ["data scheme", "data:text/plain,hello"],
  ["javascript scheme", "javascript:alert(1)"],
  ["websocket", "wss://api.github.com/"],
  ["gopher", "gopher://api.github.com:70/_x"],
  ["protocol-relative", "//api.github.com/"],
  ["relative path", "/repos/a/b"],
  ["not a URL", "api.github.com"],
  ["empty string", ""],
  ["IPv6 zone id", "http://[fe80::1%25eth0]/"],
  ["too many IPv4 parts", "http://1.2.3.4.5/"],
  ["NUL in host", "http://api.github.com%00.evil.com/"],
  ["space in host", "http://api github.com/"],
  ["label longer than 63", `http://${"a".repeat(64)}.com/`],
  ["wildcard with a literal star", "http://*.npmjs.org/"],
  ["listed loopback with port, other port (issue 9)", "http://127.0.0.1:18081/"],
  ["listed loopback with port, other port, IPv4-mapped", "http://[::ffff:7f00:1]:18081/"],
  ["listed loopback with port, other port, short", "http://127.1:18081/"],
  ["listed loopback with port, its neighbour", "http://127.0.0.2:18084/"],
  ["listed loopback with port, by name", "http://localhost:18084/"],
];

describe("checkEgress", () => {
  it.each(allowed)("allows %s: %s", (_label, url) => {
    expect(checkEgress(url, LIST)).toEqual({ allowed: true });
  });

  it.each(denied)("denies %s: %s", (_label, url) => {
    const verdict = checkEgress(url, LIST);
    expect(verdict.allowed).toBe(false);
  });

  it("denies everything when the list is empty", () => {
    expect(checkEgress("https://api.github.com/", [])).toEqual({
      allowed: false,
      reason: expect.stringContaining("empty") as unknown,
    });
  });

  it("denies everything when every entry is invalid", () => {
    expect(checkEgress("https://api.github.com/", ["*", "https://api.github.com/", "  "]).allowed).toBe(
      false,
    );
  });

  it.each([
    ["https://api.github.com@evil.com/", /credentials/],
    ["ftp://api.github.com/", /scheme ftp:/],
    ["not a url", /cannot be parsed/],
    ["http://2130706433/", /IP address 127\.0\.0\.1/],
    ["http://[::ffff:127.0.0.1]/", /IP address 127\.0\.0\.1/],
    ["http://[::1]/", /IP address \[::1\]/],
    ["https://evil.com/", /host evil\.com .*not on the egress allow-list/],
    ["https://ex\u0430mple.com/", /xn--exmple-4nf\.com/],
    ["https://example..com/", /not a valid name/],
  ] as const)("explains why %s is denied", (url, reason) => {
    const verdict = checkEgress(url, LIST);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toMatch(reason);
  });

  it("allows a listed loopback address, in every spelling", () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://[::ffff:7f00:1]/",
    ]) {
      expect(checkEgress(url, ["127.0.0.1"])).toEqual({ allowed: true });
    }
  });

  it("allows an entry written as a bare IPv6 address", () => {
    expect(checkEgress("http://[::1]:3000/", ["::1"])).toEqual({ allowed: true });
  });

  it("treats a look-alike entry as its punycode, not as the ASCII name", () => {
    expect(checkEgress("https://example.com/", ["ex\u0430mple.com"]).allowed).toBe(false);
    expect(checkEgress("https://ex\u0430mple.com/", ["ex\u0430mple.com"])).toEqual({ allowed: true });
  });
});

describe("parseEgressEntry", () => {
  it.each([
    ["api.github.com", { kind: "domain", host: "api.github.com" }],
    ["  API.GitHub.com.  ", { kind: "domain", host: "api.github.com" }],
    ["*.npmjs.org", { kind: "wildcard", suffix: "npmjs.org" }],
    ["*.example.com:8443", { kind: "wildcard", suffix: "example.com", port: "8443" }],
    ["bücher.de", { kind: "domain", host: "xn--bcher-kva.de" }],
    ["example.com:0443", { kind: "domain", host: "example.com", port: "443" }],
    ["10.0.0.5", { kind: "ip", address: "10.0.0.5" }],
    ["0x0a.0.0.5", { kind: "ip", address: "10.0.0.5" }],
    ["::1", { kind: "ip", address: "[::1]" }],
    ["[::1]:8080", { kind: "ip", address: "[::1]", port: "8080" }],
    ["::ffff:10.0.0.5", { kind: "ip", address: "10.0.0.5" }],
  ] as const)("parses %s", (entry, rule) => {
    expect(parseEgressEntry(entry)).toEqual(rule);
  });

  it.each([
    "*",
    "*.com",
    "*.10.0.0.5",
    "a.*.example.com",
    "example.*",
    "https://example.com",
    "example.com/path",
    "user@example.com",
    "example..com",
    ".example.com",
    "example.com:0",
    "example.com:70000",
    "example.com:abc",
    "",
    "exa mple.com",
  ])("rejects %j", (entry) => {
    expect(parseEgressEntry(entry)).toBeUndefined();
  });

  it("reports invalid entries and ignores blank ones", () => {
    expect(parseEgressAllowList(["api.github.com", "", " ", "*", "http://x.com"])).toEqual({
      rules: [{ kind: "domain", host: "api.github.com" }],
      invalid: ["*", "http://x.com"],
    });
  });
});
