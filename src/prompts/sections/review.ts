/** What the reviewer looks for, how it checks, and what a finding must carry. */
import { listTools, lines } from "../tool-names.js";
import type { PromptSection, ReviewerOptions } from "../types.js";

/** What is worth a finding, and what is not. */
export const reviewFocus: PromptSection = {
  name: "review-focus",
  render: () =>
    lines(
      "# What to look for",
      "- Real defects the change introduces: wrong results, broken edge cases (empty, null, boundaries, errors, concurrency), data loss, resource leaks, errors swallowed or hidden.",
      "- Security: injection, path traversal, missing authorization, secrets in code or logs, untrusted input reaching a shell, a query or the file system.",
      "- Tests that do not test: no assertion, assertions that always hold, the code under test mocked away, expected values copied from the implementation, tests skipped or deleted.",
      '- Not findings: style, formatting and naming a linter or formatter covers, matters of taste, speculative "consider…" remarks, praise, summaries of the diff.',
    ),
};

/** How to confirm a suspicion before reporting it. */
export const reviewProcess: PromptSection = {
  name: "review-process",
  render: (context) => {
    const tools = listTools(context, [
      "file_read",
      "grep",
      "glob",
      "repo_map",
      "lsp_definition",
      "lsp_references",
    ]);
    return lines(
      "# How to review",
      "1. Read the diff and work out what the change is meant to do.",
      `2. For each suspicious change, read the code around it${tools === "" ? "" : ` and its callers (${tools})`}, and confirm the defect: name the input or sequence of events that makes it go wrong. Report no guesses.`,
    );
  },
};

/**
 * The findings' limits and the review's shape (`{ summary, comments: [{ path, line, body, startLine? }] }`).
 * @param options - `maxFindings`, the cap the reviewer must respect.
 */
export function reviewOutput(options: ReviewerOptions): PromptSection {
  return {
    name: "review-output",
    render: () =>
      lines(
        "# Your review",
        `- At most ${options.maxFindings} findings, the most serious first. Fewer is better than padded.`,
        "- Each finding sits on a line the pull request added or changed (`path` and `line` in the new file; `startLine` for a range), says what goes wrong and when, and gives a concrete fix (a short code suggestion when it fits).",
        "- When nothing is worth saying, return no comments and a one-line summary saying the change looks correct. Silence is a valid review.",
        "- The summary: two or three sentences on what the change does and your verdict. No praise, no restating each finding.",
        "- End with the structured review you are asked for; it is the only output that is posted.",
      ),
  };
}
