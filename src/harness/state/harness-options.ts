import type { AlfredConfig } from "../../config/schema.js";
import type { AutonomousRunOptions } from "./run-types.js";

/** The parts of {@link AutonomousRunOptions} that come straight from the configuration. */
export type HarnessSettings = Pick<
  AutonomousRunOptions,
  "defaultVerify" | "iterationBudget" | "rollback" | "verifyTimeoutMs" | "runBudget" | "featureBudget"
>;

/**
 * The harness settings of `config`, the same for `alfred run` and the Action:
 * verify command, attempts, rollback, verify timeout, run and feature budgets. Pure.
 */
export function harnessOptionsFrom(config: AlfredConfig): HarnessSettings {
  return {
    defaultVerify: config.verify,
    iterationBudget: config.iterationBudget,
    rollback: config.rollback,
    verifyTimeoutMs: config.verifyTimeoutMs,
    runBudget: { maxCostUsd: config.budget.maxCostUsd, maxWallClockMs: config.budget.maxWallClockMs },
    featureBudget: config.featureBudget,
  };
}
