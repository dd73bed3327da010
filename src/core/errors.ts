/**
 * Typed errors. Expected outcomes are values (see result.ts); these are for I/O
 * and protocol failures, carrying a stable `code`, whether a retry may help,
 * and the underlying `cause`.
 */

/** Stable machine-readable error codes. */
export type ErrorCode =
  | "config_invalid"
  | "provider_http"
  | "provider_overloaded"
  | "provider_rate_limited"
  | "provider_connection"
  | "provider_stream_cut"
  | "provider_auth"
  | "provider_bad_request"
  | "provider_bad_response"
  | "mock_script_exhausted"
  | "mock_script_invalid"
  | "aborted"
  | "tool_failed"
  | "io_failed"
  | "ledger_corrupt"
  | "ledger_closed"
  | "journal_corrupt"
  | "journal_duplicate_key"
  | "feature_list_invalid"
  | "feature_not_found"
  | "github_api"
  | "github_event_invalid"
  | "artifact_upload_failed"
  | "artifact_download_failed"
  | "git_failed"
  | "push_refused"
  | "sandbox_setup_failed"
  | "verify_failed"
  | "run_exists"
  | "run_not_found"
  | "run_locked"
  | "worktree_dirty"
  | "tree_changed"
  | "resume_inconsistent"
  | "ledger_truncated"
  | "link_refused"
  | "internal";

/** Options shared by every {@link AlfredError}. */
export interface AlfredErrorOptions {
  readonly retryable?: boolean;
  readonly cause?: unknown;
}

/** Base class of every error Alfred throws on purpose. */
export class AlfredError extends Error {
  readonly code: ErrorCode;
  readonly retryable: boolean;

  constructor(code: ErrorCode, message: string, options: AlfredErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AlfredError";
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}

/** A configuration value was missing or malformed; `source` names the flag, variable or file + JSON path. */
export class ConfigError extends AlfredError {
  readonly source: string;

  constructor(source: string, message: string, options: AlfredErrorOptions = {}) {
    super("config_invalid", `${source}: ${message}`, options);
    this.name = "ConfigError";
    this.source = source;
  }
}

/** Options of a {@link ProviderError}. */
export interface ProviderErrorOptions extends AlfredErrorOptions {
  readonly status?: number;
  /** Server-requested wait before the next attempt (from `retry-after` / `retry-after-ms`). */
  readonly retryAfterMs?: number;
}

/** A model provider call failed. `retryable` marks 429, 5xx, 529, resets and cut streams. */
export class ProviderError extends AlfredError {
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(code: ErrorCode, message: string, options: ProviderErrorOptions = {}) {
    super(code, message, options);
    this.name = "ProviderError";
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** The run was cancelled through its AbortSignal. */
export class AbortedError extends AlfredError {
  constructor(message = "aborted", options: AlfredErrorOptions = {}) {
    super("aborted", message, options);
    this.name = "AbortedError";
  }
}

/** Turns anything thrown into a message, without assuming it is an Error. */
export function errorMessage(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message;
  if (typeof thrown === "string") return thrown;
  try {
    return JSON.stringify(thrown) ?? String(thrown);
  } catch {
    return String(thrown);
  }
}

/** True when `thrown` is an abort, whether Alfred's own or the platform's `AbortError`. */
export function isAbortError(thrown: unknown): boolean {
  if (thrown instanceof AbortedError) return true;
  return thrown instanceof Error && (thrown.name === "AbortError" || thrown.name === "APIUserAbortError");
}
