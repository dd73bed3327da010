/**
 * Alfred as a library: the engine, the tool contract, the providers and the
 * security policy. Importing it loads no WebAssembly: the bash grammar behind
 * `checkKillList` and `isReadOnlyCommand` loads on first use by the permission
 * gate and the bash tool; a library caller of those two synchronous checks
 * awaits `initShellParser()` once first (until then both fail closed).
 *
 * Importing it loads no provider SDK either (each loads on its provider's
 * first call), and the asynchronous entry points below — `runQuery`,
 * `createSession`, `autonomousRun`, `replayJournal` — import their modules
 * (the engine loop, the boundary, sessions with LSP and memory, the harness)
 * on their first call. What import pays for is the values the API hands out
 * synchronously: schemas, tools, the security policy, the ledger.
 *
 * The public surface is this list, name by name (no star re-exports): a name exported by a module
 * below is not part of the package unless it is listed here.
 */
import type * as Harness from "./harness/autonomous-run.js";
import type * as Replay from "./orchestrator/replay-journal.js";
import type * as Session from "./session/create-session.js";

/** An async function whose module is imported on its first call (later calls reuse it). */
function onFirstCall<Args extends unknown[], Result>(
  load: () => Promise<(...args: Args) => Promise<Result>>,
): (...args: Args) => Promise<Result> {
  return async (...args) => (await load())(...args);
}

