import { scrubEnvironment } from "../security/scrub-env.js";

/** Shorter values are too likely to occur by chance to be redacted everywhere. */
const MIN_SECRET_LENGTH = 8;

/**
 * The runtime values of every secret-looking variable in `env` (the ones the
 * scrubber withholds from agent commands): provider keys, tokens, the ledger
 * key. They are redacted wherever they would reach the model, a log, a comment
 * or the ledger.
 */
export function knownSecretValues(env: Readonly<Record<string, string | undefined>>): readonly string[] {
  const kept = scrubEnvironment(env);
  const secrets = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value.length < MIN_SECRET_LENGTH) continue;
    if (!(name in kept)) secrets.add(value);
  }
  return [...secrets];
}
