import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { redact } from "../src/security/secrets/redact.js";
import { knownSecretForms, knownSecretPattern } from "../src/security/secrets/secret-disguises.js";
import {
  FAKE_GITHUB_TOKEN,
  FAKE_LEDGER_KEY,
  FAKE_PROVIDER_KEY,
  FAKE_RUNTIME_TOKEN,
} from "../test/fixtures/fake-secrets.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

/** The four secrets an Action run holds (provider key, GitHub token, ledger key, runtime token). */
const KNOWN = [FAKE_PROVIDER_KEY, FAKE_GITHUB_TOKEN, FAKE_LEDGER_KEY, FAKE_RUNTIME_TOKEN];

/**
 * Redaction of 1 MB of ordinary text (the README, repeated) holding no secret, as every log
 * line, ledger entry and tool output is redacted: with the four known secrets of an Action run
 * against the shape rules alone (no known secrets), and the known secrets' pattern run on its
 * own (what the separator-free substring test in front of it skips when nothing can match).
 */
export async function redactBenchmarks(): Promise<BenchRow[]> {
  const readme = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");
  const text = readme.repeat(Math.ceil(1_000_000 / readme.length)).slice(0, 1_000_000);
  const shapesOnly = await medianMs(() => redact(text));
  const withKnown = await medianMs(() => redact(text, { knownSecrets: KNOWN }));
  const pattern = knownSecretPattern(knownSecretForms(KNOWN));
  const patternAlone = await medianMs(() => text.replace(pattern ?? /$^/g, "x"), 5, 1);
  return [
    {
      name: "redact 1 MB with the 4 known secrets of a run",
      value: ms(withKnown),
      baseline: `${ms(shapesOnly)} shape rules alone`,
      ratio: `${(withKnown / shapesOnly).toFixed(2)}x`,
      note: "the known secrets' forms checked by substring first",
    },
    {
      name: "the known secrets' disguise pattern alone, same text",
      value: ms(patternAlone),
      baseline: `${ms(withKnown)} redact with the prefilter`,
      ratio: `${(patternAlone / withKnown).toFixed(2)}x`,
      note: `${knownSecretForms(KNOWN).length} forms, separators between characters`,
    },
  ];
}
