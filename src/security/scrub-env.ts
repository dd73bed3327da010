/**
 * The environment a command spawned for the agent may see (users' item 7: tokens readable
 * from the environment). Alfred's own process holds the GitHub token, provider keys and the
 * ledger key; the commands the model runs (`npm test`, a script from the PR) must not. Rules:
 *
 * - **Names** are matched case-insensitively against {@link SECRET_ENV_RULES}: anything that
 *   names a token, secret, password, key, credential or auth value; every `INPUT_*` (an
 *   Action's inputs carry its tokens); the runner's own tokens and service URLs; the files
 *   through which a step changes *later* steps (`GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_OUTPUT`,
 *   …), since a command that writes them could plant `NODE_OPTIONS` in a step that holds
 *   secrets; ways to reach credentials indirectly (`SSH_AUTH_SOCK`, `GIT_ASKPASS`,
 *   `GIT_CONFIG_*` which can install a credential helper, `GOOGLE_APPLICATION_CREDENTIALS`
 *   and `KUBECONFIG`, which point at credential files).
 * - **Values**: a variable whose value holds a credential {@link redact} recognises (a
 *   `ghp_` token, a URL with a password, a private key) is dropped whatever its name.
 * - Undefined values are dropped. Everything else is kept (`PATH`, `HOME`, `LANG`, `CI`,
 *   `GITHUB_WORKSPACE`, `GITHUB_REPOSITORY`, `RUNNER_TEMP`, …), so builds still work.
 * - `allow` re-admits variables by exact name or `PREFIX_*`, case-insensitively, over both
 *   kinds of rule: for the rare test suite that needs a named, non-production secret.
 *
 * Matching errs towards dropping (`MONKEY_PATCH` is not a secret, but `*KEY` patterns catch
 * it); `allow` is the escape hatch.
 */
import { redact } from "./redact.js";

/** One rule: a pattern for documentation, why it exists, and its test on the upper-cased name. */
export type SecretEnvRule = {
  readonly pattern: string;
  readonly reason: string;
  readonly matches: (name: string, segments: readonly string[]) => boolean;
};

const exact =
  (...names: string[]) =>
  (name: string): boolean =>
    names.includes(name);

const KEY_SEGMENT =
  /^(?:KEY|KEYS|(?:API|ACCESS|SECRET|PRIVATE|AUTH|ACCOUNT|MASTER|SIGNING|ENCRYPTION|LICENSE|APP|CLIENT|SSH|GPG|PGP|DEPLOY|LEDGER|SERVICE)KEYS?)$/;

