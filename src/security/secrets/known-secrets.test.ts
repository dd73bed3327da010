import { describe, expect, it } from "vitest";
import { holdsSecretValue, knownSecretValues } from "./known-secrets.js";

describe("knownSecretValues", () => {
  it.each([
    ["ANTHROPIC_API_KEY", true],
    ["OPENAI_API_KEY", true],
    ["GITHUB_TOKEN", true],
    ["ACTIONS_RUNTIME_TOKEN", true],
    ["ALFRED_LEDGER_KEY", true],
    ["DB_PASSWORD", true],
    ["SLACK_WEBHOOK_URL", true],
    ["INPUT_GITHUB-TOKEN", true],
    ["INPUT_LEDGER-KEY", true],
    ["INPUT_ANTHROPIC-API-KEY", true],
    ["INPUT_PROVIDER", false],
    ["INPUT_BASE-URL", false],
    ["GIT_CONFIG_GLOBAL", false],
    ["GITHUB_ENV", false],
    ["ACTIONS_RESULTS_URL", false],
    ["SSH_AUTH_SOCK", false],
    ["PATH", false],
    ["KEYBOARD_LAYOUT", false],
  ])("%s holds a secret value: %s", (name, expected) => {
    expect(holdsSecretValue(name)).toBe(expected);
  });

  it("collects only secret values long enough to redact safely", () => {
    const env = {
      GITHUB_TOKEN: "ghs_abcdefghijklmnop",
      OPENAI_API_KEY: "short",
      GIT_CONFIG_GLOBAL: "/dev/null",
      INPUT_PROVIDER: "anthropic",
      HOME: undefined,
    };
    expect(knownSecretValues(env)).toEqual(["ghs_abcdefghijklmnop"]);
  });
});
