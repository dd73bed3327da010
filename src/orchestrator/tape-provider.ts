import { ProviderError } from "../core/errors.js";
import { textOf } from "../core/messages.js";
import type { ChatRequest, ChatResponse, Provider, StreamPart } from "../providers/provider-contract.js";

/** A provider that serves recorded responses in order, whatever it is asked: the replay tape. */
export interface TapeProvider extends Provider {
  /** Responses not yet served. */
  remaining(): number;
  readonly requests: readonly ChatRequest[];
}

/** Plays back `responses`; one call more than recorded is a non-retryable error. */
export function tapeProvider(responses: readonly ChatResponse[], name = "replay"): TapeProvider {
  let next = 0;
  const requests: ChatRequest[] = [];
  const take = (request: ChatRequest): ChatResponse => {
    requests.push(request);
    const response = responses[next];
    if (response === undefined) {
      throw new ProviderError(
        "provider_bad_request",
        `replay tape exhausted: the engine asked for call ${next + 1}, the journal recorded ${responses.length}`,
      );
    }
    next += 1;
    return response;
  };
  return {
    name,
    requests,
    remaining: () => responses.length - next,
    chat: async (request) => take(request),
    async *stream(request): AsyncGenerator<StreamPart> {
      const response = take(request);
      const text = textOf(response.content);
      if (text !== "") yield { type: "text_delta", text };
      yield { type: "response", response };
    },
  };
}