/** The name rules, in documentation order. */
export const SECRET_ENV_RULES: readonly SecretEnvRule[] = [
  {
    pattern: "INPUT_*",
    reason: "GitHub Action inputs: the action's token and API keys arrive this way",
    matches: (name) => name.startsWith("INPUT_"),
  },
  {
    pattern:
      "*TOKEN, *TOKEN_* (GITHUB_TOKEN, GH_TOKEN, NPM_TOKEN, NODE_AUTH_TOKEN, ACTIONS_RUNTIME_TOKEN, …)",
    reason: "tokens",
    matches: (_name, segments) =>
      segments.some((segment) => segment.endsWith("TOKEN") || segment === "TOKENS"),
  },
  {
    pattern: "*SECRET*",
    reason: "secrets (AWS_SECRET_ACCESS_KEY, CLIENT_SECRET, …)",
    matches: (name) => name.includes("SECRET"),
  },
  {
    pattern: "*PASSWORD*, *PASSWD*, *PASSPHRASE*, *_PASS, *_PASS_*, *_PWD",
    reason: "passwords (PWD alone is the working directory and is kept)",
    matches: (name, segments) =>
      /PASSWORD|PASSWD|PASSPHRASE/.test(name) ||
      segments.includes("PASS") ||
      (segments.length > 1 && segments.at(-1) === "PWD"),
  },
  {
    pattern: "*_KEY, *_KEY_*, *APIKEY, *ACCESSKEY, … (ANTHROPIC_API_KEY, OPENAI_API_KEY, ALFRED_LEDGER_KEY)",
    reason: "API, access, signing and private keys",
    matches: (_name, segments) => segments.some((segment) => KEY_SEGMENT.test(segment)),
  },
  {
    pattern: "*CREDENTIAL*, *_CREDS (GOOGLE_APPLICATION_CREDENTIALS, AWS_SHARED_CREDENTIALS_FILE)",
    reason: "credentials, or the path of the file that holds them",
    matches: (name, segments) => name.includes("CREDENTIAL") || segments.includes("CREDS"),
  },
  {
    pattern: "*_PAT, *_AUTH, *_AUTH_*, *OAUTH*, *COOKIE*, *_DSN, *WEBHOOK*, *PRIVATE*, *CONNECTION_STRING*",
    reason: "personal access tokens, auth values, session cookies, DSNs and webhook URLs embed secrets",
    matches: (name, segments) =>
      segments.some((segment) => ["PAT", "AUTH", "DSN", "PRIVATE"].includes(segment)) ||
      /OAUTH|COOKIE|WEBHOOK|CONNECTION_?STRING|CONNSTR/.test(name),
  },
  {
    pattern: "ALFRED_*KEY*",
    reason: "Alfred's own keys",
    matches: (name) => name.startsWith("ALFRED_") && name.includes("KEY"),
  },
  {
    pattern: "ACTIONS_ID_TOKEN_REQUEST_URL, ACTIONS_RUNTIME_URL, ACTIONS_RESULTS_URL, ACTIONS_CACHE_URL",
    reason:
      "the runner's internal services (OIDC, cache, artifacts); useless to a build, useful to an attacker",
    matches: exact(
      "ACTIONS_ID_TOKEN_REQUEST_URL",
      "ACTIONS_RUNTIME_URL",
      "ACTIONS_RESULTS_URL",
      "ACTIONS_CACHE_URL",
    ),
  },
  {
    pattern: "GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STATE, GITHUB_STEP_SUMMARY",
    reason: "writing these files changes the environment, PATH and outputs of later workflow steps",
    matches: exact("GITHUB_ENV", "GITHUB_PATH", "GITHUB_OUTPUT", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"),
  },
  {
    pattern: "SSH_AUTH_SOCK, SSH_AGENT_PID, GPG_AGENT_INFO",
    reason: "an agent socket signs with keys the agent must not use",
    matches: exact("SSH_AUTH_SOCK", "SSH_AGENT_PID", "GPG_AGENT_INFO"),
  },
  {
    pattern: "GIT_ASKPASS, SSH_ASKPASS, SUDO_ASKPASS, GIT_SSH, GIT_SSH_COMMAND, GIT_CONFIG*",
    reason: "ways to hand git a password or key, or to install a credential helper",
    matches: (name) =>
      ["GIT_ASKPASS", "SSH_ASKPASS", "SUDO_ASKPASS", "GIT_SSH", "GIT_SSH_COMMAND"].includes(name) ||
      name.startsWith("GIT_CONFIG"),
  },
  {
    pattern: "KUBECONFIG, NETRC",
    reason: "paths to files that hold cluster or HTTP credentials",
    matches: exact("KUBECONFIG", "NETRC"),
  },
];

/** Options of {@link scrubEnvironment}. */
export type ScrubEnvironmentOptions = {
  /** Names to keep anyway: exact (`CODECOV_TOKEN`) or a prefix ending in `*` (`TEST_DB_*`). */
  allow?: readonly string[];
};

function isAllowed(upperName: string, allow: readonly string[]): boolean {
  return allow.some((entry) => {
    const upper = entry.trim().toUpperCase();
    return upper.endsWith("*") ? upperName.startsWith(upper.slice(0, -1)) : upperName === upper;
  });
}

/**
 * True when the variable's *name* marks it as secret under {@link SECRET_ENV_RULES}
 * (case-insensitive). Pure.
 */
export function isSecretEnvName(name: string): boolean {
  const upper = name.toUpperCase();
  const segments = upper.split(/[^A-Z0-9]+/).filter((segment) => segment !== "");
  return SECRET_ENV_RULES.some((rule) => rule.matches(upper, segments));
}

/**
 * Builds the environment for a command the agent runs: `env` without secret-named
 * variables, variables whose value holds a recognisable credential, and undefined values;
 * `options.allow` re-admits names. Pure: the environment is an argument, never `process.env`.
 *
 * @param env - the parent environment (typically a copy of `process.env`).
 * @param options - `allow`: exact names or `PREFIX_*` to keep regardless.
 * @returns a new object; the input is not modified.
 * @throws never.
 */
export function scrubEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  options?: ScrubEnvironmentOptions,
): Record<string, string> {
  const allow = options?.allow ?? [];
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (!isAllowed(name.toUpperCase(), allow) && (isSecretEnvName(name) || redact(value) !== value)) continue;
    kept.push([name, value]);
  }
  // fromEntries defines own properties, so a variable named `__proto__` cannot touch the prototype.
  return Object.fromEntries(kept);
}
