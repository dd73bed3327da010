/**
 * The reviewer's session and first message. Everything it is told or given
 * to run comes from the pull request's BASE commit: configuration, hooks,
 * AGENTS.md / CLAUDE.md, the language servers (`.alfred/lsp.json`) and the
 * MCP servers (`.alfred/mcp.json` / `.mcp.json`), started inside the boundary. Its tools are the read-only ones
 * (`review-query.ts`); its system prompt is `prompts/`'s reviewer prompt;
 * its first message carries the pull request (fenced), the diff, and the
 * repo map focused on the changed files.
 */
import { readSourceFile } from "../../config/file-source.js";
import { DEFAULT_MAP_TOKENS, renderRepoMap } from "../../context/repo-map.js";
import { errorMessage } from "../../core/errors.js";
import type { QueryConfig } from "../../engine/query-config.js";
import { LSP_CONFIG_FILE } from "../../lsp/config.js";
import { readMcpConfig } from "../../mcp/client-config.js";
import { DEFAULT_MAX_FINDINGS, reviewerPrompt } from "../../prompts/roles.js";
import { createSession } from "../../session/create-session.js";
import { gatherPromptContext } from "../../session/instructions.js";
import { ToolRegistry } from "../../tools/registry.js";
import type { ChangedFile } from "../../github/pull-review-api.js";
import { providerKeys } from "../runner/inputs.js";
import type { ReviewDiff } from "./diff-prompt.js";
import { reviewRegistry } from "./review-query.js";
import { reviewRequestMessage } from "./reviewer-prompt.js";
import type { ReviewRunContext } from "./review-options.js";

/** A started reviewer: the conversation's configuration, and what stops its servers. */
export interface Reviewer {
  readonly query: QueryConfig;
  close(): Promise<void>;
}

/** Sets the sandbox up first when the base configures MCP or language servers (they start inside it). */
async function prepareForServers(run: ReviewRunContext): Promise<void> {
  const { options, pull, config } = run;
  const base = { kind: "commit", sha: pull.base.sha } as const;
  const mcp = await readMcpConfig(options.workingDir, base);
  const lsp = await readSourceFile(options.workingDir, LSP_CONFIG_FILE, base);
  if (mcp.servers.length === 0 && lsp === undefined) return;
  // A failure here is not the review's: the boundary then refuses to start the servers, and says so.
  await options.prepareSandbox(config).catch((thrown: unknown) => {
    options.log(`servers of the base: ${errorMessage(thrown)}`);
  });
}

/**
 * Starts the reviewer's session: the `actionReview` row of `HOST_PROFILES` (plan mode, read-only
 * tools, language and MCP servers the base configures), base-commit sources.
 * @throws ConfigError for a malformed hooks or MCP file on the base; AlfredError from the provider.
 */
export async function startReviewer(run: ReviewRunContext): Promise<Reviewer> {
  const { options, pull, config } = run;
  const base = { kind: "commit", sha: pull.base.sha } as const;
  await prepareForServers(run);
  const session = await createSession({
    host: "actionReview",
    config,
    env: options.env,
    workingDir: options.workingDir,
    secrets: providerKeys(options.secrets),
    // Hooks, MCP and language servers from the base commit: a pull request cannot bring its own.
    source: base,
    onNote: options.log,
  });
  // Again after the servers attached: their tools joined the registry as they came.
  const tools = reviewRegistry(
    session.toolHost.tools instanceof ToolRegistry ? session.toolHost.tools.list() : session.toolHost.tools,
  );
  const context = await gatherPromptContext({
    workingDir: options.workingDir,
    now: new Date(),
    toolNames: tools.list().map((tool) => tool.name),
    testCommand: config.verify,
    egressAllow: session.toolHost.runtime?.boundary.egressAllow ?? [],
    source: base,
  });
  return {
    query: {
      ...session,
      toolHost: { ...session.toolHost, tools, knownSecrets: options.knownSecrets },
      systemPrompt: reviewerPrompt(context, { maxFindings: DEFAULT_MAX_FINDINGS }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    },
    close: async () => {
      await session.close?.();
    },
  };
}

/**
 * The repo map of the reviewed head, focused on the changed files; empty when it
 * cannot be built (it is context, not a precondition: noted and left out).
 */
async function focusedMap(run: ReviewRunContext, files: readonly ChangedFile[]): Promise<string> {
  try {
    return await renderRepoMap({
      workingDir: run.options.workingDir,
      tokens: Math.min(DEFAULT_MAP_TOKENS, Math.floor(run.config.maxContextTokens * 0.05)),
      focus: files.filter((file) => file.status !== "removed").map((file) => file.path),
      // The job log says what the tag cache saved (a cache restored by actions/cache: README).
      onBuilt: (built) =>
        run.options.log(
          `repo map: ${built.parsed + built.cached} files, ${built.parsed} parsed, ${built.cached} from the tag cache (${built.cachedByContent} found by content)`,
        ),
    });
  } catch (thrown) {
    run.options.log(`repo map left out of the review: ${errorMessage(thrown)}`);
    return "";
  }
}

/** The reviewer's first message: the pull request, its diff, and the focused repo map. */
export async function firstMessage(
  run: ReviewRunContext,
  scope: { readonly files: readonly ChangedFile[]; readonly scope: string; readonly diff: ReviewDiff },
): Promise<string> {
  const { pull } = run;
  return reviewRequestMessage({
    number: pull.number,
    title: pull.title,
    body: pull.body,
    diff: scope.diff.text,
    scope: scope.scope,
    repoMap: await focusedMap(run, scope.files),
  });
}
