import type { SessionQueryConfig, RecallFocus } from "../engine/query-config.js";
import { DEFAULT_MODELS } from "../config/schema.js";
import { repoMapTool } from "../context/repo-map-tool.js";
import {
  hasFacts,
  MemoryIndexPool,
  memoryAndSkillTools,
  memoryLayout,
  prefetchFacts,
} from "../memory/index.js";
import { createPermissionGate } from "../permissions/permission-gate.js";
import { createBoundary } from "../platform/boundary.js";
import { scrubEnvironment } from "../security/scrub-env.js";
import { getAllTools } from "../tools/index.js";
import { ToolRegistry } from "../tools/registry.js";
import type { ToolRuntime } from "../tools/tool-contract.js";
import { recalledFacts } from "../prompts/tasks.js";
import { knownSecretValues } from "./known-secrets.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { closeOf, sessionParts } from "./session-parts.js";
import type { SessionOptions } from "./session-options.js";

export type { SessionOptions } from "./session-options.js";

/**
 * Assembles a session from the configuration: the provider, the built-in
 * tools, the permission gate (mode, rules, hooks, jail, kill-list, egress),
 * the scrubbed environment and the secrets to redact.
 * @throws ConfigError for a missing key, script or malformed hooks file.
 */
export async function createSession(options: SessionOptions): Promise<SessionQueryConfig> {
  const { config, env, workingDir } = options;
  const scrubbed = scrubEnvironment(env, { allow: config.envAllow });
  // One boundary per session: bash, git_commit, verify and hooks all start their processes through it.
  const boundary = createBoundary({
    workingDir,
    sandbox: config.sandbox,
    env: scrubbed,
    egressAllow: config.egressAllow,
    readPaths: config.sandboxReadPaths,
  });
  const runtime: ToolRuntime = {
    boundary,
    egressAllow: config.egressAllow,
    ...omitUndefined({ askUser: options.askUser }),
  };
  // index.db stays open for the session: searches do not reopen it, syncs re-check only what changed.
  const indexes = new MemoryIndexPool();
  const tools = sessionTools(options, indexes);
  const parts = await sessionParts(options, tools, boundary, indexes);
  const gate = createPermissionGate(
    {
      rules: config.rules.map(({ tool, behavior, pattern }) =>
        pattern === undefined ? { tool, behavior } : { tool, behavior, pattern },
      ),
      hooks: parts.hooks,
      egressAllow: config.egressAllow,
      boundary,
      ...omitUndefined({ protectedPaths: options.protectedPaths, ask: options.approve }),
    },
    omitUndefined({ onNote: options.onNote }),
  );
  return {
    provider: parts.provider,
    model: config.model ?? DEFAULT_MODELS[config.provider],
    roleModels: config.models,
    tools,
    systemPrompt: parts.systemPrompt,
    maxTurns: config.maxTurns,
    maxContextTokens: config.maxContextTokens,
    maxOutputTokens: config.maxOutputTokens,
    requestTimeoutMs: config.requestTimeoutMs,
    stream: config.stream,
    budget: config.budget,
    retry: config.retry,
    prices: config.prices,
    workingDir,
    permissionMode: config.mode,
    runtime,
    authorize: gate.authorize,
    afterToolCall: gate.afterToolCall,
    knownSecrets: options.knownSecrets ?? knownSecretValues(env),
    recall: (focus) => recall(workingDir, indexes, focus, options.onNote),
    ...closeOf([parts.lsp, parts.mcp, indexes]),
  };
}

/** The facts memory holds about `focus`, fenced for a first message; "" when none (or memory fails, noted). */
async function recall(
  workingDir: string,
  indexes: MemoryIndexPool,
  focus: RecallFocus,
  onNote?: (note: string) => void,
): Promise<string> {
  try {
    const layout = memoryLayout(workingDir);
    if (!(await hasFacts(layout))) return "";
    return recalledFacts(await indexes.use(layout, (index) => prefetchFacts(index, focus)));
  } catch (thrown) {
    onNote?.(`memory prefetch skipped: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    return "";
  }
}

/** The built-in tools, the repo map, memory (on the session's open index) and skills, minus the disabled. */
function sessionTools(options: SessionOptions, indexes: MemoryIndexPool): ToolRegistry {
  const disabled = options.disabledTools ?? [];
  return new ToolRegistry([
    ...getAllTools({ interactive: options.askUser !== undefined, disabled }),
    ...[repoMapTool, ...memoryAndSkillTools({ now: () => new Date(), indexes })].filter(
      (tool) => !disabled.includes(tool.name),
    ),
  ]);
}
