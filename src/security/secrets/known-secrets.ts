/** Shorter values are too likely to occur by chance to be redacted everywhere. */
const MIN_SECRET_LENGTH = 8;

/**
 * Names whose *value* is a secret: tokens, passwords, keys, cookies, DSNs, webhook
 * URLs. (The environment scrubber drops more — paths, sockets, `GIT_CONFIG*`,
 * `GITHUB_ENV` — whose values are not secrets and must not be redacted everywhere.)
 */
const SECRET_VALUE_NAME =
  /(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API[_-]?KEY|ACCESS[_-]?KEY|PRIVATE[_-]?KEY|(^|[_-])KEY$|[_-]PAT$|COOKIE|DSN|WEBHOOK|CONNECTION[_-]?STRING)/;

/** True when `name` (an Action input's own name for `INPUT_*`) says its value is a secret. */
export function holdsSecretValue(name: string): boolean {
  const upper = name.toUpperCase();
  return SECRET_VALUE_NAME.test(upper.startsWith("INPUT_") ? upper.slice("INPUT_".length) : upper);
}

/**
 * The runtime values of the secrets in `env` — provider keys, tokens, the ledger
 * key, secret Action inputs — to be redacted wherever they would reach the
 * model, a log, a comment or the ledger.
 */
export function knownSecretValues(env: Readonly<Record<string, string | undefined>>): readonly string[] {
  const secrets = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.length >= MIN_SECRET_LENGTH && holdsSecretValue(name))
      secrets.add(value);
  }
  return [...secrets];
}
