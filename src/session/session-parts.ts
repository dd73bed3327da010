/**
 * What a session sets up before its first turn — the provider, the hooks, the
 * language and MCP servers, memory's prompt slots, the repo map and the
 * prompt's context — all at once, since most of it waits on git, files or a
 * child process.
 */
import { type FileSource, readSourceFile, WORKTREE } from "../config/file-source.js";
import { ConfigError } from "../core/errors.js";
import { omitUndefined } from "../core/omit-undefined.js";
import type { SessionQueryConfig } from "../engine/query-config.js";
import { DEFAULT_MAP_TOKENS, renderRepoMap } from "../context/repo-map.js";
import { type MemoryIndexPool, memoryPromptSlots } from "../memory/index.js";
import { loadHooksConfig } from "../permissions/hooks-config.js";
import { NO_HOOKS, type HooksConfig } from "../permissions/policy.js";
import type { Boundary } from "../platform/boundary/boundary.js";
import { createProvider } from "../providers/create-provider.js";
import type { Provider } from "../providers/provider-contract.js";
import { LSP_CONFIG_FILE } from "../lsp/config.js";
import { attachLsp } from "../lsp/setup.js";
import { MCP_CONFIG_FILES } from "../mcp/client-config.js";
import { readCommittedFiles } from "../platform/git/committed-files.js";
import type { ToolRegistry } from "../tools/registry.js";
import type { PromptContext } from "../prompts/types.js";
import { buildSystemPrompt, gatherPromptContext, INSTRUCTION_FILES } from "./instructions.js";
import { startMcpServers } from "./mcp-servers.js";
import type { SessionOptions } from "./session-options.js";
import { markHandled } from "../core/ignored-errors.js";

/** Where the PreToolUse / PostToolUse hooks live. */
const HOOKS_FILE = ".alfred/hooks.json";

/** Every file a session reads from its `source`: the hooks, the servers' settings, the repository's instructions. */
const SESSION_FILES = [HOOKS_FILE, LSP_CONFIG_FILE, ...MCP_CONFIG_FILES, ...INSTRUCTION_FILES] as const;

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
  if (!parsed.ok) {
    // One format for every JSON file: `.alfred/hooks.json:1:65: not valid JSON: …` (no space before the place).
    const [, where = HOOKS_FILE, what = parsed.error] =
      /^(\.alfred\/hooks\.json(?::\d+:\d+)?):\s*([^]*)$/.exec(parsed.error) ?? [];
    throw new ConfigError(where, what);
  }
  return parsed.value;
}

/** What a session sets up before its first turn, each part independent of the others. */
export interface SessionParts {
  readonly provider: Provider;
  readonly hooks: HooksConfig;
  readonly lsp: Awaited<ReturnType<typeof startLsp>>;
  readonly mcp: Awaited<ReturnType<typeof startMcp>> | undefined;
  readonly systemPrompt: string;
}

/**
 * The provider, the hooks, the language and MCP servers, memory's prompt slots, the repo map
 * and the prompt's context, set up at once: most of it waits on git, files or a child process,
 * and the repo map's parse fills that time. If any part fails, the servers the others started
 * are stopped, and the first failure (in the order above) is thrown.
 */
