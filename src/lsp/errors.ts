/**
 * The two ways an LSP question fails, apart from the client and the servers
 * so that the tools (listed by `alfred mcp` before any server starts) can tell
 * them apart without loading either.
 */

/** Why a request failed. */
export class LspRequestError extends Error {
  readonly kind: "timeout" | "closed" | "server";

  constructor(kind: "timeout" | "closed" | "server", message: string) {
    super(message);
    this.name = "LspRequestError";
    this.kind = kind;
  }
}

/** Raised when a server cannot serve: it failed to start, or crashed twice. */
export class LspUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LspUnavailableError";
  }
}
