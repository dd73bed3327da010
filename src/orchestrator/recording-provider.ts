import type { ChatRequest, ChatResponse, Provider, StreamPart } from "../providers/provider-contract.js";

/** A provider wrapper that keeps every response it passes on: the journal's replay tape. */
export interface RecordingProvider extends Provider {
  readonly responses: readonly ChatResponse[];
}

/** Wraps `inner`, recording each completed response (streamed or not) in order. */
export function recordingProvider(inner: Provider): RecordingProvider {
  const responses: ChatResponse[] = [];
  const stream = inner.stream?.bind(inner);
  return {
    name: inner.name,
    responses,
    chat: async (request: ChatRequest) => {
      const response = await inner.chat(request);
      responses.push(response);
      return response;
    },
    ...(stream === undefined
      ? {}
      : {
          async *stream(request: ChatRequest): AsyncGenerator<StreamPart> {
            for await (const part of stream(request)) {
              if (part.type === "response") responses.push(part.response);
              yield part;
            }
          },
        }),
  };
}