export async function sessionParts(
  options: SessionOptions,
  tools: ToolRegistry,
  boundary: Boundary,
  indexes: MemoryIndexPool,
): Promise<SessionParts> {
  const { config, workingDir } = options;
  // From a commit, the parts' files are read together (two git processes, not one or two each);
  // each part still reads its own and reports its own failure.
  if (options.source?.kind === "commit")
    markHandled(readCommittedFiles(workingDir, options.source.sha, SESSION_FILES));
  const settled = await Promise.allSettled([
    options.provider === undefined
      ? createProvider(config, options.secrets ?? secretsFrom(options.env), workingDir)
      : Promise.resolve(options.provider),
    readHooks(workingDir, options.source),
    startServers(options, tools, boundary),
    memorySlots(workingDir, options.onNote),
    options.promptRole === "implementer" ? repoMapSlot(options) : Promise.resolve({}),
    // Gathered once: the system prompt must not change between turns, or the prompt cache misses.
    gatherPromptContext({
      workingDir,
      now: options.now ?? new Date(),
      toolNames: [],
      testCommand: config.verify,
      egressAllow: boundary.egressAllow,
      featuresFile: config.features,
      ...omitUndefined({ protectedPaths: options.protectedPaths, source: options.source }),
    }),
  ] as const);
  const [provider, hooks, servers, memory, repoMap, context] = settled;
  const failed = settled.find((part) => part.status === "rejected");
  if (failed !== undefined) {
    const started = fulfilled(servers);
    await closeOf([started?.lsp, started?.mcp, indexes]).close?.();
    throw failed.reason;
  }
  return {
    provider: settledValue(provider),
    hooks: settledValue(hooks),
    ...settledValue(servers),
    // The tool list is read only now: the language and MCP servers add theirs as they attach.
    systemPrompt: buildSystemPrompt(options.promptRole ?? "ask", {
      ...settledValue(context),
      toolNames: tools.list().map((tool) => tool.name),
      ...settledValue(memory),
      ...settledValue(repoMap),
      ...options.promptSlots,
    }),
  };
}

/** A settled part's value, or undefined when it failed. */
function fulfilled<T>(part: PromiseSettledResult<T>): T | undefined {
  return part.status === "fulfilled" ? part.value : undefined;
}

/** A settled part's value; its reason is thrown when it failed. */
function settledValue<T>(part: PromiseSettledResult<T>): T {
  if (part.status === "rejected") throw part.reason;
  return part.value;
}

/** One `close()` for what the session holds open: language and MCP servers, memory indexes. */
export function closeOf(
  servers: readonly ({ close(): Promise<void> } | undefined)[],
): Pick<SessionQueryConfig, "close"> {
  const running = servers.filter((server) => server !== undefined);
  if (running.length === 0) return {};
  return { close: async () => void (await Promise.all(running.map((server) => server.close()))) };
}

/**
 * The language servers, then the MCP servers: one after the other, so their tools join the
 * registry in the same order every run (the tool list is part of the cached prompt prefix).
 * When the MCP servers fail to start, the language servers are stopped.
 */
async function startServers(
  options: SessionOptions,
  tools: ToolRegistry,
  boundary: Boundary,
): Promise<Pick<SessionParts, "lsp" | "mcp">> {
  const lsp = await startLsp(options, tools, boundary);
  try {
    return { lsp, mcp: options.mcp === true ? await startMcp(options, tools, boundary) : undefined };
  } catch (thrown) {
    await lsp?.close();
    throw thrown;
  }
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
 * byte-stable; `repo_map` gives focused maps on demand), or the one the host rendered
 * earlier (`options.repoMap`). A map that cannot be built is noted and left out: it is
 * context, not a precondition.
 */
async function repoMapSlot(options: SessionOptions): Promise<Pick<PromptContext, "repoMap">> {
  try {
    const text = options.repoMap ?? (await systemPromptMap(options.workingDir));
    return text.trim() === "" ? {} : { repoMap: text };
  } catch (thrown) {
    options.onNote?.(
      `repo map left out of the prompt: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    );
    return {};
  }
}

/**
 * The whole-repository map an implementer's system prompt carries. Parsed in this thread when
 * there is little to parse (`tag-files.ts`): a worker thread's start-up (~100 ms, its own copy of
 * Node and the grammars) costs more than a small repository's parse, and the Action's start-up
 * measured faster without it (bench/README.md, cold start).
 */
export function systemPromptMap(workingDir: string): Promise<string> {
  return renderRepoMap({ workingDir, tokens: DEFAULT_MAP_TOKENS });
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
function secretsFrom(env: Readonly<Record<string, string | undefined>>): {
  anthropicApiKey?: string;
  openaiApiKey?: string;
} {
  return omitUndefined({ anthropicApiKey: env.ANTHROPIC_API_KEY, openaiApiKey: env.OPENAI_API_KEY });
}
