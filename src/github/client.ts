/**
 * The GitHub REST client Alfred's Action uses: the toolkit's `getOctokit` (REST methods,
 * pagination, the runner's proxy settings) with the retry plugin (server errors and transport
 * failures, exponential backoff) and the throttling plugin (primary and secondary rate limits,
 * writes spaced the way GitHub asks), plus a timeout on every request so nothing hangs
 * (USERS.md #2), and the entry point's redaction of every request.
 */
import { getOctokit } from "@actions/github";
import { defaults as toolkitDefaults } from "@actions/github/lib/utils";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { AlfredError } from "../core/errors.js";

/** The client type every function of `src/github/` takes. */
export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * Where the client reports what went wrong: retries, rate limits, timeouts
 * (`warn`), and Octokit's per-request lines (`debug`). Maps onto
 * `core.warning` / `core.debug` in the Action.
 */
interface GitHubLog {
  readonly warn: (message: string) => void;
  readonly debug?: (message: string) => void;
}

/** Options of {@link createGitHubClient}. */
export interface GitHubClientOptions {
  /** Installation or personal token; sent as a header only, never logged. */
  readonly token: string;
  /** API root, e.g. `GITHUB_API_URL`; default `https://api.github.com`. */
  readonly baseUrl?: string;
  readonly userAgent?: string;
  /** Per-attempt timeout of every request (headers and body); default 30 s. */
  readonly timeoutMs?: number;
  readonly log?: GitHubLog;
  /** Retries after a 5xx or a transport failure; default 3 (waits 1, 4, 9 units). */
  readonly retries?: number;
  /** Retries after a primary or secondary rate limit; default 2, then the call fails. */
  readonly rateLimitRetries?: number;
  /** A rate limit that resets further away than this is not waited for; default 60 s. */
  readonly maxRateLimitWaitSeconds?: number;
  /** Length of one backoff unit (the plugins' `retryAfterBaseValue`); default 1000 ms. Tests shrink it. */
  readonly retryUnitMs?: number;
  /**
   * Default true. False turns the throttling plugin off: no write spacing and
   * no rate-limit retries. For tests, whose many writes would otherwise wait
   * 1–3 s each.
   */
  readonly throttling?: boolean;
  /** The fetch implementation; default the toolkit's (undici, through the runner's `HTTPS_PROXY` if set). */
  readonly fetch?: typeof fetch;
  /**
   * The entry point's redaction of JSON values (`Redactor.value`), applied to the parameters of
   * every request — PR titles and bodies, comments, the progress comment — before it is sent.
   */
  readonly redact?: (value: unknown) => unknown;
}

// Request options that say where and how to send, not what: never rewritten.
const TRANSPORT_OPTIONS = new Set(["method", "url", "baseUrl", "headers", "request", "mediaType"]);

const DEFAULT_TIMEOUT_MS = 30_000;

/** GitHub asks integrations to let these be handled by the rate-limit logic, not blind retries. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

/**
 * Creates the Octokit Alfred uses. Rate limits (primary: `x-ratelimit-remaining:
 * 0`; secondary: "secondary rate limit" with `retry-after`) are retried up to
 * `rateLimitRetries` times when the wait is at most `maxRateLimitWaitSeconds`,
 * then the call fails with GitHub's 403/429; each decision is logged. Writes
 * are spaced by the throttling plugin (1 s apart, 3 s for ones that notify).
 * A request that exceeds `timeoutMs` fails (and counts as a retryable failure).
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const log = options.log ?? silentLog;
  const rateLimitRetries = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const unit = options.retryUnitMs ?? 1000;

  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      retryCount: number,
    ): boolean => {
      const what = `GitHub ${kind} on ${request.method} ${request.url}`;
      if (retryCount >= rateLimitRetries) {
        log.warn(`${what}: giving up after ${retryCount} ${retryCount === 1 ? "retry" : "retries"}`);
        return false;
      }
      if (retryAfter > maxWait) {
        log.warn(`${what}: it resets in ${retryAfter} s, more than the ${maxWait} s Alfred waits; giving up`);
        return false;
      }
      log.warn(`${what}: retrying in ${retryAfter} s (retry ${retryCount + 1} of ${rateLimitRetries})`);
      return true;
    };

  const octokit = getOctokit(
    options.token,
    {
      userAgent: options.userAgent ?? "alfred",
      ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl.replace(/\/+$/, "") }),
      // Octokit logs every request (info) and every failed attempt (error), expected
      // 404s and 422s included: that is debug detail. Alfred's own lines say what matters.
      log: {
        debug: (message: string) => log.debug?.(message),
        info: (message: string) => log.debug?.(message),
        warn: (message: string) => log.warn(message),
        error: (message: string) => log.debug?.(message),
      },
      // getOctokit's defaults are replaced, not merged: its proxy-aware fetch goes under the timeout.
      request: {
        fetch: timedFetch(
          options.fetch ?? (toolkitDefaults.request?.fetch as typeof fetch | undefined) ?? fetch,
          options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          log,
        ),
      },
      retry: { retries: options.retries ?? 3, retryAfterBaseValue: unit, doNotRetry: DO_NOT_RETRY },
      throttle: {
        enabled: options.throttling ?? true,
        retryAfterBaseValue: unit,
        onRateLimit: onLimit("rate limit"),
        onSecondaryRateLimit: onLimit("secondary rate limit"),
      },
    },
    retry,
    throttling,
  );
  const redact = options.redact;
  if (redact !== undefined) {
    // The one place every body leaves for GitHub: whatever route sends it, it is redacted here.
    octokit.hook.before("request", (request) => {
      for (const key of Object.keys(request)) {
        if (!TRANSPORT_OPTIONS.has(key)) request[key] = redact(request[key]);
      }
    });
  }
  return octokit;
}

const silentLog: GitHubLog = { warn: () => undefined };

/**
 * Wraps `fetch` with a per-attempt timeout (combined with any caller signal)
 * and logs server errors and transport failures, which the retry plugin then
 * retries. A timeout becomes an {@link AlfredError} saying so; Octokit reports
 * it as a status-500 `RequestError` whose message is ours.
 */
function timedFetch(base: typeof fetch, timeoutMs: number, log: GitHubLog): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const method = init?.method ?? "GET";
    const where = `${method} ${pathOf(input)}`;
    try {
      const response = await base(input, { ...init, signal });
      if (response.status >= 500) log.warn(`GitHub answered ${response.status} to ${where}`);
      return response;
    } catch (thrown) {
      if (timeout.aborted && init?.signal?.aborted !== true) {
        log.warn(`GitHub did not answer ${where} within ${timeoutMs} ms`);
        throw new AlfredError("github_api", `GitHub did not answer within ${timeoutMs} ms`, {
          retryable: true,
          cause: thrown,
        });
      }
      log.warn(`${where} failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
      throw thrown;
    }
  };
}

function pathOf(input: string | URL | Request): string {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return URL.canParse(url) ? new URL(url).pathname : url;
}
