/**
 * One connection to one language server over stdio (vscode-jsonrpc).
 *
 * What it takes care of: answering the server's own requests
 * (`workspace/configuration`, `client/registerCapability`,
 * `window/workDoneProgress/create`, `workspace/workspaceFolders`, …),
 * keeping pushed diagnostics, pulling them from servers that register
 * `textDocument/diagnostic`, opening documents on demand and sending
 * versioned full-text `didChange`s, a timeout on every request, and noticing
 * when the server stops making sense (garbage on stdout) or goes away — every
 * pending request then fails at once instead of hanging the agent.
 *
 * Readiness: typescript-language-server answers `definition` asked while its
 * project is still loading from the import line, not the declaration. After the
 * first document is opened, queries wait (bounded) until the server's work-done
 * progress has begun and ended, or it published diagnostics, or — for a
 * pull-diagnostics server — a pull answered.
 */
import type { Readable, Writable } from "node:stream";
import type * as JsonRpc from "vscode-jsonrpc/node";
import type { MessageConnection } from "vscode-jsonrpc/node";
import { DiagnosticStore } from "./diagnostics-store.js";
import type { Diagnostic } from "./protocol.js";
import {
  unregistrationSchema,
  capabilitiesSchema,
  documentDiagnosticSchema,
  progressValueSchema,
  publishDiagnosticsSchema,
  registrationSchema,
} from "./protocol.js";
import { clientCapabilities } from "./capabilities.js";
import { LspRequestError } from "./errors.js";
import { ignoreCleanupError } from "../core/ignored-errors.js";

export { LspRequestError } from "./errors.js";

/** Limits of one client. */
export interface LspClientOptions {
  readonly rootUri: string;
  /** Every request but `initialize` (default 10,000 ms). */
  readonly requestTimeoutMs?: number;
  /** `initialize` (default 30,000 ms: a cold server loads its runtime first). */
  readonly initializeTimeoutMs?: number;
  /**
   * Alfred's pid as the server can see it, or `null` (default: this process's pid). Servers poll
   * it and exit when it is gone — so a server in the sandbox's own PID namespace, where Alfred's
   * pid does not exist, must get `null` (bwrap's `--die-with-parent` does that job there).
   */
  readonly processId?: number | null;
}

/** A document as last sent to the server. */
interface OpenDocument {
  version: number;
  text: string;
}

const METHOD_NOT_FOUND = -32601;

/**
 * vscode-jsonrpc, loaded when the first server connects: most runs start no language server, and
 * the Action's cold start should not pay for evaluating the library (bench `cold`).
 */
type JsonRpcModule = (typeof JsonRpc)["default"];
let jsonRpc: Promise<JsonRpcModule> | undefined;
function loadJsonRpc(): Promise<JsonRpcModule> {
  // CommonJS marked `__esModule`: Node gives its exports both named and as `default`, an esbuild
  // chunk (dist/ and the library bundle) only as `default`.
  jsonRpc ??= import("vscode-jsonrpc/node").then((module) => {
    const named: { readonly createMessageConnection?: unknown } = module;
    return typeof named.createMessageConnection === "function" ? module : module.default;
  });
  return jsonRpc;
}

/** A connected, initialized language server. Create with {@link LspClient.connect}. */
export class LspClient {
  readonly diagnostics = new DiagnosticStore();
  readonly #connection: MessageConnection;
  readonly #rpc: JsonRpcModule;
  readonly #options: LspClientOptions;
  readonly #documents = new Map<string, OpenDocument>();
  /** Dynamic registrations: id → method. */
  readonly #registrations = new Map<string, string>();
  readonly #activeProgress = new Set<string | number>();
  #progressSeen = false;
  #pullProvider = false;
  #failure: string | undefined;
  #closedListeners = new Set<(reason: string) => void>();
  #readiness: { promise: Promise<void>; resolve: () => void } | undefined;
  #ready = false;
  #firstUri: string | undefined;

  private constructor(rpc: JsonRpcModule, connection: MessageConnection, options: LspClientOptions) {
    this.#rpc = rpc;
    this.#connection = connection;
    this.#options = options;
  }

  /**
   * Connects to a server on `output` (its stdout) / `input` (its stdin) and runs `initialize`.
   * @throws LspRequestError when the server does not answer `initialize` in time, answers with an
   *   error, or breaks the protocol.
   */
  static async connect(output: Readable, input: Writable, options: LspClientOptions): Promise<LspClient> {
    const rpc = await loadJsonRpc();
    const connection = rpc.createMessageConnection(
      new rpc.StreamMessageReader(output),
      new rpc.StreamMessageWriter(input),
    );
    const client = new LspClient(rpc, connection, options);
    client.#listen();
    try {
      await client.#initialize();
    } catch (error) {
      client.dispose();
      throw error;
    }
    return client;
  }

