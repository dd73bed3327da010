import { describe, expect, it } from "vitest";
import { isSecretEnvName, scrubEnvironment, SECRET_ENV_RULES } from "./scrub-env.js";

const fakeToken = (prefix: string): string => prefix + "Zx81Qm2Lr7Tb0Vw5Kc9Pn3Hs6Jd4Fy1Ge8Au";

// What a GitHub-hosted runner really sets, and what must survive: builds need these.
const kept: readonly (readonly [string, string])[] = [
  ["PATH", "/opt/hostedtoolcache/node/20.19.0/x64/bin:/usr/local/bin:/usr/bin:/bin"],
  ["HOME", "/home/runner"],
  ["PWD", "/home/runner/work/repo/repo"],
  ["OLDPWD", "/home/runner"],
  ["LANG", "C.UTF-8"],
  ["CI", "true"],
  ["GITHUB_ACTIONS", "true"],
  ["GITHUB_WORKSPACE", "/home/runner/work/repo/repo"],
  ["GITHUB_REPOSITORY", "octo/repo"],
  ["GITHUB_SHA", "3f786850e387550fdab836ed7e6dc881de23001b"],
  ["GITHUB_REF", "refs/heads/main"],
  ["GITHUB_EVENT_NAME", "issue_comment"],
  ["GITHUB_EVENT_PATH", "/home/runner/work/_temp/_github_workflow/event.json"],
  ["GITHUB_SERVER_URL", "https://github.com"],
  ["GITHUB_API_URL", "https://api.github.com"],
  ["GITHUB_RUN_ID", "1234567890"],
  ["GITHUB_AUTHOR_NAME", "octocat"],
  ["GIT_AUTHOR_NAME", "Alfred"],
  ["GIT_TERMINAL_PROMPT", "0"],
  ["RUNNER_OS", "Linux"],
  ["RUNNER_TEMP", "/home/runner/work/_temp"],
  ["RUNNER_TOOL_CACHE", "/opt/hostedtoolcache"],
  ["INVOCATION_ID", "5a1b7c3d9e8f40a1b2c3d4e5f6a7b8c9"],
  ["NODE_OPTIONS", "--max-old-space-size=4096"],
  ["TOKENIZERS_PARALLELISM", "false"],
  ["AWS_REGION", "eu-west-1"],
  ["AWS_DEFAULT_REGION", "eu-west-1"],
  ["ALFRED_MOCK_SCRIPT", "./test/fixtures/script.json"],
  ["ALFRED_MODEL", "claude-sonnet-4-5"],
  ["DOCKER_CONFIG", "/home/runner/.docker"],
  ["NPM_CONFIG_USERCONFIG", "/home/runner/work/_temp/.npmrc"],
  ["JAVA_TOOL_OPTIONS", "-Dfile.encoding=UTF8"],
];

