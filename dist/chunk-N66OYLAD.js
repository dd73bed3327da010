import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  ALFRED_MARKER,
  addReaction,
  postComment,
  statusOf,
  toGitHubApiError
} from "./chunk-YGMD6STP.js";

// src/github/permissions.ts
async function checkCommenter(octokit, query) {
  const login = query.username;
  if (query.selfLogin !== void 0 && sameLogin(login, query.selfLogin) || query.body !== void 0 && query.body.includes(ALFRED_MARKER)) {
    return { allowed: false, reason: "own comment", silent: true };
  }
  if (query.authorType === "Bot") {
    if ((query.allowedBots ?? []).some((bot) => sameLogin(bot, login)))
      return { allowed: true, permission: "allowed_bot" };
    return {
      allowed: false,
      reason: `@${login} is a bot, and bots may trigger Alfred only when listed in \`allowed-bots\``
    };
  }
  let data;
  try {
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: query.owner,
      repo: query.repo,
      username: login
    }));
  } catch (thrown) {
    if (statusOf(thrown) === 404) {
      return { allowed: false, reason: `@${login} is not a collaborator of ${query.owner}/${query.repo}` };
    }
    throw toGitHubApiError(`check @${login}'s permission`, thrown);
  }
  const access = writeAccessOf(data.permission, data.role_name);
  if (access !== void 0) return { allowed: true, permission: access };
  const level = data.role_name === "" ? data.permission : data.role_name;
  const has = level === "none" ? "has no access" : `has ${level} access`;
  return {
    allowed: false,
    reason: `@${login} ${has} to ${query.owner}/${query.repo}; Alfred runs only for people with write, maintain or admin access`
  };
}
function writeAccessOf(permission, roleName) {
  if (roleName === "admin" || roleName === "maintain" || roleName === "write") return roleName;
  if (permission === "admin" || permission === "write") return permission;
  return void 0;
}
function sameLogin(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}

// src/action/runner/admit-commenter.ts
async function admitCommenter(octokit, context, config, event) {
  const { owner, repo } = context;
  const access = await checkCommenter(octokit, {
    owner,
    repo,
    username: event.comment.authorLogin,
    authorType: event.comment.authorType,
    allowedBots: config.github.allowedBots,
    body: event.comment.body
  });
  if (!access.allowed) {
    if (access.silent !== true) {
      const where = { owner, repo, issueNumber: event.issue.number };
      await postComment(octokit, where, `@${event.comment.authorLogin} thanks for asking! ${access.reason}`);
    }
    return `not started: ${access.reason}`;
  }
  await addReaction(octokit, { owner, repo, commentId: event.comment.id, content: "eyes" });
  return void 0;
}

export {
  admitCommenter
};
