/**
 * The size of each role's fixed prefix (system prompt + tool specs as JSON),
 * estimated by the one token estimate (`core/token-estimate.ts`: characters / 4,
 * rounded up), and the budget it must stay within.
 */
import type { PromptRole } from "./types.js";

/**
 * The most tokens each role's fixed prefix may take, before the optional
 * context slots (repo map, memory, skills, repository instructions), which
 * carry budgets of their own. Measured with the built-in tools: implementer
 * ~3.8k, ask ~4.1k, reviewer (file_read, glob, grep) ~1.9k, rubric ~0.6k; the
 * headroom is for the tools arriving with code intelligence, memory and
 * skills (~250 tokens each). The prefix was ~2.1k tokens before this issue.
 */
export const PREFIX_TOKEN_BUDGET: Readonly<Record<PromptRole, number>> = {
  implementer: 6_000,
  ask: 6_500,
  reviewer: 4_000,
  rubric: 1_000,
};

const UNATTENDED = ["file_read", "file_write", "file_edit", "bash", "glob", "grep", "web_fetch"] as const;

/**
 * The built-in tools each role's budget is measured with: what `alfred run`
 * and the Action offer (no `git_commit`, no `ask_user`), what an interactive
 * `alfred ask` offers, and the reviewer's read-only set.
 */
export const BUDGETED_TOOLS: Readonly<Record<PromptRole, readonly string[]>> = {
  implementer: UNATTENDED,
  ask: [...UNATTENDED, "git_commit", "ask_user"],
  reviewer: ["file_read", "glob", "grep"],
  rubric: [],
};
