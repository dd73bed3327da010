/**
 * The skeleton shared by the SDK-backed providers (Anthropic, OpenAI): the
 * client options, the SDK loaded on the first call (importing Alfred does not
 * pay for it), the per-call scope (abort, timeout), the stream loop that turns
 * SDK chunks into {@link StreamPart}s, and the error mapping of
 * http-errors.ts. A provider supplies only its wire conversion ({@link Wire}).
 * The SDK never retries (`maxRetries: 0`): retries, backoff and fallback are
 * the engine's.
 */
import { omitUndefined } from "../core/omit-undefined.js";
import { CallScope, streamCutError } from "./http-errors.js";
import type { ChatRequest, ChatResponse, Provider, StreamPart } from "./provider-contract.js";

/** Ten minutes: the SDKs' own default, set explicitly so large non-streaming calls are not refused. */
const DEFAULT_TIMEOUT_MS = 600_000;

/** The options every SDK-backed provider takes; `Fetch` is the SDK's own fetch type. */
export interface SdkProviderOptions<Fetch> {
  readonly apiKey: string;
  /** The API's base URL (a gateway, a local server); each provider's options say what it must include. */
  readonly baseURL?: string;
  readonly defaultHeaders?: Readonly<Record<string, string>>;
  /** Default per-call timeout (a request's own `timeoutMs` wins). */
  readonly timeoutMs?: number;
  /** A custom fetch (proxies, tests). */
  readonly fetch?: Fetch;
}

/** What both SDKs' client constructors take from us. */
interface SdkClientOptions<Fetch> {
  readonly apiKey: string;
  readonly maxRetries: 0;
  readonly timeout: number;
  readonly baseURL?: string;
  readonly defaultHeaders?: Record<string, string>;
  readonly fetch?: Fetch;
}

/** Per-request options for an SDK call: the call's signal and timeout. */
type SdkRequestOptions = ReturnType<CallScope["requestOptions"]>;

/** Turns one stream's SDK chunks into text deltas and, at the end, the whole response. */
export interface StreamAssembly<Chunk> {
  /** Takes one chunk; returns the text it adds to the answer ("" for none). */
  push(chunk: Chunk): string;
  /** True once the terminal event arrived: the answer is complete. */
  readonly complete: boolean;
  /** The assembled response. */
  finish(): ChatResponse;
}

/** One provider's wire conversion: everything that differs between the SDKs. */
export interface Wire<Client, Chunk, Fetch> {
  /** `anthropic` or `openai`: the provider's name, prefixed to every error message. */
  readonly name: string;
  /** The terminal event a complete stream ends with, named when a stream is cut short. */
  readonly terminalEvent: string;
  /** Imports the SDK and returns its client class; called once, on the provider's first call. */
  loadSdk(): Promise<new (options: SdkClientOptions<Fetch>) => Client>;
  /** One non-streaming call, converted back to the neutral format. */
  chat(client: Client, request: ChatRequest, options: SdkRequestOptions): Promise<ChatResponse>;
  /** Opens a streaming call; resolves once the response started. */
  openStream(client: Client, request: ChatRequest, options: SdkRequestOptions): Promise<AsyncIterable<Chunk>>;
  /** A fresh assembler for one stream of `request`. */
  assembler(request: ChatRequest): StreamAssembly<Chunk>;
}

/** The SDK client options for `options`: no SDK retries, the timeout, and only the fields given. */
function sdkClientOptions<Fetch>(options: SdkProviderOptions<Fetch>): SdkClientOptions<Fetch> {
  return {
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...omitUndefined({
      baseURL: options.baseURL,
      defaultHeaders: options.defaultHeaders === undefined ? undefined : { ...options.defaultHeaders },
      fetch: options.fetch,
    }),
  };
}

/**
 * A {@link Provider} on `wire`. `chat` is one non-streaming call; `stream`
 * yields `text_delta` parts as they arrive and then exactly one `response`
 * part. Both honour `request.signal` and `request.timeoutMs`. The SDK is
 * imported and its client built on the first call, once.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure
 *   (see http-errors.ts), including a stream that ends before its terminal
 *   event (`provider_stream_cut`) and an SDK that fails to load.
 * @throws {AbortedError} when `request.signal` aborts.
 */
export function createSdkProvider<Client, Chunk, Fetch>(
  wire: Wire<Client, Chunk, Fetch>,
  options: SdkProviderOptions<Fetch>,
): Provider {
  let client: Promise<Client> | undefined;
  const connected = (): Promise<Client> =>
    (client ??= wire.loadSdk().then((Sdk) => new Sdk(sdkClientOptions(options))));
  const call = (request: ChatRequest): CallScope =>
    new CallScope(
      wire.name,
      options.apiKey,
      request.signal,
      request.timeoutMs ?? options.timeoutMs,
      options.baseURL,
    );

  return {
    name: wire.name,
    async chat(request: ChatRequest): Promise<ChatResponse> {
      const scope = call(request);
      try {
        return await wire.chat(await connected(), request, scope.requestOptions());
      } catch (thrown) {
        throw scope.error(thrown, "request");
      } finally {
        scope.dispose();
      }
    },
    async *stream(request: ChatRequest): AsyncGenerator<StreamPart> {
      const scope = call(request);
      try {
        let chunks: AsyncIterable<Chunk>;
        try {
          chunks = await wire.openStream(await connected(), request, scope.requestOptions());
        } catch (thrown) {
          throw scope.error(thrown, "request");
        }
        const assembler = wire.assembler(request);
        try {
          for await (const chunk of chunks) {
            const text = assembler.push(chunk);
            if (text !== "") yield { type: "text_delta", text };
          }
        } catch (thrown) {
          throw scope.error(thrown, "stream");
        }
        // The SDKs end a stream silently when its signal aborts; say why it ended.
        scope.throwIfInterrupted();
        if (!assembler.complete) throw streamCutError(wire.name, wire.terminalEvent);
        yield { type: "response", response: assembler.finish() };
      } finally {
        scope.dispose();
      }
    },
  };
}
