import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NOT_SECRETS } from "../../../test/fixtures/secret-formats.js";
import { redact } from "./redact.js";

// Issue 26: redaction measured on REAL samples, the public rule sets' own test strings (gitleaks'
// tps/fps, secretlint snapshots, trufflehog pattern tests), not on samples we generated. At least
// 95% of the positives must lose every secret, and at least 95% of the negatives (the rule sets'
// own false positives, plus our plain-text, code, hash, UUID and URL samples) must come out
// byte-identical.
const REQUIRED = 0.95;

interface Entry {
  readonly family: string;
  readonly repo: string;
  readonly path: string;
  readonly text: string;
  readonly secrets?: readonly string[];
}

const decode = (base64: string): string => Buffer.from(base64, "base64").toString("utf8");
const corpusFile = fileURLToPath(new URL("../../../test/fixtures/redaction-corpus.json", import.meta.url));
const corpus = JSON.parse(readFileSync(corpusFile, "utf8")) as {
  positives: Entry[];
  negatives: Entry[];
};

const positives = corpus.positives.map((entry) => ({
  ...entry,
  text: decode(entry.text),
  secrets: (entry.secrets ?? []).map(decode),
}));
const negatives = [
  ...corpus.negatives.map((entry) => ({ ...entry, text: decode(entry.text) })),
  ...NOT_SECRETS.map(([what, text]) => ({ family: what, repo: "alfred", path: "secret-formats.ts", text })),
];

function rate<T>(items: readonly T[], passes: (item: T) => boolean): { ratio: number; failed: T[] } {
  const failed = items.filter((item) => !passes(item));
  return { ratio: (items.length - failed.length) / items.length, failed };
}

describe("redaction of real rule-set samples", () => {
  it("holds samples from the three rule sets", () => {
    const repos = new Set(positives.map((entry) => entry.repo));
    expect([...repos].sort()).toEqual([
      "gitleaks/gitleaks",
      "secretlint/secretlint",
      "trufflesecurity/trufflehog",
    ]);
    expect(positives.length).toBeGreaterThanOrEqual(150);
    expect(corpus.negatives.length).toBeGreaterThanOrEqual(100);
  });

  it("redacts every secret of at least 95 percent of the positives", () => {
    const { ratio, failed } = rate(positives, (entry) => {
      const out = redact(entry.text);
      return entry.secrets.every((secret) => !out.includes(secret));
    });
    console.info(
      `positives: ${(ratio * 100).toFixed(1)}% of ${positives.length}; missed: ${failed.map((f) => `${f.family} (${f.path})`).join(", ")}`,
    );
    expect(ratio).toBeGreaterThanOrEqual(REQUIRED);
  });

  it("leaves at least 95 percent of the negatives byte-identical", () => {
    const { ratio, failed } = rate(negatives, (entry) => redact(entry.text) === entry.text);
    console.info(
      `negatives: ${(ratio * 100).toFixed(1)}% of ${negatives.length} untouched; changed: ${failed.map((f) => `${f.family}: ${JSON.stringify(redact(f.text).slice(0, 120))}`).join(" | ")}`,
    );
    expect(ratio).toBeGreaterThanOrEqual(REQUIRED);
  });

  it("is idempotent on every positive", () => {
    for (const entry of positives) {
      const once = redact(entry.text);
      expect(redact(once)).toBe(once);
    }
  });
});
