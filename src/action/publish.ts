import { omitUndefined } from "../core/omit-undefined.js";
import type { WorkflowCommands } from "./runner/workflow-commands.js";
import type { ActionOutcome } from "./action-outcome.js";
import { jobSummary } from "./runner/report.js";
import { publishReview } from "./review/review-report.js";

/**
 * Writes the outputs, the job summary and an annotation per blocked feature,
 * and fails the step when the conclusion is `failure`: a run that did
 * nothing is never green. `clean` redacts and defuses model-written text;
 * `core` is the entry point's one set of workflow commands, which redacts
 * every output, summary and annotation on its way out.
 */
export async function publishOutcome(
  outcome: ActionOutcome,
  clean: (text: string) => string,
  core: WorkflowCommands,
): Promise<void> {
  if (outcome.review !== undefined) return await publishReview(outcome.review, clean, core);
  const { run, sharded } = outcome;
  core.setOutput("conclusion", outcome.conclusion);
  if (sharded !== undefined) {
    for (const [name, value] of Object.entries(sharded.outputs)) core.setOutput(name, value);
    await core.appendSummary(sharded.summary);
  } else if (run !== undefined) {
    const { summary } = run;
    core.setOutput(
      "passing",
      String(summary.features.filter((feature) => feature.status === "passing").length),
    );
    core.setOutput(
      "blocked",
      String(summary.features.filter((feature) => feature.status === "blocked").length),
    );
    core.setOutput("branch", run.branch);
    core.setOutput("cost-usd", summary.costUsd === null ? "unknown" : summary.costUsd.toFixed(4));
    if (run.pullRequest !== undefined) {
      core.setOutput("pr-url", run.pullRequest.url);
      core.setOutput("pr-number", String(run.pullRequest.number));
    }
    if (run.artifact !== undefined) core.setOutput("ledger-artifact-id", String(run.artifact.id));
    for (const feature of summary.features) {
      if (feature.status === "blocked")
        core.warning(clean(`${feature.featureId}: ${feature.reason ?? "blocked"}`), {
          title: `Alfred blocked ${feature.featureId}`,
        });
    }
    const extra = omitUndefined({
      prUrl: run.pullRequest?.url,
      artifactUrl: run.artifact?.url,
      reason: outcome.message === undefined ? undefined : clean(outcome.message),
    });
    await core.appendSummary(jobSummary(summary, extra));
  } else {
    core.setOutput("passing", "0");
    core.setOutput("blocked", "0");
    await core.appendSummary(`## Alfred: ${outcome.conclusion}\n\n${clean(outcome.message ?? "")}\n`);
  }
  if (outcome.conclusion === "failure")
    core.setFailed(clean(`Alfred: ${outcome.message ?? "no feature passed"}`));
}
