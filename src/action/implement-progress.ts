/**
 * The progress comment of `/alfred implement`, fed by the harness's events: a checklist of the
 * features, the current step and the cost so far, published (coalesced by {@link ProgressComment})
 * whenever they change.
 */
import type { ProgressComment } from "../github/progress-comment.js";
import type { ProgressFeature } from "../github/progress-body.js";
import { omitUndefined } from "../core/omit-undefined.js";
import type { HarnessEvent } from "../harness/state/run-types.js";

/** See the module comment. Publishing never rejects: a failed update is retried by the next. */
export interface ImplementProgress {
  /** Publishes the current state; the first call creates the comment. */
  publish(): Promise<void>;
  /** Folds one harness event in, and publishes when it changes what the comment shows. */
  onHarnessEvent(event: HarnessEvent): void;
  /** The last update: the closing step and line, marked finished; resolves once it is on GitHub. */
  finish(step: string, summary: string): Promise<void>;
}

/** Tracks a run's progress into `comment`; `runUrl` links the workflow run. */
export function implementProgress(comment: ProgressComment, runUrl: string): ImplementProgress {
  const features = new Map<string, ProgressFeature>();
  let currentStep = "starting";
  // Null once a feature's cost is unknown: the comment then shows no total rather than a wrong one.
  let costUsd: number | null = 0;
  const publish = (extra: { finished?: boolean; summary?: string } = {}): Promise<void> =>
    comment
      .update({
        features: [...features.values()],
        currentStep,
        runUrl,
        ...(costUsd === null ? {} : { costUsd }),
        ...extra,
      })
      // The progress comment is a courtesy: failing to update it must not fail the run, and the next
      // update carries the whole state again.
      .catch(() => undefined);

  const fold = (event: HarnessEvent): boolean => {
    if (event.type === "feature_start") {
      features.set(event.feature.id, { id: event.feature.id, status: "in_progress" });
      currentStep = `implementing ${event.feature.id}`;
    } else if (event.type === "verify") {
      currentStep = `verified ${event.featureId} (attempt ${event.attempt}): ${event.exitCode === 0 ? "passed" : "failed"}`;
    } else if (event.type === "feature_end") {
      const { outcome } = event;
      features.set(outcome.featureId, {
        id: outcome.featureId,
        status: outcome.status,
        ...omitUndefined({ reason: outcome.reason }),
      });
      costUsd = costUsd === null || outcome.costUsd === null ? null : costUsd + outcome.costUsd;
      currentStep = `finished ${outcome.featureId}`;
    } else {
      return false;
    }
    return true;
  };

  return {
    publish: () => publish(),
    onHarnessEvent: (event) => {
      if (fold(event)) void publish();
    },
    finish: async (step, summary) => {
      currentStep = step;
      await publish({ finished: true, summary });
      // As for publish: the run's outcome is in its summary and outputs, whatever the comment shows.
      await comment.flush().catch(() => undefined);
    },
  };
}
