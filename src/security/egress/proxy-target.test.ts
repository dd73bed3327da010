import { describe, expect, it } from "vitest";
import { parseProxyTarget } from "./proxy-target.js";

type Served = readonly [method: string, target: string, hostname: string, port: string, label: string];

const served: readonly Served[] = [
  ["GET", "http://example.com/path?q=1", "example.com", "80", "example.com:80"],
  ["GET", "HTTP://EXAMPLE.com:8080/", "example.com", "8080", "example.com:8080"],
  ["POST", "http://127.0.0.1:18084/x", "127.0.0.1", "18084", "127.0.0.1:18084"],
  ["GET", "http://2130706433:18084/", "127.0.0.1", "18084", "127.0.0.1:18084"],
  ["GET", "http://[::1]:3000/", "::1", "3000", "[::1]:3000"],
  ["CONNECT", "example.com:443", "example.com", "443", "example.com:443"],
  ["CONNECT", "example.com:0443", "example.com", "443", "example.com:443"],
  ["CONNECT", "Example.COM:8443", "example.com", "8443", "example.com:8443"],
  ["CONNECT", "[::1]:443", "::1", "443", "[::1]:443"],
  ["CONNECT", "0x7f.1:80", "127.0.0.1", "80", "127.0.0.1:80"],
];

type Refused = readonly [label: string, method: string, target: string];

const refused: readonly Refused[] = [
  ["origin form", "GET", "/"],
  ["https in absolute form", "GET", "https://example.com/"],
  ["ftp", "GET", "ftp://example.com/"],
  ["userinfo", "GET", "http://user:pw@example.com/"],
  ["userinfo disguising the host", "GET", "http://example.com:80@evil.com/"],
  ["unparseable", "GET", "http://exa mple.com/"],
  ["CONNECT without port", "CONNECT", "example.com"],
  ["CONNECT with empty port", "CONNECT", "example.com:"],
  ["CONNECT with userinfo", "CONNECT", "user@example.com:443"],
  ["CONNECT with a path", "CONNECT", "example.com:443/x"],
  ["CONNECT in URL form", "CONNECT", "https://example.com:443"],
  ["CONNECT port 0", "CONNECT", "example.com:0"],
  ["CONNECT port too large", "CONNECT", "example.com:70000"],
  ["CONNECT with percent-encoding", "CONNECT", "%65xample.com:443"],
  ["CONNECT with backslash", "CONNECT", "example.com\\@evil.com:443"],
  ["CONNECT with a space", "CONNECT", "example.com :443"],
];

describe("parseProxyTarget", () => {
  it.each(served)("%s %s → %s port %s", (method, target, hostname, port, label) => {
    expect(parseProxyTarget(method, target)).toMatchObject({ ok: true, hostname, port, label });
  });

  it.each(refused)("refuses %s", (_label, method, target) => {
    const parsed = parseProxyTarget(method, target);
    expect(parsed.ok).toBe(false);
    expect(parsed.label).not.toMatch(/user|pw/);
  });
});
