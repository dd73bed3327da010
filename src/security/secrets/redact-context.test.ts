import { describe, expect, it } from "vitest";
import { redact } from "./redact.js";

// Issue 26: the context rules added for the real-sample corpus, pinned case by case: what is
// replaced, what stays readable around it, and the look-alikes that must stay untouched.
// Every value here is made up.
const p = (...parts: string[]): string => parts.join("");
const PASSWORD = p("Tq8", "vLw2", "Zr5m");

describe("curl credentials", () => {
  it.each([
    [`curl -u deploy:${PASSWORD} https://x.test`, "curl -u deploy:[REDACTED:password] https://x.test"],
    [`curl --user "deploy:${PASSWORD}" x`, 'curl --user "deploy:[REDACTED:password]" x'],
    [`curl --user=':${PASSWORD}' x`, "curl --user=':[REDACTED:password]' x"],
    [
      `curl -X POST \\\n  -H 'A: b' \\\n  -u deploy:'${PASSWORD}'`,
      "curl -X POST \\\n  -H 'A: b' \\\n  -u deploy:[REDACTED:password]",
    ],
  ])("%s", (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it.each([
    ["not curl", `sudo -u www-data:${PASSWORD} ls`],
    ["docker user", "docker run -u 1000:1000 image"],
    ["references", 'curl -u "$USER:$PASS" x && curl -u "${{ secrets.U }}:${{ secrets.P }}" y'],
    ["placeholders", "curl -u user:pass x; curl -u <user:password> y; curl -u admin:[PASSWORD] z"],
    ["no password", 'curl -u "someone" https://x.test'],
    ["curl six lines before", `curl x \\\n\n\n\n\n\n -u deploy:${PASSWORD}`],
  ])("leaves %s alone", (_what, input) => {
    expect(redact(input)).toBe(input);
  });
});

describe("Kubernetes Secret manifests", () => {
  const value = Buffer.from(p("s3cr", "et-", PASSWORD)).toString("base64");
  it("replaces data and stringData values of a Secret, one document at a time", () => {
    const secret = `apiVersion: v1\nkind: Secret\ndata:\n  db: ${value}\n  cfg: |\n    ${value}\nstringData:\n  note: plain-${PASSWORD}\n`;
    const other = `---\nkind: ConfigMap\ndata:\n  db: ${value}\n`;
    expect(redact(secret + other)).toBe(
      "apiVersion: v1\nkind: Secret\ndata:\n  db: [REDACTED:kubernetes-secret]\n  cfg: |\n    [REDACTED:kubernetes-secret]\n" +
        `stringData:\n  note: [REDACTED:kubernetes-secret]\n---\nkind: ConfigMap\ndata:\n  db: ${value}\n`,
    );
  });

  it("leaves an ExternalSecret, templates and short values alone", () => {
    const text = `kind: ExternalSecret\ndata:\n  db: ${value}\n---\nkind: Secret\ndata:\n  a: {{ .Values.a }}\n  b: YmFyCg==\n  c: ""\n`;
    expect(redact(text)).toBe(text);
  });
});

describe("provider-named values", () => {
  const key = p("9f8e", "7d6c5b4a", "3f2e1d0c9b8a");
  it.each([
    [`cloudflareApiKey = "${key}"`, 'cloudflareApiKey = "[REDACTED:api-key]"'],
    [`OKTA_CLIENT: ${key}`, "OKTA_CLIENT: [REDACTED:api-key]"],
    [`razorpay secret - '${key}'`, "razorpay secret - '[REDACTED:api-key]'"],
  ])("%s", (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it.each([
    ["a longer word", `lobby_id = "${key}"`],
    ["an upper-case longer word", `LOBBY_ID=${key}`],
    ["a domain", "okta: acme-corp-production1.okta.com"],
    ["prose", "linear: the time grows linearly with n"],
  ])("leaves %s alone", (_what, input) => {
    expect(redact(input)).toBe(input);
  });
});

describe("secp256k1 private keys", () => {
  it("replaces 0x + 64 hex below the curve order", () => {
    const keyHex = p("c8f12fb8b20008e1", "4b5a5ff4bad15af9", "b545d98144da8707", "892dcc2a2014ba58");
    expect(redact(`PRIVATE=0x${keyHex}`)).toBe("PRIVATE=0x[REDACTED:secp256k1-private-key]");
  });

  it.each([
    ["above the curve order", `0x${"f".repeat(64)}`],
    ["a bare SHA-256", "sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
    ["65 hex digits", `0x${"c8f12fb8b20008e14b5a5ff4bad15af9b545d98144da8707892dcc2a2014ba581"}`],
  ])("leaves %s alone", (_what, input) => {
    expect(redact(input)).toBe(input);
  });
});