export { initShellParser } from "./platform/wasm/shell-parser.js";
export { resolveInside, type PathJailVerdict } from "./platform/fs/path-jail.js";
export {
  AbortedError,
  AlfredError,
  ConfigError,
  ProviderError,
  errorMessage,
  isAbortError,
  type AlfredErrorOptions,
  type ErrorCode,
  type ProviderErrorOptions,
} from "./core/errors.js";
export { systemDeps, type Deps } from "./core/deps.js";
export type { BudgetKind, QueryEvent, QueryEventType, QueryState, TerminalStatus } from "./core/events.js";
export {
  textOf,
  toolUsesOf,
  userText,
  type ContentBlock,
  type Message,
  type Role,
  type StopReason,
  type TextBlock,
  type ToolResultBlock,
  type ToolUseBlock,
} from "./core/messages.js";
export { PERMISSION_MODES, isPermissionMode, type PermissionMode } from "./core/permission-mode.js";
export { err, ok, type Result } from "./core/result.js";
export {
  ZERO_USAGE,
  addCost,
  addUsage,
  cachedShare,
  totalInputTokens,
  type CostUsd,
  type Usage,
} from "./core/usage.js";
export { alfredConfigSchema, loadConfig, resolveConfig, type AlfredConfig } from "./config/index.js";
export { runQuery } from "./engine/lazy-run-query.js";
export { chatWithRetry } from "./engine/chat-with-retry.js";
export type {
  QueryConfig,
  QueryModel,
  QueryLimits,
  ToolHost,
  QueryBudget,
  RetryPolicy,
  ExecutedToolCall,
} from "./engine/query-config.js";
export { DEFAULT_SYSTEM_PROMPT } from "./engine/system-prompt.js";
export { BUILTIN_TOOLS, getAllTools, type ToolSetOptions } from "./tools/index.js";
export { buildTool } from "./tools/define-tool.js";
export { findTool } from "./tools/find-tool.js";
export { ToolRegistry } from "./tools/registry.js";
export { applyToolFilter, matchesToolPattern, type ToolFilter } from "./tools/tool-filter.js";
export type {
  AfterToolCall,
  AnyTool,
  Authorization,
  AuthorizeToolCall,
  FileSnapshot,
  PermissionResult,
  PermissionTarget,
  Tool,
  ToolContext,
  ToolPermissionContext,
  ToolResult,
  ToolRuntime,
} from "./tools/tool-contract.js";
export { fallbackChain, resolveRoleModels, type ModelRole, type RoleModelMap } from "./providers/roles.js";
export { costOf, findPrice, DEFAULT_PRICES, type ModelPrice, type PriceTable } from "./providers/pricing.js";
export { createProvider } from "./providers/create-provider.js";
export { createAnthropicProvider } from "./providers/anthropic.js";
export { createOpenAIProvider } from "./providers/openai.js";
export { createMockProvider, type MockProvider } from "./providers/mock.js";
export { parseMockScript, type MockScript, type MockTurn } from "./providers/mock-script.js";
export type {
  ChatRequest,
  ChatResponse,
  Provider,
  ProviderName,
  ResponseFormat,
  StreamPart,
  ToolChoice,
  ToolSpec,
} from "./providers/provider-contract.js";
export {
  checkEgress,
  parseEgressAllowList,
  parseEgressEntry,
  type EgressRule,
  type EgressVerdict,
} from "./security/egress/egress.js";
export { checkKillList } from "./security/commands/kill-list.js";
export { isReadOnlyCommand } from "./security/commands/read-only.js";
export { redact, type RedactOptions } from "./security/secrets/redact.js";
export { sanitizeUntrustedText } from "./security/text/sanitize.js";
export { scrubEnvironment, type ScrubEnvironmentOptions } from "./security/secrets/scrub-env.js";
export { FENCE_NOTE, fence, isFenced, neutraliseFenceTags } from "./security/text/taint.js";
export { evaluatePermission } from "./permissions/evaluate.js";
export { matchesGlob, type GlobOptions } from "./permissions/glob-match.js";
export {
  checkHardDenies,
  type CheckedTarget,
  type HardCheck,
  type HardPolicy,
} from "./permissions/hard-denies.js";
export { loadHooksConfig } from "./permissions/hooks-config.js";
export {
  createPermissionGate,
  type PermissionGate,
  type PermissionGateOptions,
} from "./permissions/permission-gate.js";
export {
  DEFAULT_HOOK_TIMEOUT_MS,
  NO_HOOKS,
  type AskRequest,
  type DenyLayer,
  type HookSpec,
  type HooksConfig,
  type PermissionBehavior,
  type PermissionDecision,
  type PermissionPolicy,
  type PermissionRequest,
  type PermissionRule,
} from "./permissions/policy.js";
export { findLastMatchingRule, parseRules, ruleMatches, type RuleSubject } from "./permissions/rules.js";
export {
  runHook,
  type HookEventName,
  type HookOutcome,
  type HookPayload,
  type RunHookOptions,
} from "./permissions/run-hook.js";
export type { SessionOptions } from "./session/create-session.js";
/** Builds a session's query configuration (session/create-session.ts); loaded on the first call. */
export const createSession: typeof Session.createSession = onFirstCall(
  async () => (await import("./session/create-session.js")).createSession,
);
export {
  verifyLedger,
  signLedgerEntry,
  GENESIS_SIG,
  type LedgerEntry,
  type LedgerVerification,
} from "./orchestrator/ledger-verify.js";
export { openLedger, Ledger } from "./orchestrator/ledger.js";
export {
  openJournal,
  journalKey,
  parseJournal,
  type Journal,
  type JournalEntry,
} from "./orchestrator/journal.js";
export { canonicalJson } from "./orchestrator/canonical-json.js";
export {
  createRuntime,
  type Runtime,
  type AgentCallOptions,
  type AgentResult,
} from "./orchestrator/runtime.js";
export type { ReplayReport } from "./orchestrator/replay-journal.js";
/** Replays journalled agent calls through the real engine (orchestrator/replay-journal.ts); loaded on the first call. */
export const replayJournal: typeof Replay.replayJournal = onFirstCall(
  async () => (await import("./orchestrator/replay-journal.js")).replayJournal,
);
/** Works through a feature list (harness/autonomous-run.ts); loaded on the first call. */
export const autonomousRun: typeof Harness.autonomousRun = onFirstCall(
  async () => (await import("./harness/autonomous-run.js")).autonomousRun,
);
export type {
  AutonomousRunOptions,
  FeatureOutcome,
  HarnessEvent,
  RunStatus,
  RunSummary,
} from "./harness/state/run-types.js";
export {
  parseFeatureList,
  readFeatureList,
  writeFeatureList,
  pickNext,
  type Feature,
  type FeatureList,
} from "./harness/features/feature-list.js";
export { decideFeature, rubricSchema, type Rubric } from "./harness/verify/rubric-gate.js";
export { runVerify, verifyPassed, type VerifyResult } from "./harness/verify/verify.js";
