/**
 * One system prompt per role, assembled from the named sections in
 * `sections/`. The tables below are the whole of what each role is told, in
 * order: to find what the implementer hears about git, follow `implementerGit`.
 *
 * Each prompt is a pure function of the session's {@link PromptContext}: no
 * clock, no per-turn state, so it is byte-identical on every turn and the
 * provider's prompt cache holds.
 */
import { environment, memoryCore, repoMap, repositoryInstructions, skillsIndex } from "./sections/context.js";
import { askSummary, implementerSummary } from "./sections/final-summary.js";
import { askGit, implementerGit, reviewerGit } from "./sections/git.js";
import { askIdentity, implementerIdentity, reviewerIdentity } from "./sections/identity.js";
import { askRestraint, implementerRestraint } from "./sections/restraint.js";
import { reviewFocus, reviewOutput, reviewProcess } from "./sections/review.js";
import { rubricAnswer, rubricExamples, rubricIdentity, rubricScale } from "./sections/rubric.js";
import { ciSituation, interactiveSituation } from "./sections/situation.js";
import { toolPolicy } from "./sections/tool-policy.js";
import { askUntrusted, implementerUntrusted, reviewerUntrusted } from "./sections/untrusted.js";
import { askWorkflow, implementerWorkflow } from "./sections/workflow.js";
import type { PromptContext, PromptRole, PromptSection, ReviewerOptions } from "./types.js";

/** The context slots, in the order every role with context gets them (most stable first). */
const CONTEXT_SECTIONS: readonly PromptSection[] = [
  environment,
  repositoryInstructions,
  memoryCore,
  skillsIndex,
  repoMap,
];

/** The implementer's sections, in order. */
const IMPLEMENTER_SECTIONS: readonly PromptSection[] = [
  implementerIdentity,
  ciSituation,
  implementerWorkflow,
  toolPolicy,
  implementerGit,
  implementerRestraint,
  implementerUntrusted,
  implementerSummary,
  ...CONTEXT_SECTIONS,
];

/** The interactive assistant's sections, in order. */
const ASK_SECTIONS: readonly PromptSection[] = [
  askIdentity,
  interactiveSituation,
  askWorkflow,
  toolPolicy,
  askGit,
  askRestraint,
  askUntrusted,
  askSummary,
  ...CONTEXT_SECTIONS,
];

/** The reviewer's sections, in order, for a cap of `maxFindings`. */
function reviewerSections(options: ReviewerOptions): readonly PromptSection[] {
  return [
    reviewerIdentity,
    reviewFocus,
    reviewProcess,
    toolPolicy,
    reviewerGit,
    reviewerUntrusted,
    reviewOutput(options),
    ...CONTEXT_SECTIONS,
  ];
}

/** The rubric's sections: no repository context, since it judges from the evidence it is given. */
const RUBRIC_SECTIONS: readonly PromptSection[] = [rubricIdentity, rubricScale, rubricExamples, rubricAnswer];

/** Renders sections in order, separated by blank lines; a section that renders nothing is left out. */
function assemble(sections: readonly PromptSection[], context: PromptContext): string {
  return sections
    .map((section) => section.render(context))
    .filter((text): text is string => text !== undefined && text !== "")
    .join("\n\n");
}

/** The implementer's system prompt (`alfred run`, the scheduled Action, `/alfred implement`). */
export function implementerPrompt(context: PromptContext): string {
  return assemble(IMPLEMENTER_SECTIONS, context);
}

/** The interactive assistant's system prompt (`alfred ask`). */
export function askPrompt(context: PromptContext): string {
  return assemble(ASK_SECTIONS, context);
}

/**
 * The reviewer's system prompt (review mode). The caller gives the tools it
 * offers in `context.toolNames` (read-only ones) and the findings cap.
 * @throws RangeError when `maxFindings` is not a positive integer.
 */
export function reviewerPrompt(context: PromptContext, options: ReviewerOptions): string {
  if (!Number.isInteger(options.maxFindings) || options.maxFindings < 1)
    throw new RangeError(`maxFindings must be a positive integer, got ${options.maxFindings}`);
  return assemble(reviewerSections(options), context);
}

/** The rubric's system prompt: a constant. */
export function rubricSystemPrompt(): string {
  return assemble(RUBRIC_SECTIONS, {});
}

/** The default number of findings a review may carry. */
export const DEFAULT_MAX_FINDINGS = 10;

/** The system prompt of `role` (the reviewer with {@link DEFAULT_MAX_FINDINGS} unless given). */
export function systemPromptFor(role: PromptRole, context: PromptContext, review?: ReviewerOptions): string {
  switch (role) {
    case "implementer":
      return implementerPrompt(context);
    case "ask":
      return askPrompt(context);
    case "reviewer":
      return reviewerPrompt(context, review ?? { maxFindings: DEFAULT_MAX_FINDINGS });
    case "rubric":
      return rubricSystemPrompt();
  }
}
