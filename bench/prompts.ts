/**
 * What Alfred tells the model, measured: each role's fixed prefix (system
 * prompt + tool specs) in estimated tokens against its budget, and the share
 * of a 20-turn scripted run's input that a prefix cache can reuse.
 *
 * Estimator: characters / 4, rounded up (the engine's, `engine/compaction.ts`).
 * Cacheable share: the requests as the real Anthropic SDK sent them to the
 * loopback fake, in cache order (tools, system, messages; cache markers
 * removed); each request's leading characters shared with the request before
 * it count as cacheable, the rest as new.
 */
import { estimateTokens } from "../src/core/token-estimate.js";
import { toolSpec } from "../src/engine/tool-specs.js";
import { BUDGETED_TOOLS, PREFIX_TOKEN_BUDGET } from "../src/prompts/budget.js";
import { systemPromptFor } from "../src/prompts/roles.js";
import { PROMPT_ROLES, type PromptContext } from "../src/prompts/types.js";
import { BUILTIN_TOOLS } from "../src/tools/index.js";
import { cacheableShare, runPrefixScript } from "../test/support/prefix-run.js";
import type { BenchRow } from "./measure.js";

const TURNS = 20;
const GOAL = 0.9;

/** A context like a real session's, without the optional slots (they carry budgets of their own). */
const CONTEXT: PromptContext = {
  date: "2026-11-25",
  branch: "alfred/run-20261125",
  languages: ["TypeScript"],
  testCommand: "npm test",
  egressAllow: ["registry.npmjs.org"],
  protectedPaths: [".github/workflows/**"],
};

function prefixRows(): BenchRow[] {
  return PROMPT_ROLES.map((role) => {
    const names = BUDGETED_TOOLS[role];
    const system = systemPromptFor(role, { ...CONTEXT, toolNames: names });
    const tools = JSON.stringify(BUILTIN_TOOLS.filter((tool) => names.includes(tool.name)).map(toolSpec));
    const systemTokens = estimateTokens(system);
    const toolTokens = estimateTokens(tools);
    const total = systemTokens + toolTokens;
    const budget = PREFIX_TOKEN_BUDGET[role];
    return {
      name: `prompt prefix: ${role}`,
      value: `${total} tokens`,
      baseline: `budget ${budget}`,
      ratio: `${((total / budget) * 100).toFixed(0)}%`,
      note: `system ${systemTokens} + ${names.length} tools ${toolTokens} (chars/4)${total <= budget ? "" : " OVER BUDGET"}`,
    };
  });
}

async function cacheRow(): Promise<BenchRow> {
  const run = await runPrefixScript("anthropic", "implementer", TURNS);
  if (run.status !== "success" || run.turns !== TURNS)
    throw new Error(`prompt bench run ended ${run.status}`);
  const share = cacheableShare(run.requests, "anthropic");
  const read = run.usage.reduce((sum, turn) => sum + turn.cacheRead, 0);
  const input = run.usage.reduce((sum, turn) => sum + turn.input, 0);
  return {
    name: `cacheable share of input, ${TURNS}-turn run (implementer)`,
    value: `${(share * 100).toFixed(1)}%`,
    baseline: `goal >= ${GOAL * 100}%`,
    ratio: `${(share / GOAL).toFixed(2)}x`,
    note: `${share >= GOAL ? "met" : "NOT met"}; read from cache at the breakpoints: ${((read / input) * 100).toFixed(1)}% of input tokens`,
  };
}

/** The prompt benchmarks: prefix size per role, and the cacheable share of a scripted run. */
export async function promptBenchmarks(): Promise<BenchRow[]> {
  return [...prefixRows(), await cacheRow()];
}
