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
import { createBoundary } from "../platform/boundary/boundary.js";
import { scrubEnvironment } from "../security/secrets/scrub-env.js";
import { getAllTools } from "../tools/index.js";
import { ToolRegistry } from "../tools/registry.js";
import type { ToolRuntime } from "../tools/tool-contract.js";
import { recalledFacts } from "../prompts/tasks.js";
import { knownSecretValues } from "../security/secrets/known-secrets.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { HOST_PROFILES, type HostProfile, hostOffersTool, permissionModeFor } from "../core/host-profiles.js";
import { hostProtectedPaths } from "../security/paths/protected-paths.js";
import { closeOf, sessionParts } from "./session-parts.js";
import type { SessionOptions } from "./session-options.js";

export type { SessionOptions } from "./session-options.js";

/**
 * The options with the host's row (`HOST_PROFILES[options.host ?? "library"]`) filled in where
 * the caller left them out: servers, prompt and protected paths. Pure.
 */
function withHostProfile(options: SessionOptions): SessionOptions {
  const profile: HostProfile = HOST_PROFILES[options.host ?? "library"];
  const protectedPaths = hostProtectedPaths(
    profile.protectedPaths,
    options.config.github.allowWorkflowChanges,
  );
  return {
    lsp: profile.servers.lsp,
    mcp: profile.servers.mcp,
    ...(profile.promptRole === "none" ? {} : { promptRole: profile.promptRole }),
    ...(protectedPaths.length === 0 ? {} : { protectedPaths }),
    ...options,
  };
}

/**
 * Assembles a session from the configuration for `options.host` (its row of `HOST_PROFILES`):
 * the provider, the tools, the permission gate (mode, rules, hooks, jail, kill-list, egress),
 * the scrubbed environment and the secrets to redact.
 * @throws ConfigError for a missing key, script or malformed hooks file.
 */
export async function createSession(given: SessionOptions): Promise<SessionQueryConfig> {
  const options = withHostProfile(given);
  const { config, env, workingDir } = options;
  const scrubbed = scrubEnvironment(env, { allow: config.envAllow });
  // One boundary per session: bash, git_commit, verify and hooks all start their processes through
  // it, and it carries the session's egress list (frozen) to the proxy, the gate, web_fetch and the ledger.
  const boundary = createBoundary({
    workingDir,
    sandbox: config.sandbox,
    env: scrubbed,
    egressAllow: config.egressAllow,
    readPaths: config.sandboxReadPaths,
  });
  const runtime: ToolRuntime = { boundary, ...omitUndefined({ askUser: options.askUser }) };
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
      boundary,
      ...omitUndefined({ protectedPaths: options.protectedPaths, ask: options.approve }),
    },
    omitUndefined({ onNote: options.onNote }),
  );
  return {
    model: {
      provider: parts.provider,
      name: config.model ?? DEFAULT_MODELS[config.provider],
      roleModels: config.models,
      requestTimeoutMs: config.requestTimeoutMs,
      stream: config.stream,
      retry: config.retry,
      prices: config.prices,
    },
    limits: {
      maxTurns: config.maxTurns,
      maxContextTokens: config.maxContextTokens,
      maxOutputTokens: config.maxOutputTokens,
      budget: config.budget,
    },
    toolHost: {
      tools,
      workingDir,
      // The one place a session's mode is decided: the host's row, or the user's choice where it allows one.
      permissionMode: permissionModeFor(options.host ?? "library", config.permissionMode),
      runtime,
      authorize: gate.authorize,
      afterToolCall: gate.afterToolCall,
      knownSecrets: options.knownSecrets ?? knownSecretValues(env),
    },
    systemPrompt: parts.systemPrompt,
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

/**
 * The built-in tools, the repo map, memory (on the session's open index) and skills that the host's
 * row offers, minus the disabled. (Servers' tools join later; a host with an `only` row filters again.)
 */
function sessionTools(options: SessionOptions, indexes: MemoryIndexPool): ToolRegistry {
  const offered = HOST_PROFILES[options.host ?? "library"].tools;
  const disabled = options.disabledTools ?? [];
  return new ToolRegistry(
    [
      ...getAllTools({ interactive: options.askUser !== undefined, disabled }),
      repoMapTool,
      ...memoryAndSkillTools({ now: () => new Date(), indexes }),
    ].filter((tool) => !disabled.includes(tool.name) && hostOffersTool(offered, tool)),
  );
}
