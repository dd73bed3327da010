import { describe, expect, it } from "vitest";
import { FAKE_GITHUB_TOKEN, FAKE_PROVIDER_KEY } from "../../../test/fixtures/fake-secrets.js";
import { redact } from "./redact.js";

const b64 = (text: string): string => Buffer.from(text, "utf8").toString("base64");
const urlSafe = (text: string): string => text.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const hex = (text: string): string => Buffer.from(text, "utf8").toString("hex");
const reverse = (text: string): string => [...text].reverse().join("");
const spaced = (text: string, separator: string): string => [...text].join(separator);
const wrap = (text: string, width: number): string => text.replace(new RegExp(`(.{${width}})`, "g"), "$1\n");

// [how the secret was disguised, the text an attacker's command would print]
const disguises = (secret: string): readonly (readonly [string, string])[] => [
  ["plain", `value=${secret}`],
  ["URL-encoded", `q=${encodeURIComponent(secret)}`],
  ["reversed (rev)", reverse(secret)],
  ["hex (xxd -p)", hex(secret)],
  ["hex upper-case", hex(secret).toUpperCase()],
  ["hex wrapped at 60 columns", wrap(hex(secret), 60)],
  ["hex of the reversal", hex(reverse(secret))],
  ["base64", b64(secret)],
  ["base64 wrapped at 76 columns", wrap(b64(`${secret}${secret}`), 76)],
  ["base64 at offset 1 in a blob", b64(`A${secret}tail`)],
  ["base64 at offset 2 in a blob", b64(`AB${secret}tail!`)],
  ["base64 at offset 0 in a blob", b64(`ABC${secret}x`)],
  ["URL-safe base64 at offset 1", urlSafe(b64(`{"k":"${secret}"}`))],
  ["URL-safe base64 at offset 2", urlSafe(b64(`xy${secret}??>>`))],
  ["spaced (sed 's/./& /g')", `${spaced(secret, " ")} `],
  ["two spaces", spaced(secret, "  ")],
  ["dashes", spaced(secret, "-")],
  ["dots", spaced(secret, ".")],
  ["commas and spaces", spaced(secret, ", ")],
  ["colons", spaced(secret, ":")],
  ["tabs", spaced(secret, "\t")],
  ["one per line", spaced(secret, "\n")],
  ["reversed and spaced", spaced(reverse(secret), " ")],
  ["hex, spaced", spaced(hex(secret), " ")],
];

describe.each([
  ["a GitHub-shaped token", FAKE_GITHUB_TOKEN],
  ["a shapeless provider key", FAKE_PROVIDER_KEY],
])("known secret in disguise: %s", (_label, secret) => {
  it.each(disguises(secret))("redacts it %s", (_how, text) => {
    const out = redact(`before ${text} after`, { knownSecrets: [secret] });
    expect(out).toContain("[REDACTED:secret]");
    // Nothing that spells the secret is left, in any of the disguises.
    for (const [, disguise] of disguises(secret)) {
      if (disguise.length >= 12)
        expect(out.replace(/\s/g, "")).not.toContain(disguise.replace(/\s/g, "").slice(4, 16));
    }
    expect(out.startsWith("before ")).toBe(true);
    expect(redact(out, { knownSecrets: [secret] })).toBe(out);
  });
});

describe("known-secret disguises leave other text alone", () => {
  const secret = FAKE_PROVIDER_KEY;
  it.each([
    ["prose", "The build passed; 42 tests ran in 3.1 s."],
    ["a different hex string", hex("some other value entirely")],
    ["a different base64 string", b64("some other value entirely")],
    ["half of the secret", secret.slice(0, secret.length / 2)],
    ["letters of the secret out of order", spaced(secret.slice(1) + secret[0], " ")],
    ["spaced with three separators", spaced(secret, " - ")],
  ])("%s", (_what, text) => {
    expect(redact(text, { knownSecrets: [secret] })).toBe(text);
  });

  it("finishes on a megabyte of near-misses", () => {
    const nearMiss = spaced(secret.slice(0, -1), " ") + " ";
    const text = nearMiss.repeat(Math.ceil((1 << 20) / nearMiss.length));
    const started = Date.now();
    expect(redact(text, { knownSecrets: [secret, FAKE_GITHUB_TOKEN] })).toBe(text);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
