import { type FileSource, readSourceFile, WORKTREE } from "../config/file-source.js";
import type { AlfredConfig } from "../config/schema.js";
import { DEFAULT_MODELS } from "../config/schema.js";
import { ConfigError } from "../core/errors.js";
import type { SessionQueryConfig } from "../engine/query-config.js";
import { repoMapTool } from "../context/repo-map-tool.js";
import { DEFAULT_MAP_TOKENS, renderRepoMap } from "../context/repo-map.js";
import {
  MemoryIndexPool,
  memoryAndSkillTools,
  memoryLayout,
  memoryPromptSlots,
  prefetchFacts,
} from "../memory/index.js";
import { createPermissionGate } from "../permissions/permission-gate.js";
import { loadHooksConfig } from "../permissions/hooks-config.js";
import { NO_HOOKS, type AskRequest, type HooksConfig } from "../permissions/policy.js";
import { type Boundary, createBoundary } from "../platform/boundary.js";
import { createProvider, type ProviderSecrets } from "../providers/create-provider.js";
import { attachLsp } from "../lsp/setup.js";
import type { Provider } from "../providers/provider-contract.js";
import { scrubEnvironment } from "../security/scrub-env.js";
import { getAllTools } from "../tools/index.js";
import { ToolRegistry } from "../tools/registry.js";
import type { ToolRuntime } from "../tools/tool-contract.js";
import type { PromptContext, PromptRole } from "../prompts/types.js";
import { recalledFacts } from "../prompts/tasks.js";
import type { RecallFocus } from "../engine/query-config.js";
import { buildSystemPrompt, gatherPromptContext } from "./instructions.js";
import { knownSecretValues } from "./known-secrets.js";
import { startMcpServers } from "./mcp-servers.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** Where the PreToolUse / PostToolUse hooks live. */
export const HOOKS_FILE = ".alfred/hooks.json";

/** How the host runs: who answers questions, which paths are off limits. */
export interface SessionOptions {
  readonly config: AlfredConfig;
  /** The host's full environment; agent commands only ever see the scrubbed copy. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The workspace root: tools, hooks and the boundary work inside it. */
  readonly workingDir: string;
  /** Values to redact from every tool result and outward channel; read from `env` when absent. */
  readonly knownSecrets?: readonly string[];
  /** Answers `ask` decisions (interactive CLI prompt, or `--yes`); absent → asks are denied. */
  readonly approve?: (request: AskRequest) => Promise<boolean>;
  /** A person can answer `ask_user`. */
  readonly askUser?: ToolRuntime["askUser"];
  /** Workspace-relative globs that edits may not touch (Action runs: `.github/workflows/**`, `.alfred/**`). */
  readonly protectedPaths?: readonly string[];
  readonly onNote?: (note: string) => void;
  /** Built-in tools to leave out (the harness commits itself, so its agents get no `git_commit`). */
  readonly disabledTools?: readonly string[];
  /** Provider keys; read from `env` (ANTHROPIC_API_KEY, OPENAI_API_KEY) when absent. */
  readonly secrets?: ProviderSecrets;
  /** Use this provider instead of creating one from the config (tests, replay). */
  readonly provider?: Provider;
  /** Where `.alfred/hooks.json` is read from, once: the run's start commit when unattended; the worktree when absent. */
  readonly source?: FileSource;
  /**
   * Language servers (`.alfred/lsp.json`, else discovered): the `lsp_*` tools, and errors appended to
   * file_edit / file_write results. Servers start on first use; `close()` stops them. `configured`:
   * only servers `.alfred/lsp.json` names. Default off.
   */
  readonly lsp?: boolean | "configured";
  /**
   * MCP servers from `.alfred/mcp.json` / `.mcp.json` (read from `source`): started inside the
   * boundary at session start, their tools added as `mcp__<server>__<tool>`; `close()` stops them.
   * Default off.
   */
  readonly mcp?: boolean;
  /** Which system prompt the session's agent gets: `implementer` for unattended runs; `ask` when absent. */
  readonly promptRole?: PromptRole;
  /** Context text other parts of Alfred render once per session (repo map, memory core, skills index). */
  readonly promptSlots?: Pick<PromptContext, "repoMap" | "memoryCore" | "skillsIndex">;
  /** The session's start time (the prompt's date); now when absent. */
  readonly now?: Date;
}

/**
 * Reads `.alfred/hooks.json` from `source` when present there.
 * @throws ConfigError naming the file and place of a malformed entry.
 */
export async function readHooks(workingDir: string, source: FileSource = WORKTREE): Promise<HooksConfig> {
  let text: string | undefined;
  try {
    text = await readSourceFile(workingDir, HOOKS_FILE, source);
  } catch (thrown) {
    throw new ConfigError(HOOKS_FILE, "cannot be read", { cause: thrown });
  }
  if (text === undefined) return NO_HOOKS;
  const parsed = loadHooksConfig(text, HOOKS_FILE);
  if (!parsed.ok) throw new ConfigError(HOOKS_FILE, parsed.error.replace(/^\.alfred\/hooks\.json:\s*/, ""));
  return parsed.value;
}

/**
 * Assembles a session from the configuration: the provider, the built-in
 * tools, the permission gate (mode, rules, hooks, jail, kill-list, egress),
 * the scrubbed environment and the secrets to redact.
 * @throws ConfigError for a missing key, script or malformed hooks file.
 */
