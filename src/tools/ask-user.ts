/**
 * The `ask_user` tool: a multiple-choice question to the human at the prompt.
 * Only interactive runs have one; in programmatic and Action runs the registry
 * leaves the tool out (see {@link isAskUserAvailable}), and should it be
 * offered anyway, the call says nobody is there instead of hanging a CI job.
 */
import * as z from "zod";
import { buildTool } from "./define-tool.js";
import type { Tool, ToolResult, ToolRuntime } from "./tool-contract.js";

const askUserInput = z.strictObject({
  question: z.string().min(1).describe("The question, phrased so it can be answered by picking an option."),
  options: z
    .array(z.string().min(1))
    .min(1)
    .describe("The choices to offer (at least one). The user may also type an answer of their own."),
});

/** True when a human can answer, i.e. the registry should offer `ask_user`. */
export function isAskUserAvailable(runtime: ToolRuntime): boolean {
  return runtime.askUser !== undefined;
}

const DESCRIPTION = [
  "Ask the person at the terminal a multiple-choice question and wait for the answer (they may also type their own).",
  "Use it only for a decision you cannot reasonably make yourself and that matters: which of two designs, whether to",
  "touch something outside the request. Do not ask for permission to use tools (approvals are handled for you) or for",
  "facts the code can tell you; for a low-risk choice, assume and say so.",
  "Limits: one question per call; only offered when a person is there.",
  'Example: {"question": "Keep the old API as a deprecated alias?", "options": ["Yes, for one release", "No, remove it"]}',
].join(" ");

/** The `ask_user` tool. Read-only (it changes nothing) but serial: one question at a time. */
export const askUserTool: Tool<typeof askUserInput, string> = buildTool({
  name: "ask_user",
  description: DESCRIPTION,
  inputSchema: askUserInput,
  isReadOnly: () => true,
  describeCall: (input) =>
    `ask_user(${input.question.length > 60 ? `${input.question.slice(0, 59)}…` : input.question})`,
  call: async (input, ctx): Promise<ToolResult<string>> => {
    const ask = ctx.runtime.askUser;
    if (ask === undefined) {
      return {
        content:
          "No user is available to answer (non-interactive run). Make a reasonable assumption, say which, and continue.",
        isError: true,
      };
    }
    if (ctx.signal.aborted) return { content: "Aborted before the question was asked.", isError: true };
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<undefined>((resolve) => {
      onAbort = () => resolve(undefined);
      ctx.signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
      const answer = await Promise.race([ask(input.question, input.options), aborted]);
      if (answer === undefined)
        return { content: "Aborted while waiting for the user's answer.", isError: true };
      return { content: `The user answered: ${answer}` };
    } finally {
      if (onAbort !== undefined) ctx.signal.removeEventListener("abort", onAbort);
    }
  },
});
