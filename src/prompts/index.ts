export {
  ASK_SECTIONS,
  DEFAULT_MAX_FINDINGS,
  IMPLEMENTER_SECTIONS,
  RUBRIC_SECTIONS,
  askPrompt,
  assemble,
  implementerPrompt,
  reviewerPrompt,
  reviewerSections,
  rubricSystemPrompt,
  systemPromptFor,
} from "./roles.js";
export {
  type FeatureText,
  type PullRequestText,
  REVIEW_DIFF_CHARS,
  RUBRIC_DIFF_CHARS,
  implementTask,
  reviewTask,
  rubricTask,
} from "./tasks.js";
export { ASSUMED_TOOLS, hasTool } from "./tool-names.js";
export {
  PROMPT_ROLES,
  type PromptContext,
  type PromptRole,
  type PromptSection,
  type ReviewerOptions,
} from "./types.js";
