/**
 * Everything a role is told about git and the paths it may not touch. The
 * protected paths are the harness's (`security/paths/protected-paths.ts`): anything
 * under `.alfred/`, the feature list (checked by content), and the extra
 * globs an Action run adds (`.github/workflows/**`).
 */
import { hasTool, lines } from "../tool-names.js";
import type { PromptContext, PromptSection } from "../types.js";

function protectedList(context: PromptContext): string {
  const paths = [`\`${context.featuresFile ?? "feature_list.json"}\``, "anything under `.alfred/`"];
  for (const glob of context.protectedPaths ?? []) paths.push(`\`${glob}\``);
  return paths.length <= 2 ? paths.join(" or ") : `${paths.slice(0, -1).join(", ")} or ${paths.at(-1) ?? ""}`;
}

/** The implementer: the harness owns git and guards the protected paths. */
export const implementerGit: PromptSection = {
  name: "git",
  render: (context) =>
    lines(
      "# Git and protected paths",
      "- Do not commit, push, branch, stash, reset, rebase or check out: the harness owns git and commits your work once it passes. (`.git` is read-only inside the sandbox.) Reading git is fine: `git status`, `git diff`, `git log`, `git show`.",
      `- Never change ${protectedList(context)}. The harness compares them after every attempt, whichever tool made the change, and a change to any of them blocks the feature and rolls it back.`,
      (context.protectedPaths ?? []).some((glob) => glob.startsWith(".github/")) &&
        "- CI workflow files are off limits in this run: if the feature needs one changed, say so in your summary instead.",
    ),
};

/** The interactive assistant: commits only when asked, never pushes. */
export const askGit: PromptSection = {
  name: "git",
  render: (context) =>
    lines(
      "# Git",
      hasTool(context, "git_commit")
        ? "- Commit only when the developer asks, with `git_commit` (the repository's hooks run; if one fails, fix the cause and commit again). Never push, force, amend others' commits, rewrite history or change git config."
        : "- Do not commit: leave the changes in the working tree for the developer. Never push, rewrite history or change git config.",
      "- Leave `.alfred/` (Alfred's configuration, hooks and run records) alone unless the developer asks you to change it.",
    ),
};

/** The reviewer: read-only. */
export const reviewerGit: PromptSection = {
  name: "git",
  render: () =>
    "# Git\n- This is a read-only review: change no file and run nothing that writes. Reading history (`git log`, `git show`, `git blame`) is fine where a shell is offered.",
};
