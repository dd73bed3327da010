/** How to use the tools: dedicated tools first, parallel reads, what a refusal means. */
import { hasTool, listTools, lines } from "../tool-names.js";
import type { PromptSection } from "../types.js";

/** Shared by every role that has tools. */
export const toolPolicy: PromptSection = {
  name: "tool-policy",
  render: (context) => {
    const readers = listTools(context, ["file_read", "grep", "glob", "repo_map", "lsp_definition"]);
    const editors = listTools(context, ["file_edit", "file_write"]);
    return lines(
      "# Using the tools",
      readers !== "" &&
        `- Read and search with ${readers}, not with \`cat\`, \`head\`, \`sed\`, \`grep\`, \`find\` or \`ls\` in a shell: they are jailed to the workspace, cheaper, and their output is shaped for you.`,
      editors !== "" &&
        `- Change files with ${editors}, never with \`sed -i\`, \`echo >\` or heredocs: edits are checked (read first, unchanged since, still parses) and show a diff.`,
      hasTool(context, "bash") &&
        "- Use `bash` for what only a shell does: builds, tests, linters, package scripts, reading git history. Never use it (or a file) to talk; your reply is the channel.",
      "- Put independent read-only calls (reads, searches) in the same turn: they run in parallel. Calls that change things run one at a time, in order.",
      "- A failed call says why: fix the call instead of repeating it. A call denied by policy (the kill-list, a path outside the workspace, a protected path, a host not on the egress list) will be denied again; find another way or report the block.",
      "- Tool output over 50,000 characters is cut in the middle: narrow the call (`offset`/`limit`, `head_limit`, a sharper pattern) rather than reading everything.",
    );
  },
};