// [name, value]: dropped by name (case-insensitively) or by value.
const dropped: readonly (readonly [string, string])[] = [
  ["GITHUB_TOKEN", "x"],
  ["GH_TOKEN", "x"],
  ["github_token", "x"],
  ["Gh_Token", "x"],
  ["ANTHROPIC_API_KEY", "x"],
  ["OPENAI_API_KEY", "x"],
  ["AZURE_OPENAI_API_KEY", "x"],
  ["ANTHROPIC_AUTH_TOKEN", "x"],
  ["CLAUDE_CODE_OAUTH_TOKEN", "x"],
  ["ALFRED_LEDGER_KEY", "x"],
  ["ALFRED_API_KEY", "x"],
  ["ALFRED_PROVIDER_KEYS", "x"],
  ["INPUT_GITHUB_TOKEN", "x"],
  ["INPUT_ANTHROPIC_API_KEY", "x"],
  ["INPUT_MODEL", "claude"],
  ["input_anything", "x"],
  ["ACTIONS_RUNTIME_TOKEN", "x"],
  ["ACTIONS_ID_TOKEN_REQUEST_TOKEN", "x"],
  ["ACTIONS_ID_TOKEN_REQUEST_URL", "https://pipelines.actions.githubusercontent.com/x"],
  ["ACTIONS_RUNTIME_URL", "https://pipelines.actions.githubusercontent.com/x"],
  ["ACTIONS_RESULTS_URL", "https://results-receiver.actions.githubusercontent.com/"],
  ["ACTIONS_CACHE_URL", "https://acghubeus1.actions.githubusercontent.com/x/"],
  ["GITHUB_ENV", "/home/runner/work/_temp/_runner_file_commands/set_env_x"],
  ["GITHUB_PATH", "/home/runner/work/_temp/_runner_file_commands/add_path_x"],
  ["GITHUB_OUTPUT", "/home/runner/work/_temp/_runner_file_commands/set_output_x"],
  ["GITHUB_STATE", "/home/runner/work/_temp/_runner_file_commands/save_state_x"],
  ["GITHUB_STEP_SUMMARY", "/home/runner/work/_temp/_runner_file_commands/step_summary_x"],
  ["NPM_TOKEN", "x"],
  ["NODE_AUTH_TOKEN", "x"],
  ["NPM_CONFIG__AUTH", "x"],
  ["CODECOV_TOKEN", "x"],
  ["VAULT_TOKEN", "x"],
  ["AWS_ACCESS_KEY_ID", "x"],
  ["AWS_SECRET_ACCESS_KEY", "x"],
  ["AWS_SESSION_TOKEN", "x"],
  ["AWS_WEB_IDENTITY_TOKEN_FILE", "/var/run/token"],
  ["AWS_CONTAINER_CREDENTIALS_FULL_URI", "http://169.254.170.2/x"],
  ["AWS_SHARED_CREDENTIALS_FILE", "/home/runner/.aws/credentials"],
  ["AZURE_CLIENT_SECRET", "x"],
  ["AZURE_FEDERATED_TOKEN_FILE", "/var/run/token"],
  ["GOOGLE_APPLICATION_CREDENTIALS", "/tmp/sa.json"],
  ["DB_PASSWORD", "x"],
  ["MYSQL_ROOT_PASSWORD", "x"],
  ["PGPASSWORD", "x"],
  ["SMTP_PASS", "x"],
  ["DB_PWD", "x"],
  ["GPG_PASSPHRASE", "x"],
  ["GH_PAT", "x"],
  ["DEPLOY_KEY", "x"],
  ["SSH_PRIVATE_KEY", "x"],
  ["SIGNING_KEY_FILE", "x"],
  ["STRIPE_APIKEY", "x"],
  ["JWT_SECRET", "x"],
  ["SECRETS", "x"],
  ["DOCKER_AUTH_CONFIG", "x"],
  ["SESSION_COOKIE", "x"],
  ["SENTRY_DSN", "x"],
  ["SLACK_WEBHOOK_URL", "x"],
  ["AZURE_STORAGE_CONNECTION_STRING", "x"],
  ["REGISTRY_CREDS", "x"],
  ["SSH_AUTH_SOCK", "/tmp/ssh-XXXX/agent.123"],
  ["GPG_AGENT_INFO", "/run/user/1000/gnupg/S.gpg-agent"],
  ["GIT_ASKPASS", "/tmp/askpass.sh"],
  ["SSH_ASKPASS", "/usr/bin/ssh-askpass"],
  ["GIT_SSH_COMMAND", "ssh -i /tmp/deploy_key"],
  ["GIT_CONFIG_COUNT", "1"],
  ["GIT_CONFIG_KEY_0", "credential.helper"],
  ["GIT_CONFIG_VALUE_0", "store"],
  ["GIT_CONFIG_GLOBAL", "/tmp/gitconfig"],
  ["GIT_CONFIG_PARAMETERS", "'http.extraheader=AUTHORIZATION: basic x'"],
  ["KUBECONFIG", "/home/runner/.kube/config"],
  ["NETRC", "/home/runner/.netrc"],
  ["DATABASE_URL", "postgres://app:S3cretPassw0rd@db:5432/app"],
  ["MY_SETTING", fakeToken("gh" + "p_")],
  ["EXTRA_HEADER", "Authorization: Bearer Zx81Qm2Lr7Tb0Vw5Kc9Pn3Hs6Jd4Fy1Ge8A"],
];

describe("scrubEnvironment", () => {
  it.each(kept)("keeps %s", (name, value) => {
    expect(scrubEnvironment({ [name]: value })).toEqual({ [name]: value });
  });

  it.each(dropped)("drops %s", (name, value) => {
    expect(scrubEnvironment({ [name]: value, PATH: "/usr/bin" })).toEqual({ PATH: "/usr/bin" });
  });

  it("keeps a realistic runner environment and drops only the secrets", () => {
    const env = Object.fromEntries([...kept, ...dropped]);
    expect(scrubEnvironment(env)).toEqual(Object.fromEntries(kept));
  });

  it("drops undefined values and does not modify its input", () => {
    const env: Record<string, string | undefined> = { A: "1", B: undefined, GITHUB_TOKEN: "x" };
    expect(scrubEnvironment(env)).toEqual({ A: "1" });
    expect(env).toEqual({ A: "1", B: undefined, GITHUB_TOKEN: "x" });
  });

  it.each([
    [["CODECOV_TOKEN"], "CODECOV_TOKEN", true],
    [["codecov_token"], "CODECOV_TOKEN", true],
    [["TEST_DB_*"], "TEST_DB_PASSWORD", true],
    [["TEST_DB_*"], "PROD_DB_PASSWORD", false],
    [["MY_SETTING"], "MY_SETTING", true],
    [["CODECOV"], "CODECOV_TOKEN", false],
    [[], "CODECOV_TOKEN", false],
  ] as const)("allow %j re-admits %s: %s", (allow, name, expected) => {
    const value = name === "MY_SETTING" ? fakeToken("gh" + "p_") : "x";
    expect(name in scrubEnvironment({ [name]: value }, { allow })).toBe(expected);
  });

  it("cannot be tricked by a variable named __proto__", () => {
    const env: Record<string, string> = JSON.parse('{"__proto__": "x", "A": "1"}') as Record<string, string>;
    const scrubbed = scrubEnvironment(env);
    expect(Object.getPrototypeOf(scrubbed)).toBe(Object.prototype);
    expect(scrubbed["A"]).toBe("1");
  });
});

describe("SECRET_ENV_RULES", () => {
  it("documents every rule", () => {
    for (const rule of SECRET_ENV_RULES) {
      expect(rule.pattern.length).toBeGreaterThan(0);
      expect(rule.reason.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ["GITHUB_TOKEN", true],
    ["PWD", false],
    ["TOKENIZERS_PARALLELISM", false],
    ["GIT_AUTHOR_EMAIL", false],
    ["KEYBOARD_LAYOUT", false],
  ] as const)("isSecretEnvName(%s) is %s", (name, expected) => {
    expect(isSecretEnvName(name)).toBe(expected);
  });
});
