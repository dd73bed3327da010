/**
 * The harness's task messages. The wording lives with the other prompts in
 * `src/prompts/`; these keep the harness's call sites and its `Feature` type.
 */
import { type ImplementExtras, implementTask, rubricTask } from "../../prompts/tasks.js";
import type { Feature } from "../features/feature-list.js";

export { rubricSystemPrompt } from "../../prompts/roles.js";

/**
 * What the implement agent is asked: the feature, the facts recalled from
 * memory for it, the map focused on it, and feedback from the previous failed attempt.
 */
export function implementPrompt(
  feature: Feature,
  verifyCommand: string,
  attempt: number,
  extras: ImplementExtras = {},
): string {
  return implementTask(feature, verifyCommand, attempt, extras);
}

/** What the rubric agent is asked: the feature, the diff against the checkpoint, and the verify output. */
export function rubricPrompt(
  feature: Feature,
  diff: string,
  verifyCommand: string,
  verifyOutput: string,
): string {
  return rubricTask(feature, diff, verifyCommand, verifyOutput);
}
