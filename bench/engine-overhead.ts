import * as z from "zod";
import type { Deps } from "../src/core/deps.js";
import { runQuery } from "../src/engine/run-query.js";
import { createMockProvider } from "../src/providers/mock.js";
import type { MockTurn } from "../src/providers/mock-script.js";
import type { ChatRequest } from "../src/providers/provider-contract.js";
import { buildTool } from "../src/tools/define-tool.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

const TURNS = 100;
const deps: Deps = { now: () => Date.now(), sleep: async () => {}, random: () => 0.5 };
const noop = buildTool({
  name: "noop",
  description: "does nothing",
  inputSchema: z.strictObject({ n: z.number() }),
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  call: async (input) => ({ content: `ok ${input.n}` }),
});

function script(): MockTurn[] {
  const turns: MockTurn[] = Array.from({ length: TURNS - 1 }, (_, index) => ({
    text: `step ${index}`,
    toolCalls: [{ name: "noop", input: { n: index } }],
  }));
  turns.push({ text: "done" });
  return turns;
}

async function runEngine(): Promise<readonly ChatRequest[]> {
  const provider = createMockProvider({ turns: script() });
  const query = runQuery("benchmark", {
    model: { provider, name: "mock" },
    limits: { maxTurns: TURNS },
    toolHost: {
      tools: [noop],
      workingDir: process.cwd(),
      authorize: async (_tool, input) => ({ behavior: "allow", input }),
    },
    deps,
  });
  for (;;) {
    const step = await query.next();
    if (step.done === true) {
      if (step.value.status !== "success" || step.value.turns !== TURNS)
        throw new Error(`bench run ended ${step.value.status}`);
      return provider.requests;
    }
  }
}

/**
 * The engine's own overhead per turn: a 100-turn scripted conversation with a
 * zero-latency model and an instant tool, minus the baseline of sending the
 * very same requests straight to the same scripted model.
 */
export async function engineOverhead(): Promise<BenchRow> {
  const recorded = await runEngine();
  const engine = await medianMs(runEngine);
  const baseline = await medianMs(async () => {
    const provider = createMockProvider({ turns: script() });
    for (const request of recorded) {
      for await (const part of provider.stream(request)) void part;
    }
  });
  const perTurn = (engine - baseline) / TURNS;
  return {
    name: `engine overhead per turn (${TURNS} turns)`,
    value: ms(perTurn),
    baseline: `${ms(baseline / TURNS)} model/turn`,
    ratio: `${(engine / baseline).toFixed(2)}x`,
    note: perTurn < 1 ? "goal < 1 ms/turn: met" : "goal < 1 ms/turn: NOT met",
  };
}
