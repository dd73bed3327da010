import { ProviderError } from "../core/errors.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { estimateTokens } from "../core/token-estimate.js";
import type { ContentBlock, StopReason } from "../core/messages.js";
import type { Usage } from "../core/usage.js";
import type { MockScript, MockTurn } from "./mock-script.js";
import type { ChatRequest, ChatResponse, Provider, StreamPart } from "./provider-contract.js";

/** A scripted model that records every request it receives, for tests and the demo. */
export interface MockProvider extends Provider {
  readonly requests: readonly ChatRequest[];
  /** Turns not yet consumed. */
  remaining(): number;
  /** The mock always streams. */
  stream(request: ChatRequest): AsyncIterable<StreamPart>;
}

function usageFor(request: ChatRequest, content: readonly ContentBlock[]): Usage {
  const inputText = request.system + JSON.stringify(request.messages) + JSON.stringify(request.tools);
  return {
    inputTokens: estimateTokens(inputText),
    outputTokens: estimateTokens(JSON.stringify(content)),
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
  };
}

function failureCode(
  status: number,
): "provider_rate_limited" | "provider_overloaded" | "provider_http" | "provider_bad_request" {
  if (status === 429) return "provider_rate_limited";
  if (status === 529) return "provider_overloaded";
  return status >= 500 ? "provider_http" : "provider_bad_request";
}

/**
 * Creates the scripted provider. Each call consumes one turn; running out of
 * turns is an error (`mock_script_exhausted`), never a silent stop.
 */
export function createMockProvider(
  script: MockScript,
  options: { readonly model?: string } = {},
): MockProvider {
  const requests: ChatRequest[] = [];
  let next = 0;
  let toolIds = 0;

  function take(request: ChatRequest): ChatResponse {
    requests.push(request);
    const turn: MockTurn | undefined = script.turns[next];
    if (turn === undefined) {
      throw new ProviderError(
        "mock_script_exhausted",
        `mock script exhausted: the model was called ${requests.length} times but the script has ${script.turns.length} turns`,
      );
    }
    next += 1;
    if (turn.fail !== undefined) {
      const { status, message, retryAfterMs } = turn.fail;
      const code = failureCode(status);
      throw new ProviderError(code, message ?? `scripted failure (HTTP ${status})`, {
        status,
        retryable: code !== "provider_bad_request",
        ...omitUndefined({ retryAfterMs }),
      });
    }
    const content: ContentBlock[] = [];
    if (turn.text !== undefined && turn.text !== "") content.push({ type: "text", text: turn.text });
    for (const call of turn.toolCalls ?? []) {
      toolIds += 1;
      content.push({
        type: "tool_use",
        id: call.id ?? `mock_tool_${toolIds}`,
        name: call.name,
        input: call.input,
      });
    }
    const hasTools = (turn.toolCalls?.length ?? 0) > 0;
    const stopReason: StopReason = turn.stopReason ?? (hasTools ? "tool_use" : "end_turn");
    return { content, stopReason, usage: usageFor(request, content), model: options.model ?? request.model };
  }

  return {
    name: "mock",
    requests,
    remaining: () => script.turns.length - next,
    chat: async (request) => take(request),
    async *stream(request): AsyncGenerator<StreamPart> {
      const response = take(request);
      for (const block of response.content) {
        // Split text into a few deltas so streaming consumers see several events.
        if (block.type === "text") {
          for (const piece of block.text.match(/[\s\S]{1,64}/g) ?? [])
            yield { type: "text_delta", text: piece };
        }
      }
      yield { type: "response", response };
    },
  } satisfies MockProvider;
}
