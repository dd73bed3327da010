/** The options of review mode, shared by its phases. */
import type { AlfredConfig } from "../../config/schema.js";
import type { QueryEvent } from "../../core/events.js";
import type { GitHubClient } from "../../github/client.js";
import type { ActionsContext } from "../../github/event.js";
import type { PullInfo, PullRef } from "../../github/pull-review-api.js";
import type { ActionSecrets } from "../runner/inputs.js";

/** What review mode needs from the entry point. */
export interface ReviewOptions {
  readonly context: ActionsContext;
  /** The configuration the entry point loaded (its provider decides the fork check). */
  readonly config: AlfredConfig;
  /** Loads the configuration as committed in `sha` (the pull request's base). */
  readonly loadConfigAt: (sha: string) => Promise<AlfredConfig>;
  readonly secrets: ActionSecrets;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly workingDir: string;
  readonly octokit: GitHubClient;
  readonly runId: string;
  readonly knownSecrets: readonly string[];
  /** Review draft pull requests too (input `review-drafts`). */
  readonly reviewDrafts: boolean;
  readonly signal?: AbortSignal;
  readonly onQueryEvent: (event: QueryEvent) => void;
  readonly notice: (text: string) => void;
  readonly phase: (name: string) => void;
  /** A line for the job log (redacted by the host). */
  readonly log: (text: string) => void;
  /** Sets up the sandbox the base's MCP servers start in (the entry point's `ensureSandbox`). */
  readonly prepareSandbox: (config: AlfredConfig) => Promise<unknown>;
}

/** One review in progress. */
export interface ReviewRunContext {
  readonly options: ReviewOptions;
  readonly pull: PullInfo;
  readonly ref: PullRef;
  /** As committed on the base. */
  readonly config: AlfredConfig;
  /** The commit the last review covered, for an incremental review. */
  readonly since: string | undefined;
}
