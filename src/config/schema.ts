import * as z from "zod";
import { PERMISSION_MODES } from "../core/permission-mode.js";

const positiveInt = z.number().int().positive();
const priceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cacheRead: z.number().nonnegative().optional(),
  cacheWrite: z.number().nonnegative().optional(),
});
const ruleSchema = z.strictObject({
  tool: z.string().min(1),
  behavior: z.enum(["allow", "ask", "deny"]),
  pattern: z.string().min(1).optional(),
});

/**
 * Every setting Alfred reads, from any source. Flags beat environment
 * variables, which beat `.alfred/config.json`; defaults fill the rest.
 * Secrets (API keys, the ledger key) come only from the environment or flags,
 * never from the config file, so they are not in this schema.
 */
export const alfredConfigSchema = z.strictObject({
  provider: z.enum(["anthropic", "openai", "mock"]).default("anthropic"),
  /** Default model for every role; the provider's default when absent. */
  model: z.string().min(1).optional(),
  models: z
    .strictObject({
      architect: z.string().min(1).optional(),
      editor: z.string().min(1).optional(),
      subagent: z.string().min(1).optional(),
    })
    .default({}),
  baseUrl: z.url({ protocol: /^https?$/ }).optional(),
  mockScript: z.string().min(1).optional(),
  /**
   * How an OpenAI-compatible request caps output: OpenAI's own API needs
   * `max_completion_tokens` (its reasoning models reject `max_tokens`); other
   * compatible servers generally know only `max_tokens`. Chosen from `baseUrl` when absent.
   */
  openaiMaxTokensParam: z.enum(["max_tokens", "max_completion_tokens"]).optional(),
  maxTurns: positiveInt.default(50),
  maxContextTokens: positiveInt.default(200_000),
  maxOutputTokens: positiveInt.default(8_192),
  /** Stream model output as it arrives; off for servers that only answer whole messages. */
  stream: z.boolean().default(true),
  /** Per provider call; a call that takes longer fails retryably. */
  requestTimeoutMs: positiveInt.default(300_000),
  budget: z
    .strictObject({
      maxCostUsd: z.number().positive().optional(),
      maxTokens: positiveInt.optional(),
      maxWallClockMs: positiveInt.optional(),
    })
    .default({}),
  retry: z
    .strictObject({
      maxRetries: z.number().int().nonnegative().default(4),
      baseDelayMs: z.number().int().nonnegative().default(500),
      maxDelayMs: z.number().int().nonnegative().default(30_000),
    })
    .default({ maxRetries: 4, baseDelayMs: 500, maxDelayMs: 30_000 }),
  /**
   * The permission mode the user asks for (`--mode`, `ALFRED_MODE`). Absent: the host's own
   * (`core/host-profiles.ts`), which also says whether a host honours a chosen one.
   */
  permissionMode: z.enum(PERMISSION_MODES).optional(),
  rules: z.array(ruleSchema).default([]),
  egressAllow: z.array(z.string().min(1)).default([]),
  sandbox: z.enum(["off", "on", "auto"]).default("off"),
  /**
   * Extra host paths sandboxed commands may read (`sandbox.readPaths` in the file, see
   * `read-paths.ts`): absolute, existing, never a credential path.
   */
  sandboxReadPaths: z.array(z.string().min(1)).default([]),
  /** Environment variables agent-run commands may see even though they look like secrets. */
  envAllow: z.array(z.string().min(1)).default([]),
  prices: z.record(z.string(), priceSchema).default({}),
  /** The autonomy harness (`alfred run`). */
  features: z.string().min(1).default("feature_list.json"),
  verify: z.string().min(1).optional(),
  verifyTimeoutMs: positiveInt.default(600_000),
  iterationBudget: positiveInt.default(3),
  rollback: z.boolean().default(true),
  runId: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, "letters, digits, dot, dash and underscore only")
    .optional(),
  /** Per-feature limits of the harness (the run's are in `budget`). */
  featureBudget: z
    .strictObject({ maxCostUsd: z.number().positive().optional(), maxWallClockMs: positiveInt.optional() })
    .default({}),
  /** GitHub runs (the Action; the CLI when reproducing one). */
  github: z
    .strictObject({
      /** What comment starts Alfred: `/alfred implement`. */
      triggerPhrase: z.string().min(2).default("/alfred"),
      /** Bot logins allowed to trigger Alfred. */
      allowedBots: z.array(z.string().min(1)).default([]),
      branchPrefix: z.string().min(1).default("alfred/"),
      /** The branch pull requests target; the repository's default branch when absent. */
      baseBranch: z.string().min(1).optional(),
      draft: z.boolean().default(true),
      artifactRetentionDays: z.number().int().min(1).max(90).optional(),
      /** Let features change `.github/workflows/` (refused by default). */
      allowWorkflowChanges: z.boolean().default(false),
      /**
       * Commit `.alfred/memory/` (facts, MEMORY.md, USER.md) on the feature branch. Off by default:
       * memory then travels only in the ledger artifact, and the next run restores it from there.
       */
      commitMemory: z.boolean().default(false),
    })
    .default({
      triggerPhrase: "/alfred",
      allowedBots: [],
      branchPrefix: "alfred/",
      draft: true,
      allowWorkflowChanges: false,
      commitMemory: false,
    }),
});

/** The validated configuration, defaults applied. */
export type AlfredConfig = z.output<typeof alfredConfigSchema>;

/** What a source may set: any subset of the input shape. */
export type AlfredConfigInput = z.input<typeof alfredConfigSchema>;

/** The provider's default model when neither `model` nor a role model is configured. */
export const DEFAULT_MODELS = {
  // Sonnet 5, not 5.5: Sonnet 5.5 answers a forced `tool_choice` with HTTP 400, and the
  // rubric and structured outputs force one. claude-sonnet-4-5 reaches end of life on 2026-11-30.
  anthropic: "claude-sonnet-5",
  openai: "gpt-4.1",
  mock: "mock",
} as const satisfies Record<AlfredConfig["provider"], string>;
