/**
 * The modules each kind of job needs, loaded on first use. Each is a dynamic
 * import, so esbuild starts a chunk there (scripts/bundle.js): the Action's entry chunk holds
 * only what reading the request needs, a scheduled run never evaluates review
 * mode, a review never evaluates the harness, and a skipped event neither
 * (`npm run bench -- cold`; test/e2e/action-start-up.test.ts).
 */
import type * as FeatureJob from "./feature-job-deps.js";
import { readInput } from "./runner/inputs.js";
import type * as ReviewJob from "./review-job-deps.js";
import { markHandled } from "../core/ignored-errors.js";

let featureModules: Promise<typeof FeatureJob> | undefined;

/** A feature job's sandbox set-up, GitHub client and run (scheduled, dispatched, `/alfred implement`), loaded once. */
export function featureJobModules(): Promise<typeof FeatureJob> {
  featureModules ??= import("./feature-job-deps.js");
  return featureModules;
}

let reviewModules: Promise<typeof ReviewJob> | undefined;

/** Review mode's modules (a pull request, `/alfred review`), loaded once. */
export function reviewJobModules(): Promise<typeof ReviewJob> {
  reviewModules ??= import("./review-job-deps.js");
  return reviewModules;
}

/** `/alfred implement`'s module (one issue as a feature). */
export async function implementModule() {
  return (await import("./implement.js")).implementFromComment;
}

/**
 * Starts loading the modules the job will need without waiting for them, so that compiling and
 * evaluating them overlaps reading the event and the configuration (git processes) instead of
 * following them. Only where the event and the `job` input (`decideJob`) settle the kind: a run
 * asked for, a schedule or a dispatch (feature run), a pull request (review). A failure is left
 * for the job's own `await` to report.
 */
export function preloadJobModules(env: Readonly<Record<string, string | undefined>>): void {
  const requested = readInput(env, "job") ?? readInput(env, "mode") ?? "auto";
  const event = env.GITHUB_EVENT_NAME ?? "";
  const load =
    requested === "run" || (requested === "auto" && ["schedule", "workflow_dispatch"].includes(event))
      ? featureJobModules()
      : requested === "review" || (requested === "auto" && event === "pull_request")
        ? reviewJobModules()
        : undefined;
  markHandled(load);
}
