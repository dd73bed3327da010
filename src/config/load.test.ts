import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../core/errors.js";
import { loadConfig, resolveConfig } from "./load.js";
import { envLayer, fileLayer, flagLayer } from "./sources.js";
import { tempDir } from "../../test/support/temp-dir.js";

async function workspace(config?: unknown): Promise<string> {
  const root = tempDir("alfred-config-");
  if (config !== undefined) {
    await mkdir(join(root, ".alfred"));
    await writeFile(
      join(root, ".alfred/config.json"),
      typeof config === "string" ? config : JSON.stringify(config),
    );
  }
  return root;
}

describe("loadConfig precedence: flags > env > file > defaults", () => {
  it.each([
    [
      "defaults only",
      undefined,
      {},
      {},
      { provider: "anthropic", maxTurns: 50, sandbox: "off", stream: true },
    ],
    ["file", { maxTurns: 7, provider: "mock" }, {}, {}, { maxTurns: 7, provider: "mock" }],
    ["env beats file", { maxTurns: 7 }, { ALFRED_MAX_TURNS: "9" }, {}, { maxTurns: 9 }],
    [
      "flag beats env",
      { maxTurns: 7 },
      { ALFRED_MAX_TURNS: "9" },
      { maxTurns: ["--max-turns", 11] },
      { maxTurns: 11 },
    ],
    [
      "nested keys merge",
      { budget: { maxTokens: 1000 } },
      { ALFRED_MAX_COST_USD: "2.5" },
      {},
      { budget: { maxTokens: 1000, maxCostUsd: 2.5 } },
    ],
    [
      "role models from env",
      {},
      { ALFRED_MODEL_ARCHITECT: "big", ALFRED_MODEL: "small" },
      {},
      { model: "small", models: { architect: "big" } },
    ],
    [
      "egress list",
      {},
      { ALFRED_EGRESS_ALLOW: "api.github.com, *.npmjs.org" },
      {},
      { egressAllow: ["api.github.com", "*.npmjs.org"] },
    ],
    ["sandbox 1 means on", {}, { ALFRED_SANDBOX: "1" }, {}, { sandbox: "on" }],
    ["sandbox auto", {}, { ALFRED_SANDBOX: "auto" }, {}, { sandbox: "auto" }],
    ["stream off", {}, { ALFRED_STREAM: "0" }, {}, { stream: false }],
    ["empty env var is unset", { provider: "openai" }, { ALFRED_PROVIDER: "" }, {}, { provider: "openai" }],
  ] as const)("%s", async (_name, file, env, flags, expected) => {
    const config = await loadConfig({ workingDir: await workspace(file), env, flags: flagLayer(flags) });
    expect(config).toMatchObject(expected);
  });
});

describe("loadConfig errors name the source", () => {
  it.each([
    [
      "a bad env value",
      undefined,
      { ALFRED_MAX_TURNS: "lots" },
      {},
      /^environment variable ALFRED_MAX_TURNS: .*number/,
    ],
    [
      "an unknown provider",
      undefined,
      { ALFRED_PROVIDER: "gemini" },
      {},
      /^environment variable ALFRED_PROVIDER: /,
    ],
    [
      "a bad sandbox value",
      undefined,
      { ALFRED_SANDBOX: "maybe" },
      {},
      /^environment variable ALFRED_SANDBOX: /,
    ],
    ["a bad flag", undefined, {}, { maxTurns: ["--max-turns", -1] }, /^flag --max-turns: /],
    [
      "a bad file value that a variable overrides",
      { maxTurns: -1 },
      { ALFRED_MAX_TURNS: "9" },
      {},
      /^\.alfred\/config\.json: maxTurns: /,
    ],
    [
      "a bad nested file value that a flag overrides",
      { budget: { maxCostUsd: "ten" } },
      {},
      { "budget.maxCostUsd": ["--max-cost-usd", 2] },
      /^\.alfred\/config\.json: budget\.maxCostUsd: .*number/,
    ],
    [
      "a wrong type in the file",
      { budget: { maxCostUsd: "ten" } },
      {},
      {},
      /^\.alfred\/config\.json: budget\.maxCostUsd: .*number/,
    ],
    [
      "an unknown key in the file",
      { maxTurn: 3 },
      {},
      {},
      /^\.alfred\/config\.json: maxTurn: unknown setting; did you mean maxTurns\?$/,
    ],
    [
      "a nested near-miss",
      { retry: { maxRetry: 3 } },
      {},
      {},
      /^\.alfred\/config\.json: retry\.maxRetry: unknown setting; did you mean maxRetries\?$/,
    ],
    [
      "an API key in the file",
      { anthropicApiKey: "sk-ant-not-here" },
      {},
      {},
      /^\.alfred\/config\.json: anthropicApiKey: unknown setting: secrets come from the environment/,
    ],
    [
      "the renamed permission mode key",
      { mode: "plan" },
      {},
      {},
      /^\.alfred\/config\.json: mode: unknown setting: renamed permissionMode$/,
    ],
    [
      "an unknown nested key",
      { retry: { attempts: 3 } },
      {},
      {},
      /^\.alfred\/config\.json: retry\.attempts: unknown setting$/,
    ],
    [
      "a bad rule",
      { rules: [{ tool: "bash", behavior: "maybe" }] },
      {},
      {},
      /^\.alfred\/config\.json: rules\[0\]\.behavior: /,
    ],
    [
      "invalid JSON with line and column",
      '{\n  "maxTurns": 3,\n}',
      {},
      {},
      /^\.alfred\/config\.json:3:1: not valid JSON/,
    ],
    ["a non-object file", "[1, 2]", {}, {}, /^\.alfred\/config\.json: expected a JSON object/],
    [
      "a bad base URL",
      undefined,
      { ALFRED_BASE_URL: "ftp://x" },
      {},
      /^environment variable ALFRED_BASE_URL: /,
    ],
  ] as const)("%s", async (_name, file, env, flags, message) => {
    const error = await loadConfig({ workingDir: await workspace(file), env, flags: flagLayer(flags) }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(message);
  });

  it("blames the layer that actually supplied the bad value", () => {
    const layers = [
      flagLayer({}),
      envLayer({ ALFRED_MAX_TURNS: "0" }),
      fileLayer({ maxTurns: 5 }, "cfg.json"),
    ];
    expect(() => resolveConfig(layers)).toThrow(/^environment variable ALFRED_MAX_TURNS:/);
  });
});
