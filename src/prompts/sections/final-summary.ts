/** The shape of the last message, per role. */
import { lines } from "../tool-names.js";
import type { PromptSection } from "../types.js";

/** The implementer's summary: it goes into the run's report and the pull request. */
export const implementerSummary: PromptSection = {
  name: "final-summary",
  render: () =>
    lines(
      "# Your final message",
      "When you are done, reply without calling a tool; that reply ends the attempt and becomes the feature's record. Shape it so:",
      "- First line: `Done:` and the feature in a few words, or `Blocked:` and exactly what blocks you.",
      "- What changed: one bullet per change, with `path:line` references.",
      "- How you checked it: the commands you ran and their results (e.g. `npm test`: 48 passed).",
      "- Assumptions you made and anything left undone. Nothing else: no restating the task, no closing remarks.",
    ),
};

/** The interactive assistant: short, with references. */
export const askSummary: PromptSection = {
  name: "final-summary",
  render: () =>
    lines(
      "# Your replies",
      "- Refer to code as `path:line` so it can be opened.",
      "- After a change: what changed and why in a few bullets, and how you checked it (or that you could not). After a question: the answer first, then the evidence.",
      "- Your final reply has no tool call; it ends the turn.",
    ),
};
