/**
 * The one progress comment of a run, kept up to date in place.
 *
 * The first publish creates the comment; every later one PATCHes that same
 * comment. Updates coalesce: at most one request is in flight, and while it
 * is, further updates only replace the pending body, so a burst of progress
 * events costs one request and the latest state always wins. A body equal to
 * the one already published is not sent again.
 *
 * With a `key` (e.g. the run id), the comment is looked up before it is
 * created, so a re-run attempt, or a retry after a create whose answer was
 * lost, adopts the existing comment instead of posting a second one.
 */
import type { GitHubClient } from "./client.js";
import { type IssueRef, findComment, postComment, updateComment } from "./comments.js";
import { type ProgressState, progressKeyMarker, renderProgressBody } from "./progress-body.js";

/** Options of {@link ProgressComment}. */
export interface ProgressCommentOptions extends IssueRef {
  /** Identifies this run's comment across attempts; embedded as a hidden marker. */
  readonly key?: string;
}

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (reason: unknown) => void;
}

/** See the module comment. */
export class ProgressComment {
  readonly #octokit: GitHubClient;
  readonly #options: ProgressCommentOptions;
  #commentId: number | undefined;
  #url: string | undefined;
  #published: string | undefined;
  #looked = false;
  #pending: { body: string; waiters: Waiter[] } | undefined;
  #inFlight: Promise<void> | undefined;

  constructor(octokit: GitHubClient, options: ProgressCommentOptions) {
    this.#octokit = octokit;
    this.#options = options;
  }

  /** The comment's id once it exists. */
  get commentId(): number | undefined {
    return this.#commentId;
  }

  /** The comment's web URL once it exists. */
  get url(): string | undefined {
    return this.#url;
  }

  /**
   * Publishes `state` (rendered by {@link renderProgressBody}). Resolves once
   * this state, or a later one that superseded it, is on GitHub.
   * @throws GitHubApiError when the request carrying it fails; a later update tries again.
   */
  update(state: ProgressState): Promise<void> {
    return this.publish(renderProgressBody(state, this.#options.key));
  }

  /** Like {@link update} with a body rendered by the caller (the marker is added). */
  publish(body: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter = { resolve, reject };
      if (this.#pending === undefined) this.#pending = { body, waiters: [waiter] };
      else {
        this.#pending.body = body;
        this.#pending.waiters.push(waiter);
      }
      this.#pump();
    });
  }

  /** Resolves when nothing is pending or in flight. Never rejects. */
  async flush(): Promise<void> {
    while (this.#inFlight !== undefined) await this.#inFlight;
  }

  #pump(): void {
    if (this.#inFlight !== undefined || this.#pending === undefined) return;
    const job = this.#pending;
    this.#pending = undefined;
    this.#inFlight = this.#send(job.body)
      .then(
        () => {
          for (const waiter of job.waiters) waiter.resolve();
        },
        (thrown: unknown) => {
          for (const waiter of job.waiters) waiter.reject(thrown);
        },
      )
      .finally(() => {
        this.#inFlight = undefined;
        this.#pump();
      });
  }

  async #send(body: string): Promise<void> {
    if (body === this.#published) return;
    const where = { owner: this.#options.owner, repo: this.#options.repo };
    if (this.#commentId === undefined && this.#options.key !== undefined && !this.#looked) {
      const found = await findComment(this.#octokit, this.#options, progressKeyMarker(this.#options.key));
      this.#looked = true;
      if (found !== undefined) this.#adopt(found.id, found.url);
    }
    if (this.#commentId === undefined) {
      try {
        // With a key, a failed create is recovered by looking the comment up on the next
        // update; a blind retry of a POST whose answer was lost would post a second one.
        const retries = this.#options.key === undefined ? {} : { retries: 0 };
        const created = await postComment(this.#octokit, this.#options, body, retries);
        this.#adopt(created.id, created.url);
      } catch (thrown) {
        // The comment may exist although the answer was lost: look again before the next create.
        this.#looked = false;
        throw thrown;
      }
    } else {
      await updateComment(this.#octokit, { ...where, commentId: this.#commentId }, body);
    }
    this.#published = body;
  }

  #adopt(id: number, url: string): void {
    this.#commentId = id;
    this.#url = url;
  }
}
