import { fence as taintFence } from "../security/taint.js";
import type { Feature } from "./feature-list.js";

const fence = (text: string): string => text.replaceAll("```", "``\u200b`");

/** What the implement agent is asked, including feedback from the previous failed attempt. */
export function implementPrompt(
  feature: Feature,
  verifyCommand: string,
  attempt: number,
  feedback?: string,
): string {
  const steps =
    feature.steps.length === 0 ? "" : `\nSteps:\n${feature.steps.map((step) => `- ${step}`).join("\n")}\n`;
  const retry =
    feedback === undefined
      ? ""
      : `\nThis is attempt ${attempt}. The previous attempt failed verification; the end of its output:\n\`\`\`\n${fence(feedback)}\n\`\`\`\nFix the cause.\n`;
  return [
    `Implement this feature of the repository (id: ${feature.id}).`,
    "",
    `Feature: ${feature.description}`,
    steps,
    `When you are done, this command must exit 0: \`${verifyCommand}\``,
    "You may run it yourself with the bash tool. Do not commit, and do not edit feature_list.json or anything under .alfred/:",
    "the harness verifies, scores and commits your work.",
    retry,
  ].join("\n");
}

/** What the rubric agent is asked: the feature, the diff against the checkpoint, and the verify output. */
export function rubricPrompt(
  feature: Feature,
  diff: string,
  verifyCommand: string,
  verifyOutput: string,
): string {
  const cappedDiff = diff.length > 60_000 ? `${diff.slice(0, 60_000)}\n… (diff truncated)` : diff;
  return [
    "You are reviewing whether a feature was genuinely implemented. Score it:",
    "2 = fully and genuinely implemented; 1 = partly, or doubtful; 0 = not implemented, or the tests were weakened or gamed",
    "(e.g. a test changed to always pass, the verify command's checks removed, hard-coded results).",
    "",
    `Feature (${feature.id}): ${feature.description}`,
    ...feature.steps.map((step) => `- ${step}`),
    "",
    // Both are written by the agent or the repository's code: data to judge, never instructions to follow.
    "The diff against the checkpoint:",
    taintFence(cappedDiff === "" ? "(no changes)" : cappedDiff, "diff"),
    "",
    `The verify command \`${verifyCommand}\` exited 0; the end of its output:`,
    taintFence(verifyOutput, "verify-output"),
  ].join("\n");
}