export async function createSession(options: SessionOptions): Promise<SessionQueryConfig> {
  const { config, env, workingDir } = options;
  const provider =
    options.provider ?? (await createProvider(config, options.secrets ?? secretsFrom(env), workingDir));
  const hooks = await readHooks(workingDir, options.source);
  const scrubbed = scrubEnvironment(env, { allow: config.envAllow });
  // One boundary per session: bash, git_commit, verify and hooks all start their processes through it.
  const boundary = createBoundary({
    workingDir,
    sandbox: config.sandbox,
    env: scrubbed,
    egressAllow: config.egressAllow,
  });
  const runtime: ToolRuntime = {
    boundary,
    egressAllow: config.egressAllow,
    ...omitUndefined({ askUser: options.askUser }),
  };
  // index.db stays open for the session: searches do not reopen it, syncs re-check only what changed.
  const indexes = new MemoryIndexPool();
  const tools = sessionTools(options, indexes);
  const lsp = await startLsp(options, tools, boundary);
  const mcp = options.mcp === true ? await startMcp(options, tools, boundary) : undefined;
  const gate = createPermissionGate(
    {
      rules: config.rules.map(({ tool, behavior, pattern }) =>
        pattern === undefined ? { tool, behavior } : { tool, behavior, pattern },
      ),
      hooks,
      egressAllow: config.egressAllow,
      boundary,
      ...omitUndefined({ protectedPaths: options.protectedPaths, ask: options.approve }),
    },
    omitUndefined({ onNote: options.onNote }),
  );
  const memory = await memorySlots(workingDir, options.onNote);
  const repoMap = options.promptRole === "implementer" ? await repoMapSlot(options) : {};
  // Gathered once: the system prompt must not change between turns, or the prompt cache misses.
  const promptContext = await gatherPromptContext({
    workingDir,
    now: options.now ?? new Date(),
    toolNames: tools.list().map((tool) => tool.name),
    testCommand: config.verify,
    egressAllow: config.egressAllow,
    featuresFile: config.features,
    ...omitUndefined({ protectedPaths: options.protectedPaths, source: options.source }),
  });
  return {
    provider,
    model: config.model ?? DEFAULT_MODELS[config.provider],
    roleModels: config.models,
    tools,
    systemPrompt: buildSystemPrompt(options.promptRole ?? "ask", {
      ...promptContext,
      ...memory,
      ...repoMap,
      ...options.promptSlots,
    }),
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
    ...closeOf([lsp, mcp, indexes]),
  };
}

/** One `close()` for what the session holds open: language and MCP servers, memory indexes. */
function closeOf(
  servers: readonly ({ close(): Promise<void> } | undefined)[],
): Pick<SessionQueryConfig, "close"> {
  const running = servers.filter((server) => server !== undefined);
  if (running.length === 0) return {};
  return { close: async () => void (await Promise.all(running.map((server) => server.close()))) };
}

/** The session's MCP servers (`options.mcp`), started inside its boundary. */
function startMcp(options: SessionOptions, tools: ToolRegistry, boundary: Boundary) {
  return startMcpServers(tools, {
    workingDir: options.workingDir,
    source: options.source ?? WORKTREE,
    boundary,
    ...(options.onNote === undefined ? {} : { onNote: options.onNote }),
  });
}

/** The facts memory holds about `focus`, fenced for a first message; "" when none (or memory fails, noted). */
async function recall(
  workingDir: string,
  indexes: MemoryIndexPool,
  focus: RecallFocus,
  onNote?: (note: string) => void,
): Promise<string> {
  try {
    return recalledFacts(await indexes.use(memoryLayout(workingDir), (index) => prefetchFacts(index, focus)));
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

/** The session's language servers when `options.lsp` asks for them (they start on first use). */
async function startLsp(
  options: SessionOptions,
  tools: ToolRegistry,
  boundary: Boundary,
): Promise<Awaited<ReturnType<typeof attachLsp>> | undefined> {
  if (options.lsp !== true && options.lsp !== "configured") return undefined;
  return attachLsp(tools, {
    discover: options.lsp === true,
    workingDir: options.workingDir,
    boundary,
    source: options.source ?? WORKTREE,
    ...omitUndefined({ onNote: options.onNote }),
  });
}

/**
 * The implementer's repo map, rendered once at session start (the prompt prefix stays
 * byte-stable; `repo_map` gives focused maps on demand). A map that cannot be built is
 * noted and left out: it is context, not a precondition.
 */
async function repoMapSlot(options: SessionOptions): Promise<Pick<PromptContext, "repoMap">> {
  try {
    const text = await renderRepoMap({ workingDir: options.workingDir, tokens: DEFAULT_MAP_TOKENS });
    return text.trim() === "" ? {} : { repoMap: text };
  } catch (thrown) {
    options.onNote?.(
      `repo map left out of the prompt: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    );
    return {};
  }
}

/** Memory's Core tier and the skills index for the prompt's slots; skipped skills are noted once. */
async function memorySlots(
  workingDir: string,
  onNote?: (note: string) => void,
): Promise<Pick<PromptContext, "memoryCore" | "skillsIndex">> {
  const { notes, memoryCore, skillsIndex } = await memoryPromptSlots(workingDir);
  for (const note of notes) onNote?.(note);
  return { memoryCore, skillsIndex };
}

/** Provider keys from the environment. */
export function secretsFrom(env: Readonly<Record<string, string | undefined>>): {
  anthropicApiKey?: string;
  openaiApiKey?: string;
} {
  return omitUndefined({ anthropicApiKey: env.ANTHROPIC_API_KEY, openaiApiKey: env.OPENAI_API_KEY });
}