  /** Why the connection is unusable, or `undefined` while it works. */
  get failure(): string | undefined {
    return this.#failure;
  }

  /** The server publishes nothing by itself for this client: diagnostics are pulled. */
  get pullsDiagnostics(): boolean {
    return this.#pullProvider || [...this.#registrations.values()].includes("textDocument/diagnostic");
  }

  /** Calls `listener` once when the connection fails or closes. */
  onClosed(listener: (reason: string) => void): void {
    if (this.#failure !== undefined) listener(this.#failure);
    else this.#closedListeners.add(listener);
  }

  #fail(reason: string): void {
    if (this.#failure !== undefined) return;
    this.#failure = reason;
    this.#readiness?.resolve();
    this.diagnostics.wakeAll();
    for (const listener of this.#closedListeners) listener(reason);
    this.#closedListeners.clear();
    this.#connection.dispose();
  }

  #listen(): void {
    const connection = this.#connection;
    connection.onRequest((method, params) => this.#answerServer(method, params));
    connection.onNotification("textDocument/publishDiagnostics", (params: unknown) => {
      const parsed = publishDiagnosticsSchema.safeParse(params);
      if (!parsed.success) return;
      this.diagnostics.publish(parsed.data.uri, parsed.data.diagnostics, parsed.data.version);
      this.#readiness?.resolve();
    });
    connection.onUnhandledProgress(({ token, value }) => {
      const parsed = progressValueSchema.safeParse(value);
      if (!parsed.success) return;
      if (parsed.data.kind === "begin") {
        this.#progressSeen = true;
        this.#activeProgress.add(token);
      } else if (parsed.data.kind === "end") {
        this.#activeProgress.delete(token);
        if (this.#activeProgress.size === 0) this.#readiness?.resolve();
      }
    });
    // Bytes that are not LSP (a stray console.log, a crash dump) desynchronise the stream for good.
    connection.onError(([error]) => this.#fail(`the server broke the protocol: ${error.message}`));
    connection.onClose(() => this.#fail("the server closed the connection"));
    connection.listen();
  }

  #register(id: string, method: string): void {
    this.#registrations.set(id, method);
    // pyright registers pull diagnostics seconds after `initialized`, often after the first didOpen; from
    // then on it pushes nothing, so a pull of the first document becomes the readiness signal. A failed
    // pull only leaves readiness to waitReady's own pull and timeout.
    if (method === "textDocument/diagnostic" && this.#firstUri !== undefined && !this.#ready)
      void this.pullDiagnostics(this.#firstUri, this.#options.requestTimeoutMs).catch(() => undefined);
  }

  #answerServer(method: string, params: unknown): unknown {
    switch (method) {
      case "workspace/configuration": {
        const items = typeof params === "object" && params !== null && "items" in params ? params.items : [];
        return Array.isArray(items) ? items.map(() => null) : [];
      }
      case "client/registerCapability": {
        const parsed = registrationSchema.safeParse(params);
        if (parsed.success)
          for (const entry of parsed.data.registrations) this.#register(entry.id, entry.method);
        return null;
      }
      case "client/unregisterCapability": {
        const parsed = unregistrationSchema.safeParse(params);
        if (parsed.success)
          for (const entry of parsed.data.unregisterations) this.#registrations.delete(entry.id);
        return null;
      }
      case "workspace/workspaceFolders":
        return [{ uri: this.#options.rootUri, name: "workspace" }];
      case "workspace/applyEdit":
        // Read-only client: edits go through Alfred's file tools and their checks, never the server.
        return { applied: false, failureReason: "Alfred's language client does not apply edits" };
      case "window/showDocument":
        return { success: false };
      case "window/workDoneProgress/create":
      case "window/showMessageRequest":
      case "workspace/diagnostic/refresh":
      case "workspace/semanticTokens/refresh":
      case "workspace/inlayHint/refresh":
      case "workspace/codeLens/refresh":
        return null;
      default:
        return new this.#rpc.ResponseError(METHOD_NOT_FOUND, `unhandled method ${method}`);
    }
  }

  async #initialize(): Promise<void> {
    const { rootUri } = this.#options;
    const result = await this.request(
      "initialize",
      {
        processId: this.#options.processId === undefined ? process.pid : this.#options.processId,
        clientInfo: { name: "alfred" },
        rootUri,
        rootPath: new URL(rootUri).pathname,
        workspaceFolders: [{ uri: rootUri, name: "workspace" }],
        capabilities: clientCapabilities(),
      },
      this.#options.initializeTimeoutMs ?? 30_000,
    );
    const parsed = capabilitiesSchema.safeParse(result);
    if (!parsed.success) throw new LspRequestError("server", "initialize answered without capabilities");
    this.#pullProvider = parsed.data.capabilities.diagnosticProvider != null;
    await this.#connection.sendNotification("initialized", {});
  }

  /**
   * Sends a request and waits at most `timeoutMs` (default: the client's request timeout); a
   * request that times out is cancelled (`$/cancelRequest`).
   * @throws LspRequestError `timeout`, `closed` (server gone or broken) or `server` (error answer).
   */
  async request(method: string, params: unknown, timeoutMs?: number): Promise<unknown> {
    if (this.#failure !== undefined) throw new LspRequestError("closed", this.#failure);
    const limit = timeoutMs ?? this.#options.requestTimeoutMs ?? 10_000;
    const cancel = new this.#rpc.CancellationTokenSource();
    let timer: NodeJS.Timeout | undefined;
    let onClosed: ((reason: string) => void) | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        cancel.cancel();
        reject(new LspRequestError("timeout", `${method} got no answer within ${limit} ms`));
      }, limit);
      onClosed = (reason) => reject(new LspRequestError("closed", reason));
      this.#closedListeners.add(onClosed);
    });
    try {
      return await Promise.race([this.#connection.sendRequest(method, params, cancel.token), timeout]);
    } catch (error) {
      if (error instanceof LspRequestError) throw error;
      if (this.#failure !== undefined) throw new LspRequestError("closed", this.#failure);
      const message = error instanceof Error ? error.message : String(error);
      throw new LspRequestError("server", `${method} failed: ${message}`);
    } finally {
      clearTimeout(timer);
      if (onClosed !== undefined) this.#closedListeners.delete(onClosed);
      cancel.dispose();
    }
  }

  /**
   * Makes the server see `text` as the content of `uri`: `didOpen` the first time, a full-text
   * `didChange` with the next version when it differs from what was last sent, nothing otherwise.
   * Returns the document's version and whether anything was sent.
   */
  async sync(uri: string, languageId: string, text: string): Promise<{ version: number; sent: boolean }> {
    const open = this.#documents.get(uri);
    if (open === undefined) {
      this.#documents.set(uri, { version: 1, text });
      this.#readiness ??= deferred();
      this.#firstUri ??= uri;
      await this.#notify("textDocument/didOpen", { textDocument: { uri, languageId, version: 1, text } });
      return { version: 1, sent: true };
    }
    if (open.text === text) return { version: open.version, sent: false };
    open.version += 1;
    open.text = text;
    await this.#notify("textDocument/didChange", {
      textDocument: { uri, version: open.version },
      contentChanges: [{ text }],
    });
    return { version: open.version, sent: true };
  }

  async #notify(method: string, params: unknown): Promise<void> {
    if (this.#failure !== undefined) throw new LspRequestError("closed", this.#failure);
    await this.#connection.sendNotification(method, params);
  }

  /**
   * Waits until the project has loaded (module comment), at most `timeoutMs`; `uri` is an open
   * document to pull diagnostics for. Returns at once when nothing was opened yet or the server
   * already settled.
   */
  async waitReady(uri: string, timeoutMs: number): Promise<void> {
    const readiness = this.#readiness;
    if (readiness === undefined || this.#ready) return;
    let timer: NodeJS.Timeout | undefined;
    // A pull-diagnostics server pushes nothing: its answer to a pull is the readiness signal.
    const probe = this.pullsDiagnostics
      ? this.pullDiagnostics(uri, timeoutMs).then(
          () => undefined,
          () => undefined,
        )
      : readiness.promise;
    await Promise.race([probe, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    // Loading may still be under way when the wait ran out, or the readiness signal was a publish
    // while some other progress ran: later callers need not wait again either way.
    readiness.resolve();
    this.#ready = true;
  }

  /** Whether the server reported work-done progress that has not ended. */
  get busy(): boolean {
    return this.#progressSeen && this.#activeProgress.size > 0;
  }

  /**
   * Pulls the diagnostics of `uri` (`textDocument/diagnostic`).
   * @throws LspRequestError as {@link request}.
   */
  async pullDiagnostics(uri: string, timeoutMs?: number): Promise<readonly Diagnostic[]> {
    const result = await this.request("textDocument/diagnostic", { textDocument: { uri } }, timeoutMs);
    this.#readiness?.resolve();
    const parsed = documentDiagnosticSchema.safeParse(result);
    if (!parsed.success)
      throw new LspRequestError("server", "textDocument/diagnostic answered malformed data");
    if (parsed.data.kind === "full") return parsed.data.items;
    return this.diagnostics.get(uri)?.items ?? [];
  }

  /** Asks the server to shut down (`shutdown`, then `exit`), waiting at most `timeoutMs`. Never throws. */
  async shutdown(timeoutMs = 2_000): Promise<void> {
    if (this.#failure === undefined) {
      await ignoreCleanupError(this.request("shutdown", null, timeoutMs));
      await ignoreCleanupError(this.#notify("exit", null));
    }
    this.dispose();
  }

  /** Drops the connection; pending requests fail with `closed`. */
  dispose(): void {
    this.#fail("the connection was closed");
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
