/**
 * One configured language server over the session: started on first use,
 * restarted once after a crash, then reported as unavailable — a broken
 * server must cost the agent an error message, never a hang.
 *
 * - A start that fails (missing binary, sandbox refused, `initialize` not
 *   answered in time) is reported at once: starting it again would fail the
 *   same way, and waiting twice for a server that never answers doubles the cost.
 * - A server that exits, closes its stdout, or writes something that is not
 *   LSP after it started counts as a crash. The next use starts it again,
 *   once; a second crash makes it unavailable for the rest of the session.
 * - Two request timeouts in a row count as a crash too: the server is stopped
 *   (it may be spinning) and the next use restarts it.
 */
import { pathToFileURL } from "node:url";
import type { Boundary } from "../platform/boundary/boundary.js";
import { startService } from "../platform/services/service-process.js";
import type { ServiceProcess } from "../platform/services/service-process.js";
import { LspClient } from "./client.js";
import { LspRequestError } from "./errors.js";
import type { LspServerSpec } from "./config.js";
import { installDirectory } from "./discover.js";
import { LspUnavailableError } from "./errors.js";

/** Limits of one server. */
export interface LspTimeouts {
  /** `initialize` (default 30,000 ms). */
  readonly initializeMs?: number;
  /** Every other request (default 10,000 ms). */
  readonly requestMs?: number;
  /** Waiting for the project to load before the first query (default 30,000 ms). */
  readonly readyMs?: number;
}

export { LspUnavailableError } from "./errors.js";

/** How a server is doing, for `alfred doctor` and notes. */
export type LspServerStatus =
  { readonly state: "idle" | "running" } | { readonly state: "failed"; readonly reason: string };

interface Running {
  readonly client: LspClient;
  readonly service: ServiceProcess;
}

const MAX_STARTS = 2;

/** A language server of the session. */
export class LspServer {
  readonly spec: LspServerSpec;
  readonly #boundary: Boundary;
  readonly #workingDir: string;
  readonly #timeouts: LspTimeouts;
  readonly #onNote: (note: string) => void;
  #running: Running | undefined;
  #starting: Promise<Running> | undefined;
  #starts = 0;
  #failed: string | undefined;
  #timeoutsInRow = 0;
  #closed = false;

  constructor(options: {
    spec: LspServerSpec;
    boundary: Boundary;
    workingDir: string;
    timeouts?: LspTimeouts;
    onNote?: (note: string) => void;
  }) {
    this.spec = options.spec;
    this.#boundary = options.boundary;
    this.#workingDir = options.workingDir;
    this.#timeouts = options.timeouts ?? {};
    this.#onNote = options.onNote ?? (() => undefined);
  }

  /** Whether it serves documents of `languageId`. */
  serves(languageId: string): boolean {
    return this.spec.languages === undefined || this.spec.languages.includes(languageId);
  }

  /** Idle, running, or failed with the reason. */
  status(): LspServerStatus {
    if (this.#failed !== undefined) return { state: "failed", reason: this.#failed };
    return { state: this.#running === undefined ? "idle" : "running" };
  }

  /** How long to wait for the project to load before a first query. */
  get readyMs(): number {
    return this.#timeouts.readyMs ?? 30_000;
  }

  /**
   * Runs `work` with a connected client; when the server crashes during it and may still be
   * restarted, runs it once more on the restarted server.
   * @throws LspUnavailableError when the server cannot serve (module comment).
   * @throws LspRequestError from `work` (timeouts, error answers).
   */
  async use<T>(work: (client: LspClient) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const { client } = await this.#client();
      try {
        const result = await work(client);
        this.#timeoutsInRow = 0;
        return result;
      } catch (error) {
        if (error instanceof LspRequestError && error.kind === "timeout") await this.#noteTimeout();
        const crashed = error instanceof LspRequestError && error.kind === "closed";
        if (!crashed || attempt > 0 || this.#failed !== undefined) throw error;
      }
    }
  }

  async #noteTimeout(): Promise<void> {
    this.#timeoutsInRow += 1;
    if (this.#timeoutsInRow < 2 || this.#running === undefined) return;
    this.#timeoutsInRow = 0;
    const { service } = this.#running;
    this.#crashed("stopped answering (two requests in a row timed out)");
    await service.stop(500);
  }

  async #client(): Promise<Running> {
    if (this.#closed) throw new LspUnavailableError(`${this.spec.name}: the session is closing`);
    if (this.#failed !== undefined) throw new LspUnavailableError(this.#failed);
    if (this.#running !== undefined) return this.#running;
    if (this.#starts >= MAX_STARTS) throw new LspUnavailableError(this.#failed ?? `${this.spec.name} failed`);
    this.#starting ??= this.#start().finally(() => (this.#starting = undefined));
    return this.#starting;
  }

  async #start(): Promise<Running> {
    this.#starts += 1;
    const install = await installDirectory(this.spec.command);
    const started = await startService(this.#boundary, {
      argv: [this.spec.command, ...this.spec.args],
      cwd: this.#workingDir,
      ...(install === undefined ? {} : { readOnlyDirs: [install] }),
    });
    if (!started.ok) throw this.#fail(`${this.spec.name} could not be started: ${started.error}`);
    const { service } = started;
    let client: LspClient;
    try {
      client = await LspClient.connect(service.stdout, service.stdin, {
        rootUri: this.spec.rootUri ?? pathToFileURL(this.#workingDir).href,
        processId: service.sandboxed ? null : process.pid,
        ...(this.#timeouts.requestMs === undefined ? {} : { requestTimeoutMs: this.#timeouts.requestMs }),
        ...(this.#timeouts.initializeMs === undefined
          ? {}
          : { initializeTimeoutMs: this.#timeouts.initializeMs }),
      });
    } catch (error) {
      await service.stop(500);
      const why = error instanceof Error ? error.message : String(error);
      throw this.#fail(`${this.spec.name} did not initialize: ${why}${stderrNote(service)}`);
    }
    const running = { client, service };
    this.#running = running;
    client.onClosed((reason) => {
      if (this.#running !== running) return;
      this.#crashed(`${reason}${stderrNote(service)}`);
      void service.stop(500);
    });
    void service.exited.then((exit) => {
      if (this.#running !== running) return;
      this.#crashed(
        `exited (code ${exit.code ?? "none"}, signal ${exit.signal ?? "none"})${stderrNote(service)}`,
      );
      client.dispose();
    });
    return running;
  }

  #crashed(reason: string): void {
    this.#running = undefined;
    if (this.#closed) return;
    if (this.#starts >= MAX_STARTS) {
      this.#fail(`${this.spec.name} crashed again and is disabled for this session: ${reason}`);
      return;
    }
    this.#onNote(`lsp: ${this.spec.name} crashed (${reason}); it will be restarted once`);
  }

  #fail(reason: string): LspUnavailableError {
    this.#failed ??= reason;
    this.#onNote(`lsp: ${reason}`);
    return new LspUnavailableError(reason);
  }

  /** Shuts the server down (`shutdown` + `exit`, then its process group is killed). Never throws. */
  async close(): Promise<void> {
    this.#closed = true;
    // A start that failed has nothing to shut down; its caller received that failure.
    const running = this.#running ?? (await this.#starting?.catch(() => undefined));
    this.#running = undefined;
    if (running === undefined) return;
    await running.client.shutdown(2_000);
    await running.service.stop(1_000);
  }
}

function stderrNote(service: ServiceProcess): string {
  const tail = service.stderrTail().trim().split("\n").slice(-3).join(" | ");
  return tail === "" ? "" : ` — stderr: ${tail.slice(-300)}`;
}
