import { describe, expect, it } from "vitest";
import {
  GITLEAKS_FORMATS,
  NOT_SECRETS,
  SECRET_FORMATS,
  SECRETLINT_FORMATS,
} from "../../../test/fixtures/secret-formats.js";
import type { SecretFormat } from "../../../test/fixtures/secret-formats.js";
import { redact } from "./redact.js";

// Issue 9, item 11: redaction must cover at least 95% of the well-known credential formats that
// public rule sets list. The corpus is one synthetic sample per format (see the fixture).
const REQUIRED_COVERAGE = 0.95;

function covered(format: SecretFormat): boolean {
  const text = format.context.replace("%s", format.secret);
  const out = redact(text);
  // Every line of the secret must be gone (a private key spans lines).
  return format.secret.split(/\\n|\n/).every((part) => part.length < 8 || !out.includes(part));
}

function coverage(formats: readonly SecretFormat[]): { ratio: number; missed: string[] } {
  const missed = formats.filter((format) => !covered(format)).map((f) => `${f.ruleSet}:${f.id}`);
  return { ratio: (formats.length - missed.length) / formats.length, missed };
}

describe("redaction coverage of public rule sets", () => {
  it.each([
    { name: "gitleaks default rules", formats: GITLEAKS_FORMATS },
    { name: "secretlint recommended preset", formats: SECRETLINT_FORMATS },
    { name: "both rule sets", formats: SECRET_FORMATS },
  ])("covers at least 95 percent of $name", ({ name, formats }) => {
    const { ratio, missed } = coverage(formats);
    console.info(
      `${name}: ${(ratio * 100).toFixed(1)}% of ${formats.length} formats; missed: ${missed.join(", ")}`,
    );
    expect(ratio).toBeGreaterThanOrEqual(REQUIRED_COVERAGE);
  });

  it("has one sample per rule id", () => {
    const ids = SECRET_FORMATS.map((f) => `${f.ruleSet}:${f.id}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(NOT_SECRETS)("leaves %s untouched", (_what, text) => {
    expect(redact(text)).toBe(text);
  });

  it.each(SECRET_FORMATS.map((f) => [`${f.ruleSet}:${f.id}`, f] as const))(
    "is idempotent on %s",
    (_id, format) => {
      const once = redact(format.context.replace("%s", format.secret));
      expect(redact(once)).toBe(once);
    },
  );
});
