/**
 * The language servers of one session and the questions Alfred asks them.
 * Files are opened on demand (read from disk each time, so edits made by any
 * tool — file_edit, bash, a formatter — reach the server as a versioned
 * `didChange`), and every query waits, once per server, for the project to load.
 */
import { readFile } from "../platform/fs/fs.js";
import { pathToFileURL } from "node:url";
import type { Boundary } from "../platform/boundary/boundary.js";
import type { LspClient } from "./client.js";
import type { LspServerSpec } from "./config.js";
import { languageOf } from "./language.js";
import type { Diagnostic, Location, Position } from "./protocol.js";
import { hoverSchema, locationsSchema } from "./protocol.js";
import { LspServer, LspUnavailableError } from "./server.js";
import type { LspTimeouts } from "./server.js";

/** Files larger than this are not sent to a server. */
const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;

/** What a session's manager is built from. */
export interface LspManagerOptions {
  readonly workingDir: string;
  readonly boundary: Boundary;
  readonly servers: readonly LspServerSpec[];
  readonly timeouts?: LspTimeouts;
  /** Crash and failure reports (the CLI prints them dim on stderr). */
  readonly onNote?: (note: string) => void;
}

/** Diagnostics of one file, and whether the server's list had settled. */
export interface FileDiagnostics {
  readonly items: readonly Diagnostic[];
  /** False when the wait ran out before the list settled (the items may be stale or missing). */
  readonly settled: boolean;
}

/** The language servers of a session. */
export class LspManager {
  readonly servers: readonly LspServer[];

  constructor(options: LspManagerOptions) {
    this.servers = options.servers.map(
      (spec) =>
        new LspServer({
          spec,
          boundary: options.boundary,
          workingDir: options.workingDir,
          ...(options.timeouts === undefined ? {} : { timeouts: options.timeouts }),
          ...(options.onNote === undefined ? {} : { onNote: options.onNote }),
        }),
    );
  }

  /** The server for a file, by its language; `undefined` when none serves it. */
  serverFor(absPath: string): LspServer | undefined {
    const language = languageOf(absPath);
    if (language === undefined) return undefined;
    return this.servers.find((server) => server.serves(language));
  }

  async #open(
    server: LspServer,
    client: LspClient,
    absPath: string,
  ): Promise<{ uri: string; version: number; sent: boolean }> {
    const language = languageOf(absPath) ?? "plaintext";
    const bytes = await readFile(absPath);
    if (bytes.length > MAX_DOCUMENT_BYTES)
      throw new LspUnavailableError(
        `the file is larger than ${MAX_DOCUMENT_BYTES} bytes; not sent to ${server.spec.name}`,
      );
    const uri = pathToFileURL(absPath).href;
    const synced = await client.sync(uri, language, bytes.toString("utf8"));
    await client.waitReady(uri, server.readyMs);
    return { uri, ...synced };
  }

  /**
   * Asks the server of `absPath` about `position` (0-based).
   * @throws LspUnavailableError when no server serves the file or it cannot serve.
   * @throws LspRequestError on a timeout or an error answer.
   */
  async locations(
    absPath: string,
    query: "definition" | "references",
    position: Position,
  ): Promise<Location[]> {
    const server = this.#require(absPath);
    return server.use(async (client) => {
      const { uri } = await this.#open(server, client, absPath);
      const params =
        query === "references"
          ? { textDocument: { uri }, position, context: { includeDeclaration: true } }
          : { textDocument: { uri }, position };
      const answer = await client.request(`textDocument/${query}`, params);
      const parsed = locationsSchema.safeParse(answer);
      if (!parsed.success)
        throw new LspUnavailableError(`${server.spec.name} answered ${query} with malformed data`);
      return parsed.data;
    });
  }

  /**
   * Hover text at `position` (0-based); empty when the server has none.
   * @throws as {@link locations}.
   */
  async hover(absPath: string, position: Position): Promise<string> {
    const server = this.#require(absPath);
    return server.use(async (client) => {
      const { uri } = await this.#open(server, client, absPath);
      const parsed = hoverSchema.safeParse(
        await client.request("textDocument/hover", { textDocument: { uri }, position }),
      );
      if (!parsed.success)
        throw new LspUnavailableError(`${server.spec.name} answered hover with malformed data`);
      return parsed.data;
    });
  }

  /**
   * The file's current diagnostics: sends its content if it changed, then pulls them (servers
   * that registered pull diagnostics) or waits, at most `timeoutMs`, for the pushed list to settle.
   * @throws as {@link locations}.
   */
  async diagnostics(absPath: string, timeoutMs: number): Promise<FileDiagnostics> {
    const server = this.#require(absPath);
    return server.use(async (client) => {
      const before = client.diagnostics.stamp;
      const { uri, version, sent } = await this.#open(server, client, absPath);
      if (client.pullsDiagnostics)
        return { items: await client.pullDiagnostics(uri, timeoutMs), settled: true };
      const result = await client.diagnostics.waitSettled(
        uri,
        { afterStamp: sent ? before : 0, version, timeoutMs },
        () => client.failure === undefined,
      );
      return { items: result.items ?? [], settled: result.settled };
    });
  }

  #require(absPath: string): LspServer {
    const server = this.serverFor(absPath);
    if (server === undefined)
      throw new LspUnavailableError(
        `no language server for ${languageOf(absPath) ?? "this kind of"} files (configure one in .alfred/lsp.json)`,
      );
    return server;
  }

  /** Shuts every started server down (`shutdown` + `exit`, then kill). Never throws. */
  async close(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.close()));
  }
}
