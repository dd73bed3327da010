import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/config/setting-text.ts
var readString = (text) => text;
var readList = (text) => text.split(/[,\n]/).map((item) => item.trim()).filter((item) => item !== "");
var readNumber = (text) => text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;
var readMinutes = (text) => {
  const minutes = readNumber(text);
  return typeof minutes === "number" ? Math.round(minutes * 6e4) : text;
};
var readBoolean = (text) => {
  const value = text.trim().toLowerCase();
  if (["1", "true", "on", "yes"].includes(value)) return true;
  if (["0", "false", "off", "no"].includes(value)) return false;
  return text;
};
var readSandbox = (text) => {
  const value = text.trim().toLowerCase();
  if (value === "1" || value === "true" || value === "on") return "on";
  if (value === "0" || value === "false" || value === "off" || value === "") return "off";
  return value;
};

// src/config/sources.ts
var ENV_BINDINGS = {
  ALFRED_PROVIDER: { path: "provider", read: readString },
  ALFRED_MODEL: { path: "model", read: readString },
  ALFRED_MODEL_ARCHITECT: { path: "models.architect", read: readString },
  ALFRED_MODEL_EDITOR: { path: "models.editor", read: readString },
  ALFRED_MODEL_SUBAGENT: { path: "models.subagent", read: readString },
  ALFRED_BASE_URL: { path: "baseUrl", read: readString },
  ALFRED_MOCK_SCRIPT: { path: "mockScript", read: readString },
  ALFRED_EGRESS_ALLOW: { path: "egressAllow", read: readList },
  ALFRED_SANDBOX: { path: "sandbox", read: readSandbox },
  ALFRED_SANDBOX_READ_PATHS: { path: "sandboxReadPaths", read: readList },
  ALFRED_MODE: { path: "permissionMode", read: readString },
  ALFRED_STREAM: { path: "stream", read: readBoolean },
  ALFRED_MAX_TURNS: { path: "maxTurns", read: readNumber },
  ALFRED_MAX_COST_USD: { path: "budget.maxCostUsd", read: readNumber },
  ALFRED_ENV_ALLOW: { path: "envAllow", read: readList }
};
function setPath(target, path, value) {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    if (typeof child === "object" && child !== null && !Array.isArray(child)) {
      node = child;
    } else {
      const created = {};
      node[key] = created;
      node = created;
    }
  }
  node[keys[keys.length - 1] ?? path] = value;
}
function envLayer(env) {
  const values = {};
  const sources = /* @__PURE__ */ new Map();
  for (const [name, binding] of Object.entries(ENV_BINDINGS)) {
    const text = env[name];
    if (text === void 0 || text === "") continue;
    setPath(values, binding.path, binding.read(text));
    sources.set(binding.path, `environment variable ${name}`);
  }
  return { values, sources };
}
function fileLayer(values, file) {
  return { values, sources: /* @__PURE__ */ new Map([["", file]]) };
}

// src/action/runner/inputs.ts
var CONFIG_INPUTS = [
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
  { name: "run-id", path: "runId", kind: "string" }
];
function providerKeys(secrets) {
  const keys = { anthropicApiKey: secrets.anthropicApiKey, openaiApiKey: secrets.openaiApiKey };
  return Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== void 0));
}
function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
function readInput(env, name) {
  const value = env[inputVariable(name)]?.trim();
  return value === void 0 || value === "" ? void 0 : value;
}
function convert(kind, text) {
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
function inputLayer(inputs) {
  const values = {};
  const sources = /* @__PURE__ */ new Map();
  for (const binding of CONFIG_INPUTS) {
    const text = inputs.text(binding.name);
    if (text === void 0) continue;
    setPath(values, binding.path, convert(binding.kind, text));
    sources.set(binding.path, `input ${binding.name}`);
  }
  return { values, sources };
}
function secretInputs(inputs) {
  const pick = (name) => inputs.text(name);
  const entries = {
    anthropicApiKey: pick("anthropic-api-key"),
    openaiApiKey: pick("openai-api-key"),
    githubToken: pick("github-token"),
    ledgerKey: pick("ledger-key")
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== void 0));
}

export {
  envLayer,
  fileLayer,
  providerKeys,
  readInput,
  inputLayer,
  secretInputs
};
