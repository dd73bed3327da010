import { describe, expect, it } from "vitest";
import { MIN_KNOWN_SECRET_LENGTH, redact } from "./redact.js";

// Deterministic pseudo-random filler (see redact.test.ts for why secrets are generated).
let seed = 0xc0ffee;
function random(alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    out += alphabet[(seed >>> 8) % alphabet.length];
  }
  return out;
}
const HEX = "0123456789abcdef";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const p = (...parts: string[]): string => parts.join("");

// Text that looks a little like a credential, or sits next to a secret-sounding key, but is
// not one. Redacting these would make logs and code unreadable for the model and the user.
const untouched: readonly (readonly [label: string, text: string])[] = [
  ["git SHA-1", `commit ${random(HEX, 40)}`],
  ["git SHA-256", `tree ${random(HEX, 64)}`],
  ["short SHA in a log", `HEAD is now at ${random(HEX, 7)} fix: tests`],
  ["lockfile integrity", `"integrity": "sha512-${random(B64, 86)}=="`],
  ["yarn checksum", `checksum: ${random(HEX, 128)}`],
  ["docker digest", `image@sha256:${random(HEX, 64)}`],
  ["UUID", `request-id: 123e4567-e89b-42d3-a456-426614174000`],
  ["Actions secret expression", "password: ${{ secrets.DB_PASSWORD }}"],
  ["Actions token expression", "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}"],
  ["process.env reference", "const apiKey = process.env.OPENAI_API_KEY;"],
  ["process.env assignment", "token: process.env.GITHUB_TOKEN,"],
  ["os.environ reference", 'secret = os.environ["AWS_SECRET_ACCESS_KEY"]'],
  ["shell variable", 'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com'],
  ["braced shell variable", "api_key=${API_KEY}"],
  ["Windows variable", "set PASSWORD=%DB_PASSWORD%"],
  ["placeholder in angle brackets", "password: <your-password>"],
  ["placeholder words", "API_KEY=your_api_key_here"],
  ["changeme", "password: changeme"],
  ["boolean", "secret: true"],
  ["null", '"password": null'],
  ["masked", "token: ********"],
  ["variable name", "token: GITHUB_TOKEN"],
  ["code call", "const token = getToken();"],
  ["code member", "password: config.database.password"],
  ["path to a key file", "private_key: ./keys/deploy.pem"],
  ["credentials path", "GOOGLE_APPLICATION_CREDENTIALS=/tmp/sa.json"],
  ["PWD is a directory", "PWD=/home/runner/work/repo/repo"],
  ["token count", "max_tokens=4096"],
  ["tokenizer name", "tokenizer: bert-base-uncased2"],
  ["secret name", "secret_name: prod-db-credentials"],
  ["Stripe publishable key", p("pk", "_live_", random(B64.slice(0, 62), 24))],
  ["Stripe test publishable key", p("pk", "_test_", random(B64.slice(0, 62), 24))],
  ["short ghp_", "see ghp_abc for the format"],
  ["sk-learn", "pip install sk-learn"],
  ["kebab identifier after sk-", "sk-some-kebab-case-identifier-name"],
  ["AKIA too short", "AKIA1234"],
  ["xoxb without dash", "xoxb is the bot token prefix"],
  ["glpat- too short", "glpat-abc"],
  ["key- not hex", "key-value-store-implementation-details"],
  ["one JWT segment", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"],
  ["AIza too short", "AIzaSyShort"],
  ["hf_ function", "from huggingface_hub import hf_hub_download"],
  ["semver", "version 1.2.3-beta.4+build.567"],
  ["file path", "/home/runner/.ssh/id_rsa.pub"],
  ["time", "12:34:56"],
  ["email", "alice@example.com"],
  ["URL without password", "https://alice@github.com/org/repo.git"],
  ["URL with port", "http://localhost:8080/path?q=1"],
  ["URL password is a variable", "postgres://app:${DB_PASS}@db:5432/app"],
  ["URL password is a placeholder", "postgres://user:password@localhost/db"],
  ["Bearer in prose", "Bearer authentication is described in RFC 6750."],
  ["Basic in prose", "Basic usage: run the script"],
  ["Basic with a non-credential", "Basic SGVsbG8gV29ybGQh"],
  ["public key block", `-----BEGIN PUBLIC KEY-----\n${random(B64, 64)}\n-----END PUBLIC KEY-----`],
  ["certificate", `-----BEGIN CERTIFICATE-----\n${random(B64, 64)}\n-----END CERTIFICATE-----`],
  ["lone PEM header in source", 'if (line === "-----BEGIN RSA PRIVATE KEY-----") {'],
  ["base64 image", `<img src="data:image/png;base64,${random(B64, 4000)}=">`],
  ["prose", "Please pass the token to the function and keep the secret safe."],
  ["telegram-like time", "at 1234567:30 the job ended"],
  ["password hash key", "password_hash: $2b$12$abcdefghijklmnopqrstuv"],
  ["short password", "password: hunter2"],
  ["npm scope", "npm install @types/node@20.19.43"],
];

describe("redact leaves look-alikes alone", () => {
  it.each(untouched)("%s", (_label, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("redact: known secrets", () => {
  const secret = p("s3cr3t-", random(B64, 20));
  it.each([
    ["plain", (s: string) => `value=${s} end`, "value=[REDACTED:secret] end"],
    ["URL-encoded", (s: string) => `q=${encodeURIComponent(s)}&x`, "q=[REDACTED:secret]&x"],
    ["base64", (s: string) => `b64 ${Buffer.from(s).toString("base64")} end`, "b64 [REDACTED:secret] end"],
    ["inside a word", (s: string) => `prefix${s}suffix`, "prefix[REDACTED:secret]suffix"],
    ["repeated", (s: string) => `${s} ${s}`, "[REDACTED:secret] [REDACTED:secret]"],
  ] as const)("redacts the %s form", (_label, build, expected) => {
    expect(redact(build(secret), { knownSecrets: [secret] })).toBe(expected);
  });

  it("redacts the longest secret first", () => {
    const short = "abcdef123";
    const long = "abcdef123456";
    expect(redact(`${long} ${short}`, { knownSecrets: [short, long] })).toBe(
      "[REDACTED:secret] [REDACTED:secret]",
    );
  });

  it("redacts each line of a multi-line secret", () => {
    const lines = [random(B64, 30), random(B64, 30)];
    const out = redact(`line: ${lines[1] ?? ""}`, { knownSecrets: [lines.join("\n") + "\n"] });
    expect(out).toBe("line: [REDACTED:secret]");
  });

  it("never rewrites a marker, even when a known secret is a word inside it", () => {
    const text = "DB_PASSWORD=Summer2024! and password and secret";
    const once = redact(text, { knownSecrets: ["password", "REDACTED", "secret"] });
    expect(once).toBe("DB_PASSWORD=[REDACTED:password] and [REDACTED:secret] and [REDACTED:secret]");
    expect(redact(once, { knownSecrets: ["password", "REDACTED", "secret"] })).toBe(once);
  });

  it(`ignores values shorter than ${MIN_KNOWN_SECRET_LENGTH} characters`, () => {
    expect(redact("a b abc the", { knownSecrets: ["a", "abc", "", "the"] })).toBe("a b abc the");
  });
});

describe("redact is idempotent and linear", () => {
  const samples = [
    ...untouched.map(([, text]) => text),
    `postgres://app:${random(B64, 12)}@db/app password=${random(HEX, 20)} ghp_${random(B64.slice(0, 62), 36)}`,
    `"password": "abc[REDACTED:secret]def12"`,
    "[REDACTED:github-token]",
    "token=[REDACTED:token] Authorization: Bearer [REDACTED:bearer-token]",
  ];
  it.each(samples.map((text, index) => [index, text] as const))("sample %i", (_index, text) => {
    const once = redact(text, { knownSecrets: ["abcdef12"] });
    expect(redact(once, { knownSecrets: ["abcdef12"] })).toBe(once);
  });

  // Inputs built to make a badly bounded pattern backtrack; each must simply finish.
  const megabyte = 1 << 20;
  it.each([
    ["letters", "a".repeat(megabyte)],
    ["equals", "=".repeat(megabyte)],
    ["dashes", "-".repeat(megabyte)],
    ["base64", random(B64, megabyte)],
    ["password= repeated", "password=".repeat(megabyte / 9)],
    ["schemes", "a://b:".repeat(megabyte / 6)],
    ["eyJ segments", "eyJaaaaaaaaa.".repeat(megabyte / 13)],
    ["PEM headers", "-----BEGIN RSA PRIVATE KEY-----\n".repeat(megabyte / 32)],
    ["curl -u prefixes", "-u a:".repeat(megabyte / 5)],
    ["provider client ids", "plaid_client_id=".repeat(megabyte / 16)],
    ["base64 JWT starts", "ZXlK".repeat(megabyte / 4)],
    ["digit pipes", "1234567890123456|".repeat(megabyte / 17)],
    ["comment-ish log", `2024-01-01T00:00:00Z token: ${random(HEX, 8)} user=x\n`.repeat(megabyte / 50)],
  ] as const)("finishes on a megabyte of %s", (_label, text) => {
    expect(typeof redact(text)).toBe("string");
  });
});
