import * as z from "zod";
import { ConfigError } from "../core/errors.js";
import { formatZodIssue } from "../core/zod-issues.js";

const toolCallSchema = z.strictObject({
  name: z.string().min(1),
  input: z.unknown().default({}),
  id: z.string().optional(),
});

const failureSchema = z.strictObject({
  /** HTTP-like status the failure imitates: 429, 500, 529, … */
  status: z.number().int(),
  message: z.string().optional(),
  retryAfterMs: z.number().nonnegative().optional(),
});

const turnSchema = z.strictObject({
  text: z.string().optional(),
  toolCalls: z.array(toolCallSchema).optional(),
  stopReason: z.enum(["tool_use", "end_turn", "max_tokens", "stop_sequence", "refusal"]).optional(),
  /** Fails this call instead of answering (then the next turn answers the retry). */
  fail: failureSchema.optional(),
});

/** The scripted-provider file: assistant turns consumed in order. */
const mockScriptSchema = z.strictObject({ turns: z.array(turnSchema) });

/** One scripted assistant turn. */
export type MockTurn = z.output<typeof turnSchema>;

/** A parsed mock script. */
export type MockScript = z.output<typeof mockScriptSchema>;

/**
 * Parses a mock script's JSON text.
 * @throws ConfigError naming `file`, the JSON path and what was expected.
 */
export function parseMockScript(text: string, file: string): MockScript {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (thrown) {
    throw new ConfigError(
      file,
      `not valid JSON (${thrown instanceof Error ? thrown.message : "parse error"})`,
    );
  }
  const parsed = mockScriptSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(file, first === undefined ? "invalid mock script" : formatZodIssue(first));
  }
  return parsed.data;
}
