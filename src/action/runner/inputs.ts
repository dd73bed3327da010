import { ConfigError } from "../../core/errors.js";
import type { ConfigLayer } from "../../config/sources.js";
import { setPath } from "../../config/sources.js";
import {
  readBoolean,
  readList,
  readMinutes,
  readNumber,
  readSandbox,
  readString,
} from "../../config/setting-text.js";

/** How an input's text becomes a config value. */
type InputKind = "string" | "list" | "number" | "boolean" | "minutes" | "sandbox";

/** One Action input: its config key path and how to read it. */
interface InputBinding {
  readonly name: string;
  readonly path: string;
  readonly kind: InputKind;
}

/** Every input that maps onto AlfredConfig (secrets and `job` are read separately). */
const CONFIG_INPUTS: readonly InputBinding[] = [
  { name: "feature-list", path: "features", kind: "string" },
  { name: "verify-command", path: "verify", kind: "string" },
  { name: "provider", path: "provider", kind: "string" },
  { name: "model", path: "model", kind: "string" },
  { name: "model-architect", path: "models.architect", kind: "string" },
  { name: "model-editor", path: "models.editor", kind: "string" },
  { name: "base-url", path: "baseUrl", kind: "string" },
  { name: "egress-allow", path: "egressAllow", kind: "list" },
  { name: "iteration-budget", path: "iterationBudget", kind: "number" },
  { name: "max-turns", path: "maxTurns", kind: "number" },
  { name: "max-cost-usd", path: "budget.maxCostUsd", kind: "number" },
  { name: "timeout-minutes", path: "budget.maxWallClockMs", kind: "minutes" },
  { name: "trigger-phrase", path: "github.triggerPhrase", kind: "string" },
  { name: "allowed-bots", path: "github.allowedBots", kind: "list" },
  { name: "branch-prefix", path: "github.branchPrefix", kind: "string" },
  { name: "base-branch", path: "github.baseBranch", kind: "string" },
  { name: "draft", path: "github.draft", kind: "boolean" },
  { name: "rollback-blocked", path: "rollback", kind: "boolean" },
  { name: "artifact-retention-days", path: "github.artifactRetentionDays", kind: "number" },
  { name: "allow-workflow-changes", path: "github.allowWorkflowChanges", kind: "boolean" },
  { name: "commit-memory", path: "github.commitMemory", kind: "boolean" },
  { name: "sandbox", path: "sandbox", kind: "sandbox" },
  { name: "sandbox-read-paths", path: "sandboxReadPaths", kind: "list" },
  { name: "run-id", path: "runId", kind: "string" },
];

/** The secrets the Action takes as inputs. */
export interface ActionSecrets {
  readonly anthropicApiKey?: string;
  readonly openaiApiKey?: string;
  readonly githubToken?: string;
  readonly ledgerKey?: string;
}

/** The provider keys of `secrets` only: the GitHub token and the ledger key never go into a session. */
export function providerKeys(
  secrets: ActionSecrets,
): Pick<ActionSecrets, "anthropicApiKey" | "openaiApiKey"> {
  const keys = { anthropicApiKey: secrets.anthropicApiKey, openaiApiKey: secrets.openaiApiKey };
  return Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined));
}

/** `INPUT_FEATURE-LIST`: how the runner passes input `feature-list`. */
function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}

/** An input's trimmed value, or undefined when empty or absent. */
export function readInput(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
): string | undefined {
  const value = env[inputVariable(name)]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/**
 * How the Action reads its inputs: `@actions/core`'s `getInput`/`getBooleanInput` in production
 * (`toolkit-channel.ts`), {@link envInputs} where the toolkit is not loaded yet or in tests.
 */
export interface ActionInputs {
  /** The input's trimmed text; undefined when empty or absent. */
  readonly text: (name: string) => string | undefined;
  /**
   * A YAML 1.2 boolean (`true`, `True`, `TRUE`, `false`, …); undefined when absent.
   * @throws ConfigError naming the input for any other text.
   */
  readonly boolean: (name: string) => boolean | undefined;
}

/** {@link ActionInputs} over an environment, by the toolkit's rule (`INPUT_<NAME>`, trimmed). */
export function envInputs(env: Readonly<Record<string, string | undefined>>): ActionInputs {
  return {
    text: (name) => readInput(env, name),
    boolean: (name) => {
      const text = readInput(env, name);
      if (text === undefined) return undefined;
      if (["true", "True", "TRUE"].includes(text)) return true;
      if (["false", "False", "FALSE"].includes(text)) return false;
      throw new ConfigError(`input ${name}`, "expected true or false");
    },
  };
}

/** Malformed text stays text, so the schema's error names the input and what was expected. */
function convert(kind: InputKind, text: string): unknown {
  switch (kind) {
    case "string":
      return readString(text);
    case "list":
      return readList(text);
    case "number":
      return readNumber(text);
    case "minutes":
      return readMinutes(text);
    case "boolean":
      return readBoolean(text);
    case "sandbox":
      return readSandbox(text);
  }
}

/** The config layer of the Action's inputs; a bad value's error names `input <name>`. */
export function inputLayer(inputs: ActionInputs): ConfigLayer {
  const values: Record<string, unknown> = {};
  const sources = new Map<string, string>();
  for (const binding of CONFIG_INPUTS) {
    const text = inputs.text(binding.name);
    if (text === undefined) continue;
    setPath(values, binding.path, convert(binding.kind, text));
    sources.set(binding.path, `input ${binding.name}`);
  }
  return { values, sources };
}

/** The secret inputs. */
export function secretInputs(inputs: ActionInputs): ActionSecrets {
  const pick = (name: string): string | undefined => inputs.text(name);
  const entries = {
    anthropicApiKey: pick("anthropic-api-key"),
    openaiApiKey: pick("openai-api-key"),
    githubToken: pick("github-token"),
    ledgerKey: pick("ledger-key"),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}
