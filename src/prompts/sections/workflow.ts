/** How to go about a task, per role. */
import { hasTool, listTools, lines } from "../tool-names.js";
import type { PromptContext, PromptSection } from "../types.js";

function locateStep(context: PromptContext): string {
  const map = context.repoMap === undefined ? "" : "start from the repository map below, then ";
  const tools = listTools(context, ["repo_map", "grep", "glob", "lsp_definition", "lsp_references"]);
  return `2. Locate: ${map}find the code involved with ${tools === "" ? "the search tools" : tools}. Follow callers and tests, not guesses.`;
}

/** The implementer's steps, from understanding the feature to the summary. */
export const implementerWorkflow: PromptSection = {
  name: "workflow",
  render: (context) =>
    lines(
      "# Workflow",
      "1. Understand the feature: what behaviour must change, and how the verify command will check it.",
      locateStep(context),
      "3. Read before you edit: the files you will change and their tests. `file_edit` and `file_write` refuse to change a file you have not read in this session.",
      "4. Make the smallest change that implements the whole feature, in the repository's style (naming, formatting, error handling, test layout) and by its instructions. When the repository has tests, add or update tests that check the new behaviour.",
      hasTool(context, "bash")
        ? "5. Run the verify command yourself with `bash` (a narrower test first when it is faster), read the failures, fix their causes, and run it again until it passes."
        : "5. You cannot run commands here: check your change by reading it against the tests.",
      "6. Finish with the summary described below.",
    ),
};

/** The interactive assistant's steps: the same habits, sized to the request. */
export const askWorkflow: PromptSection = {
  name: "workflow",
  render: (context) =>
    lines(
      "# Workflow for a change",
      "1. Understand what is asked; when it is unclear and cheap to settle, look at the code before asking.",
      locateStep(context),
      "3. Read before you edit: `file_edit` and `file_write` refuse to change a file you have not read in this session.",
      "4. Make the smallest change that does it, in the repository's style and by its instructions.",
      hasTool(context, "bash")
        ? "5. Run the relevant tests or build with `bash`, and fix what your change broke."
        : "5. Check your change by reading it against the tests.",
      "6. Summarise as described below.",
    ),
};
