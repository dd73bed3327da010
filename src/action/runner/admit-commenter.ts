import type { AlfredConfig } from "../../config/schema.js";
import type { GitHubClient } from "../../github/client.js";
import { addReaction, postComment } from "../../github/comments.js";
import type { ActionsContext, IssueCommentEvent } from "../../github/event.js";
import { checkCommenter } from "../../github/permissions.js";

/**
 * The gate of every comment trigger (`/alfred implement`, `/alfred review`):
 * the commenter needs write access (or is an allowed bot). A refused person
 * gets one polite reply (bots and Alfred itself are refused silently); an
 * admitted comment gets Alfred's 👀 reaction.
 * @returns undefined when admitted, else why not (`not started: …`).
 */
export async function admitCommenter(
  octokit: GitHubClient,
  context: Pick<ActionsContext, "owner" | "repo">,
  config: AlfredConfig,
  event: IssueCommentEvent,
): Promise<string | undefined> {
  const { owner, repo } = context;
  const access = await checkCommenter(octokit, {
    owner,
    repo,
    username: event.comment.authorLogin,
    authorType: event.comment.authorType,
    allowedBots: config.github.allowedBots,
    body: event.comment.body,
  });
  if (!access.allowed) {
    if (access.silent !== true) {
      const where = { owner, repo, issueNumber: event.issue.number };
      await postComment(octokit, where, `@${event.comment.authorLogin} thanks for asking! ${access.reason}`);
    }
    return `not started: ${access.reason}`;
  }
  await addReaction(octokit, { owner, repo, commentId: event.comment.id, content: "eyes" });
  return undefined;
}
