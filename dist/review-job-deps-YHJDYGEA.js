import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  createGitHubClient,
  ensureSandbox
} from "./chunk-NDAKBJHK.js";
import {
  admitCommenter
} from "./chunk-N66OYLAD.js";
import {
  ALFRED_MARKER,
  DEFAULT_MAP_TOKENS,
  LSP_CONFIG_FILE,
  askStructured,
  createSession,
  drainQuery,
  gatherPromptContext,
  hideGitCredentials,
  issueComments,
  openLedger,
  postComment,
  readMcpConfig,
  renderRepoMap,
  runDirectory,
  statusOf,
  toGitHubApiError,
  updateComment
} from "./chunk-YGMD6STP.js";
import "./chunk-AJLGYHKK.js";
import {
  sanitizeUntrustedText
} from "./chunk-YLPDZBBZ.js";
import "./chunk-SEWWHOY5.js";
import "./chunk-QK4XIE4N.js";
import "./chunk-VMLX44QF.js";
import {
  ensureCommit
} from "./chunk-SBSOUQVX.js";
import {
  formatUsd,
  inertMarkdown,
  inlineText,
  ledgerArtifactName,
  readSourceFile
} from "./chunk-7ZH43UY5.js";
import {
  providerKeys
} from "./chunk-MNHSWMB2.js";
import "./chunk-7HJPGASK.js";
import {
  runQuery
} from "./chunk-GY3LDJGX.js";
import {
  DEFAULT_MAX_FINDINGS,
  ToolRegistry,
  addCost,
  estimateTokens,
  fence,
  reviewerPrompt,
  systemDeps,
  toolUsesOf
} from "./chunk-2XKG2MCG.js";
import "./chunk-OYGW7ROU.js";
import "./chunk-QT3ZL4KA.js";
import {
  HOST_PROFILES,
  createRedactor,
  hostOffersTool,
  permissionModeFor,
  redact
} from "./chunk-KZGOVMV3.js";
import {
  array,
  number,
  strictObject,
  string
} from "./chunk-DLGEH2NF.js";
import "./chunk-DKERYQJ7.js";
import "./chunk-5WUO2G6I.js";
import "./chunk-ZV5H6OHN.js";
import "./chunk-THCW2TDP.js";
import {
  git
} from "./chunk-EVBB5HG7.js";
import {
  errorMessage
} from "./chunk-ZVFRXTU7.js";
import "./chunk-XRZ52MBI.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/github/pull-review-api.ts
function toChangedFile(file) {
  return {
    path: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    ...file.patch === void 0 ? {} : { patch: file.patch },
    ...file.previous_filename === void 0 ? {} : { previousPath: file.previous_filename }
  };
}
async function getPull(octokit, ref) {
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber
    });
    return {
      number: data.number,
      title: data.title,
      body: data.body ?? "",
      draft: data.draft ?? false,
      state: data.state,
      head: { sha: data.head.sha, ref: data.head.ref, repository: data.head.repo?.full_name },
      base: { sha: data.base.sha, ref: data.base.ref }
    };
  } catch (thrown) {
    throw toGitHubApiError(`read pull request #${ref.pullNumber}`, thrown);
  }
}
async function listPullFiles(octokit, ref) {
  try {
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      per_page: 100
    });
    return files.map(toChangedFile);
  } catch (thrown) {
    throw toGitHubApiError(`list the files of #${ref.pullNumber}`, thrown);
  }
}
async function compareCommits(octokit, where) {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: where.owner,
      repo: where.repo,
      basehead: `${where.base}...${where.head}`
    });
    return { status: data.status, files: (data.files ?? []).map(toChangedFile) };
  } catch (thrown) {
    if (statusOf(thrown) === 404) return void 0;
    throw toGitHubApiError(`compare ${where.base.slice(0, 10)}...${where.head.slice(0, 10)}`, thrown);
  }
}
async function listReviewComments(octokit, ref) {
  try {
    const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      per_page: 100
    });
    return comments.map((comment) => ({
      id: comment.id,
      path: comment.path,
      line: comment.line ?? null,
      body: comment.body,
      authorLogin: comment.user.login,
      authorIsBot: comment.user.type === "Bot"
    }));
  } catch (thrown) {
    throw toGitHubApiError(`list the review comments of #${ref.pullNumber}`, thrown);
  }
}
async function postReview(octokit, ref, review) {
  try {
    const { data } = await octokit.rest.pulls.createReview({
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      commit_id: review.commitId,
      event: "COMMENT",
      body: review.body,
      comments: review.comments.map((comment) => ({
        path: comment.path,
        line: comment.line,
        side: "RIGHT",
        ...comment.startLine === void 0 || comment.startLine === comment.line ? {} : { start_line: comment.startLine, start_side: "RIGHT" },
        body: comment.body
      })),
      request: { retries: 0 }
    });
    return { id: data.id, url: data.html_url };
  } catch (thrown) {
    throw toGitHubApiError(`post the review of #${ref.pullNumber}`, thrown);
  }
}

// src/github/review-sticky.ts
var REVIEW_STICKY_MARKER = "<!-- alfred-review -->";
var STATE_LINE = /<!-- alfred-review-state: ([0-9a-f]{7,64}) -->/;
function renderSticky(state) {
  const lines = [];
  let reviewed;
  switch (state.phase) {
    case "reviewing":
      lines.push(`### Alfred is reviewing \`${state.headSha.slice(0, 10)}\`\u2026`);
      if (state.note !== void 0) lines.push("", inlineText(state.note, 300));
      break;
    case "done": {
      reviewed = state.headSha;
      const verdict = state.findings === 0 ? "no findings" : `${state.findings} finding${state.findings === 1 ? "" : "s"} (${state.inline} inline)`;
      lines.push(
        `### Alfred reviewed \`${state.headSha.slice(0, 10)}\`: ${verdict}`,
        "",
        `Scope: ${inlineText(state.scope, 200)} \xB7 cost ${formatUsd(state.costUsd)}`
      );
      if (state.reviewUrl !== void 0) lines.push("", `[The review](${state.reviewUrl})`);
      break;
    }
    case "skipped":
    case "failed":
      reviewed = state.reviewedSha;
      lines.push(
        `### Alfred ${state.phase === "failed" ? "could not review" : "skipped"} this pull request`,
        ""
      );
      lines.push(inlineText(state.why, 500));
      break;
  }
  lines.push("", `[Run log](${state.runUrl})`, "", ALFRED_MARKER, REVIEW_STICKY_MARKER);
  if (reviewed !== void 0) lines.push(`<!-- alfred-review-state: ${reviewed} -->`);
  return `${lines.join("\n")}
`;
}
async function findSticky(octokit, where) {
  try {
    for await (const comment of issueComments(octokit, where)) {
      const body = comment.body ?? "";
      if (!body.includes(REVIEW_STICKY_MARKER) || comment.user?.type !== "Bot") continue;
      const sha = STATE_LINE.exec(body)?.[1];
      return { id: comment.id, url: comment.html_url, ...sha === void 0 ? {} : { reviewedSha: sha } };
    }
    return void 0;
  } catch (thrown) {
    throw toGitHubApiError(`find the review comment of #${where.issueNumber}`, thrown);
  }
}
async function writeSticky(octokit, where, existing, body) {
  if (existing !== void 0) {
    const updated = await updateComment(
      octokit,
      { owner: where.owner, repo: where.repo, commentId: existing.id },
      body
    );
    return { ...existing, url: updated.url };
  }
  const created = await postComment(octokit, where, body, { retries: 0 });
  return { id: created.id, url: created.url };
}

// src/action/review/review-git.ts
async function checkoutCommit(workingDir, sha) {
  const head = (
    // No HEAD (or git cannot tell) is not at `sha`: the fetch and checkout below report a real problem.
    (await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd: workingDir }).catch(() => void 0))?.stdout.trim()
  );
  if (head === sha) return;
  await ensureCommit(workingDir, sha);
  await git(["checkout", "--quiet", "--detach", sha], { cwd: workingDir });
}

// src/github/diff-hunks.ts
var HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function parsePatch(patch) {
  const hunks = [];
  let oldLine = 0;
  let newLine = 0;
  let oldLeft = 0;
  let newLeft = 0;
  for (const raw of patch.split(/\r?\n/)) {
    const header = HUNK_HEADER.exec(raw);
    if (header !== null) {
      oldLine = Number(header[1]);
      newLine = Number(header[3]);
      oldLeft = Number(header[2] ?? "1");
      newLeft = Number(header[4] ?? "1");
      hunks.push({ header: raw, newStart: newLine, newCount: newLeft, lines: [] });
      continue;
    }
    const hunk = hunks.at(-1);
    if (hunk === void 0 || raw.startsWith("\\")) continue;
    const marker = raw === "" ? " " : raw[0];
    const text = raw.slice(1);
    if (marker === "+" && newLeft > 0) {
      hunk.lines.push({ kind: "added", text, newLine });
      newLine += 1;
      newLeft -= 1;
    } else if (marker === "-" && oldLeft > 0) {
      hunk.lines.push({ kind: "deleted", text, oldLine });
      oldLine += 1;
      oldLeft -= 1;
    } else if (marker === " " && newLeft > 0 && oldLeft > 0) {
      hunk.lines.push({ kind: "context", text, newLine, oldLine });
      newLine += 1;
      oldLine += 1;
      newLeft -= 1;
      oldLeft -= 1;
    }
  }
  return hunks;
}
function rightSideRanges(hunks) {
  return hunks.filter((hunk) => hunk.newCount > 0).map((hunk) => ({ start: hunk.newStart, end: hunk.newStart + hunk.newCount - 1 }));
}
function isCommentable(ranges, line, startLine) {
  const first = startLine ?? line;
  if (first > line) return false;
  return ranges.some((range) => range.start <= first && line <= range.end);
}
function isDeletionOnly(hunk) {
  return !hunk.lines.some((line) => line.kind === "added");
}

// src/action/review/diff-prompt.ts
var NAME_ONLY = [
  /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|Cargo\.lock|Gemfile\.lock|composer\.lock|poetry\.lock|Pipfile\.lock|uv\.lock|go\.sum|flake\.lock|packages\.lock\.json)$/,
  /\.lock$/,
  /(^|\/)(dist|build|vendor|node_modules|third_party|__generated__|generated)\//,
  /\.(min\.js|min\.css|map|snap|pb\.go|g\.dart|designer\.cs)$/,
  /(_pb2(_grpc)?\.py|\.generated\.[a-z]+)$/
];
var DOCS = /\.(md|mdx|rst|txt|adoc)$/i;
var TESTS = /(^|\/)(test|tests|__tests__|spec|e2e)\/|\.(test|spec)\.[a-z]+$|_test\.(go|py)$|(^|\/)test_[^/]+\.py$/i;
var CODE = /\.(ts|tsx|js|jsx|mjs|cjs|py|go|rs|java|kt|cs|rb|php|c|h|cc|cpp|hpp|swift|scala|sh|sql)$/i;
function priorityOf(path) {
  if (TESTS.test(path)) return 1;
  if (CODE.test(path)) return 0;
  if (DOCS.test(path)) return 3;
  return 2;
}
function renderHunk(hunk) {
  const lines = [hunk.header.replace(/^(@@[^@]*@@).*$/, "$1")];
  for (const line of hunk.lines) {
    const number2 = line.newLine === void 0 ? "" : String(line.newLine);
    const marker = line.kind === "added" ? "+" : line.kind === "deleted" ? "-" : " ";
    lines.push(`${marker}${number2.padStart(6)} | ${line.text}`);
  }
  return lines.join("\n");
}
function renderFile(file, hunks) {
  const renamed = file.previousPath === void 0 ? "" : ` (from ${file.previousPath})`;
  const header = `=== ${file.path}${renamed}: ${file.status}, +${file.additions} -${file.deletions} ===`;
  return [header, ...hunks.map(renderHunk)].join("\n");
}
function nameOnlyReason(file, hunks) {
  if (file.status === "removed") return "deleted";
  if (NAME_ONLY.some((pattern) => pattern.test(file.path))) return "lock or generated file";
  if (file.patch === void 0) return "binary or too large to diff";
  if (hunks.length === 0) return "only deletions";
  return void 0;
}
function renderReviewDiff(files, budgetTokens) {
  const nameOnly = [];
  const candidates = [];
  for (const file of files) {
    const hunks = parsePatch(file.patch ?? "").filter((hunk) => !isDeletionOnly(hunk));
    const why = nameOnlyReason(file, hunks);
    if (why !== void 0) nameOnly.push({ path: file.path, why });
    else candidates.push({ path: file.path, text: renderFile(file, hunks), priority: priorityOf(file.path) });
  }
  candidates.sort((a, b) => a.priority - b.priority || a.text.length - b.text.length);
  const listing = nameOnly.map((entry) => `- ${entry.path} (${entry.why})`).join("\n");
  let left = budgetTokens - estimateTokens(listing) - 200;
  const shown = [];
  const omitted = [];
  for (const candidate of candidates) {
    const cost = estimateTokens(candidate.text);
    if (cost <= left) {
      shown.push(candidate);
      left -= cost;
    } else omitted.push(candidate.path);
  }
  const order = new Map(files.map((file, index) => [file.path, index]));
  shown.sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0));
  const parts = [shown.map((entry) => entry.text).join("\n\n")];
  if (nameOnly.length > 0) parts.push(`Changed, listed by name only:
${listing}`);
  if (omitted.length > 0) {
    parts.push(
      `Left out to fit the budget (read them with file_read if they matter):
${omitted.map((path) => `- ${path}`).join("\n")}`
    );
  }
  return {
    text: parts.filter((part) => part !== "").join("\n\n"),
    shown: shown.map((entry) => entry.path),
    nameOnly,
    omitted
  };
}

// src/github/review-threads.ts
var REVIEW_THREADS_QUERY = `query ($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          isResolved
          comments(first: 1) {
            nodes { path line body author { __typename login } }
          }
        }
      }
    }
  }
}`;
var MAX_PAGES = 20;
async function listReviewThreads(octokit, ref) {
  const threads = [];
  let cursor = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    let answer;
    try {
      answer = await octokit.graphql(REVIEW_THREADS_QUERY, {
        owner: ref.owner,
        repo: ref.repo,
        number: ref.pullNumber,
        cursor
      });
    } catch (thrown) {
      throw toGitHubApiError(`list the review threads of #${ref.pullNumber}`, thrown);
    }
    const connection = answer.repository?.pullRequest?.reviewThreads;
    if (connection === void 0)
      throw toGitHubApiError(
        `list the review threads of #${ref.pullNumber}`,
        new Error("pull request not found")
      );
    for (const thread of connection.nodes) {
      const first = thread?.comments.nodes[0];
      if (thread === null || first === null || first === void 0) continue;
      threads.push({
        isResolved: thread.isResolved,
        path: first.path,
        line: first.line,
        body: first.body,
        authorLogin: first.author?.login ?? "",
        authorIsBot: first.author?.__typename === "Bot"
      });
    }
    if (!connection.pageInfo.hasNextPage || connection.pageInfo.endCursor === null) break;
    cursor = connection.pageInfo.endCursor;
  }
  return threads;
}

// src/action/review/open-comments.ts
function isAlfreds(comment) {
  return comment.authorIsBot && comment.body.includes(ALFRED_MARKER);
}
function lineOf(comment) {
  return comment.line === null ? [] : [{ path: comment.path, line: comment.line }];
}
function openThreadLines(threads) {
  return threads.filter((thread) => !thread.isResolved && isAlfreds(thread)).flatMap(lineOf);
}
function currentCommentLines(comments) {
  return comments.filter(isAlfreds).flatMap(lineOf);
}
async function openAlfredLines(octokit, ref, log) {
  try {
    return openThreadLines(await listReviewThreads(octokit, ref));
  } catch (thrown) {
    log(
      `review threads unavailable (${errorMessage(thrown)}); deduplicating against Alfred's comments that are not outdated instead, resolved or not`
    );
    return currentCommentLines(await listReviewComments(octokit, ref));
  }
}

// src/action/review/placement.ts
var SUBMIT_REVIEW = "submit_review";
var MAX_BODY_CHARS = 4e3;
var reviewOutputSchema = strictObject({
  summary: string().max(2e4),
  comments: array(
    strictObject({
      path: string().min(1),
      line: number().int().positive(),
      body: string().min(1),
      startLine: number().int().positive().optional()
    })
  ).max(100)
});
function cleanBody(text, redact2) {
  const visible = inertMarkdown(
    sanitizeUntrustedText(text).replace(/</g, "&lt;").replace(/@(?=[A-Za-z0-9])/g, "@\u200B").trim()
  );
  const cut = visible.length > MAX_BODY_CHARS ? `${visible.slice(0, MAX_BODY_CHARS - 1)}\u2026` : visible;
  return redact2(cut);
}
function normalise(path) {
  return path.replace(/^\.?\/+/, "").replace(/^[ab]\//, "");
}
function placeComments(output, files, open, redact2) {
  const ranges = new Map(files.map((file) => [file.path, rightSideRanges(parsePatch(file.patch ?? ""))]));
  const taken = new Set(open.map((comment) => `${comment.path}:${comment.line}`));
  const inline = [];
  const inBody = [];
  let duplicates = 0;
  for (const comment of output.comments) {
    const path = normalise(comment.path);
    const body = cleanBody(comment.body, redact2);
    if (body === "") continue;
    const key = `${path}:${comment.line}`;
    if (taken.has(key)) {
      duplicates += 1;
      continue;
    }
    taken.add(key);
    const fileRanges = ranges.get(path) ?? [];
    if (isCommentable(fileRanges, comment.line, comment.startLine)) {
      inline.push({
        path,
        line: comment.line,
        ...comment.startLine === void 0 ? {} : { startLine: comment.startLine },
        body: `${body}

${ALFRED_MARKER}`
      });
    } else if (comment.startLine !== void 0 && isCommentable(fileRanges, comment.line)) {
      inline.push({ path, line: comment.line, body: `${body}

${ALFRED_MARKER}` });
    } else {
      inBody.push({ path, line: comment.line, body });
    }
  }
  return { inline, inBody, duplicates };
}
function renderReviewBody(summary, inBody, redact2) {
  const lines = [cleanBody(summary, redact2) || "Reviewed by Alfred."];
  if (inBody.length > 0) {
    lines.push("", "**Findings outside the diff**", "");
    for (const finding of inBody) {
      const quoted = finding.body.replace(/\n/g, "\n  ");
      lines.push(`- \`${finding.path.replace(/`/g, "'")}:${finding.line}\`: ${quoted}`);
    }
  }
  lines.push("", ALFRED_MARKER);
  return `${lines.join("\n")}
`;
}

// src/action/review/review-ledger.ts
import { join } from "node:path";
async function recordReview(record2) {
  const runDir = join(record2.workingDir, runDirectory(record2.runId));
  const ledgerPath = join(runDir, "ledger.jsonl");
  const ledger = await openLedger(ledgerPath, record2.ledgerKey, systemDeps, {
    redact: (text, options) => redact(text, { knownSecrets: [...record2.knownSecrets, ...options?.knownSecrets ?? []] })
  });
  await ledger.append("review_start", record2.start);
  await ledger.append("review", record2.review);
  await ledger.append("run_end", { status: "success", kind: "review" });
  const { artifactUrl, uploadLedgerArtifact } = await import("./artifact-5RJODM4Q.js");
  const uploaded = await uploadLedgerArtifact({
    name: record2.artifactName,
    files: [ledgerPath],
    rootDirectory: runDir,
    ...omitUndefined({ retentionDays: record2.retentionDays })
  });
  return {
    id: uploaded.id,
    url: artifactUrl(record2.serverUrl, record2.repository, record2.actionsRunId, uploaded.id)
  };
}

// src/action/review/reviewer-prompt.ts
function reviewRequestMessage(input) {
  const description = `Title: ${sanitizeUntrustedText(input.title)}

${sanitizeUntrustedText(input.body)}`;
  const map = input.repoMap?.trim() ?? "";
  return [
    `Review pull request #${input.number}. Scope: ${input.scope}.`,
    "The author's description:",
    fence(description, "pull-request"),
    "The diff (`+` added, `-` deleted, the number is the line in the new file):",
    fence(input.diff, "diff"),
    ...map === "" ? [] : [
      "The repository map, focused on the changed files (their definitions and what they use and are used by, most relevant first):",
      fence(map, "repo-map")
    ],
    `Explore as much as you need; when you stop calling tools you will be asked for the review (${SUBMIT_REVIEW}).`
  ].join("\n\n");
}
var SUBMIT_NOW = `Now submit your review with ${SUBMIT_REVIEW}: a summary and the comments (path, line in the new file, body, optional startLine).`;

// src/action/review/review-query.ts
function isReviewTool(tool) {
  return hostOffersTool(HOST_PROFILES.actionReview.tools, tool);
}
function reviewRegistry(tools) {
  return new ToolRegistry(tools.filter(isReviewTool));
}
function closedHistory(messages) {
  const last = messages.at(-1);
  if (last?.role === "assistant" && toolUsesOf(last.content).length > 0) return messages.slice(0, -1);
  return messages;
}
async function runReviewQuery(userMessage, config, onEvent) {
  const readOnly = {
    ...config,
    toolHost: { ...config.toolHost, permissionMode: permissionModeFor("actionReview", void 0) }
  };
  const explored = await drainQuery(runQuery(userMessage, readOnly), onEvent);
  if (explored.status === "aborted" || explored.status === "provider_error") {
    const error = explored.error?.message ?? explored.status;
    return { ok: false, error, costUsd: explored.costUsd, turns: explored.turns };
  }
  const { state, outcome } = await askStructured(
    SUBMIT_NOW,
    { ...readOnly, history: closedHistory(explored.messages) },
    reviewOutputSchema,
    SUBMIT_REVIEW,
    onEvent
  );
  const costUsd = addCost(explored.costUsd, state.costUsd);
  const turns = explored.turns + state.turns;
  if (outcome.ok) return { ok: true, output: outcome.value, costUsd, turns };
  return { ok: false, error: state.error?.message ?? outcome.error, costUsd, turns };
}

// src/action/review/review-session.ts
async function prepareForServers(run) {
  const { options, pull, config } = run;
  const base = { kind: "commit", sha: pull.base.sha };
  const mcp = await readMcpConfig(options.workingDir, base);
  const lsp = await readSourceFile(options.workingDir, LSP_CONFIG_FILE, base);
  if (mcp.servers.length === 0 && lsp === void 0) return;
  await options.prepareSandbox(config).catch((thrown) => {
    options.log(`servers of the base: ${errorMessage(thrown)}`);
  });
}
async function startReviewer(run) {
  const { options, pull, config } = run;
  const base = { kind: "commit", sha: pull.base.sha };
  await prepareForServers(run);
  const session = await createSession({
    host: "actionReview",
    config,
    env: options.env,
    workingDir: options.workingDir,
    secrets: providerKeys(options.secrets),
    // Hooks, MCP and language servers from the base commit: a pull request cannot bring its own.
    source: base,
    onNote: options.log
  });
  const tools = reviewRegistry(
    session.toolHost.tools instanceof ToolRegistry ? session.toolHost.tools.list() : session.toolHost.tools
  );
  const context = await gatherPromptContext({
    workingDir: options.workingDir,
    now: /* @__PURE__ */ new Date(),
    toolNames: tools.list().map((tool) => tool.name),
    testCommand: config.verify,
    egressAllow: session.toolHost.runtime?.boundary.egressAllow ?? [],
    source: base
  });
  return {
    query: {
      ...session,
      toolHost: { ...session.toolHost, tools, knownSecrets: options.knownSecrets },
      systemPrompt: reviewerPrompt(context, { maxFindings: DEFAULT_MAX_FINDINGS }),
      ...options.signal === void 0 ? {} : { signal: options.signal }
    },
    close: async () => {
      await session.close?.();
    }
  };
}
async function focusedMap(run, files) {
  try {
    return await renderRepoMap({
      workingDir: run.options.workingDir,
      tokens: Math.min(DEFAULT_MAP_TOKENS, Math.floor(run.config.maxContextTokens * 0.05)),
      focus: files.filter((file) => file.status !== "removed").map((file) => file.path),
      // The job log says what the tag cache saved (a cache restored by actions/cache: README).
      onBuilt: (built) => run.options.log(
        `repo map: ${built.parsed + built.cached} files, ${built.parsed} parsed, ${built.cached} from the tag cache (${built.cachedByContent} found by content)`
      )
    });
  } catch (thrown) {
    run.options.log(`repo map left out of the review: ${errorMessage(thrown)}`);
    return "";
  }
}
async function firstMessage(run, scope) {
  const { pull } = run;
  return reviewRequestMessage({
    number: pull.number,
    title: pull.title,
    body: pull.body,
    diff: scope.diff.text,
    scope: scope.scope,
    repoMap: await focusedMap(run, scope.files)
  });
}

// src/action/review/review-run.ts
async function readScope(run) {
  const allFiles = await listPullFiles(run.options.octokit, run.ref);
  const budget = Math.floor(run.config.maxContextTokens * 0.3);
  const whole = { allFiles, files: allFiles, scope: "the whole pull request" };
  if (run.since === void 0) return { ...whole, diff: renderReviewDiff(allFiles, budget) };
  const comparison = await compareCommits(run.options.octokit, {
    owner: run.ref.owner,
    repo: run.ref.repo,
    base: run.since,
    head: run.pull.head.sha
  });
  if (comparison?.status !== "ahead") return { ...whole, diff: renderReviewDiff(allFiles, budget) };
  return {
    allFiles,
    files: comparison.files,
    scope: `the changes since ${run.since.slice(0, 10)} (earlier commits were reviewed)`,
    diff: renderReviewDiff(comparison.files, budget)
  };
}
async function converse(run, scope) {
  const hidden = await hideGitCredentials(run.options.workingDir);
  try {
    const reviewer = await startReviewer(run);
    try {
      const message = await firstMessage(run, scope);
      run.options.phase("reviewing");
      return await runReviewQuery(message, reviewer.query, run.options.onQueryEvent);
    } finally {
      await reviewer.close();
    }
  } finally {
    await hidden.restore();
  }
}
async function post(run, output, scope) {
  const { options, pull } = run;
  const redactText = createRedactor(options.knownSecrets).text;
  const open = await openAlfredLines(options.octokit, run.ref, options.log);
  const placement = placeComments(output, scope.allFiles, open, redactText);
  const review = await postReview(options.octokit, run.ref, {
    commitId: pull.head.sha,
    body: renderReviewBody(output.summary, placement.inBody, redactText),
    comments: placement.inline
  });
  return { id: review.id, url: review.url, placement };
}
function record(run, scope, posted, costUsd) {
  const { options, pull, config } = run;
  const { placement } = posted;
  return recordReview({
    runId: options.runId,
    artifactName: ledgerArtifactName(options.runId, options.context),
    workingDir: options.workingDir,
    ledgerKey: options.secrets.ledgerKey ?? "",
    knownSecrets: options.knownSecrets,
    ...omitUndefined({ retentionDays: config.github.artifactRetentionDays }),
    start: {
      pull: pull.number,
      head: pull.head.sha,
      base: pull.base.sha,
      scope: scope.scope,
      files: scope.diff.shown.length,
      omitted: [...scope.diff.omitted]
    },
    review: {
      reviewId: posted.id,
      commitId: pull.head.sha,
      inline: placement.inline.map((comment) => ({ path: comment.path, line: comment.line })),
      inBody: placement.inBody.map((finding) => ({ path: finding.path, line: finding.line })),
      duplicates: placement.duplicates,
      costUsd
    },
    serverUrl: options.context.serverUrl,
    repository: options.context.repository,
    actionsRunId: options.context.runId
  });
}
function failed(run, answer) {
  const why = `the reviewer gave no valid review: ${answer.error}`;
  const sticky = {
    phase: "failed",
    runUrl: run.options.context.runUrl,
    why,
    ...run.since === void 0 ? {} : { reviewedSha: run.since }
  };
  return {
    conclusion: "failure",
    message: why,
    inline: [],
    inBody: [],
    costUsd: answer.costUsd,
    sticky
  };
}
function done(run, scope, posted, costUsd, artifact) {
  const { placement } = posted;
  const headSha = run.pull.head.sha;
  return {
    conclusion: "success",
    reviewId: posted.id,
    reviewUrl: posted.url,
    inline: placement.inline,
    inBody: placement.inBody,
    duplicates: placement.duplicates,
    costUsd,
    headSha,
    scope: scope.scope,
    artifact,
    sticky: {
      phase: "done",
      headSha,
      runUrl: run.options.context.runUrl,
      findings: placement.inline.length + placement.inBody.length,
      inline: placement.inline.length,
      costUsd,
      reviewUrl: posted.url,
      scope: scope.scope
    }
  };
}
async function reviewWithModel(run) {
  const { phase } = run.options;
  phase("reading the diff");
  const scope = await readScope(run);
  phase("setting up the reviewer");
  const answer = await converse(run, scope);
  if (!answer.ok) return failed(run, answer);
  phase("posting the review");
  const posted = await post(run, answer.output, scope);
  phase("recording the review");
  const artifact = await record(run, scope, posted, answer.costUsd);
  return done(run, scope, posted, answer.costUsd, artifact);
}

// src/action/review/review-target.ts
var REVIEW_ACTIONS = ["opened", "synchronize", "reopened", "ready_for_review"];
function reviewTargetOf(event, reviewDrafts) {
  if (event.kind === "pull_request") {
    if (!REVIEW_ACTIONS.includes(event.action)) {
      return {
        kind: "skip",
        why: `pull request ${event.action}: Alfred reviews on ${REVIEW_ACTIONS.join(", ")}`
      };
    }
    if (event.draft && !reviewDrafts) {
      return {
        kind: "skip",
        why: "the pull request is a draft (set `review-drafts: true` to review drafts)"
      };
    }
    return {
      kind: "event",
      pullNumber: event.number,
      incremental: event.action === "synchronize",
      isFork: event.isFork
    };
  }
  if (event.kind === "issue_comment") {
    if (!event.issue.isPullRequest)
      return { kind: "skip", why: "`review` works on pull requests, not issues" };
    return { kind: "comment", pullNumber: event.issue.number };
  }
  return {
    kind: "skip",
    why: "review mode needs a pull_request event or a review comment on a pull request"
  };
}

// src/action/review/review-pull-request.ts
function providerKeyMissing(provider, secrets, env) {
  if (provider === "anthropic") return (secrets.anthropicApiKey ?? env.ANTHROPIC_API_KEY) === void 0;
  if (provider === "openai") return (secrets.openaiApiKey ?? env.OPENAI_API_KEY) === void 0;
  return false;
}
var skipped = (why) => ({
  conclusion: "skipped",
  message: why,
  inline: [],
  inBody: []
});
async function admitComment(options, event) {
  options.phase("checking the commenter's permission");
  return admitCommenter(options.octokit, options.context, options.config, event);
}
async function pullOf(options, ref) {
  const { event } = options.context;
  if (event.kind !== "pull_request") return getPull(options.octokit, ref);
  return {
    number: event.number,
    title: event.title,
    body: event.body,
    draft: event.draft,
    state: "open",
    head: { sha: event.head.sha, ref: event.head.ref, repository: event.head.repository },
    base: event.base
  };
}
function refusal(options, target) {
  if (target.kind === "skip") return target.why;
  if (target.kind === "event" && target.isFork && providerKeyMissing(options.config.provider, options.secrets, options.env)) {
    return "this pull request comes from a fork, and GitHub gives fork runs no secrets: no model key, a read-only token. A maintainer can comment `/alfred review` to review it";
  }
  if (options.secrets.githubToken === void 0) return "no github-token: Alfred cannot post a review";
  return void 0;
}
async function reviewPullRequest(options) {
  const { context, octokit } = options;
  const target = reviewTargetOf(context.event, options.reviewDrafts);
  const why = refusal(options, target);
  if (why !== void 0 || target.kind === "skip") {
    if (target.kind === "event" && target.isFork) options.notice(`Alfred skipped the review: ${why ?? ""}.`);
    return skipped(why ?? "nothing to review");
  }
  if ((options.secrets.ledgerKey ?? "").length < 16) {
    throw new Error(
      "input ledger-key is not set or shorter than 16 characters: the review is recorded in a signed ledger"
    );
  }
  const ref = { owner: context.owner, repo: context.repo, pullNumber: target.pullNumber };
  const where = { owner: context.owner, repo: context.repo, issueNumber: target.pullNumber };
  if (context.event.kind === "issue_comment") {
    const refused = await admitComment(options, context.event);
    if (refused !== void 0) return skipped(refused);
  }
  options.phase("reading the pull request");
  const pull = await pullOf(options, ref);
  if (pull.state !== "open") return skipped(`pull request #${pull.number} is ${pull.state}`);
  let sticky = await findSticky(octokit, where);
  const lastReviewed = sticky?.reviewedSha;
  if (target.kind === "event" && lastReviewed === pull.head.sha) {
    return skipped(`commit ${pull.head.sha.slice(0, 10)} was already reviewed`);
  }
  sticky = await writeSticky(
    octokit,
    where,
    sticky,
    renderSticky({ phase: "reviewing", headSha: pull.head.sha, runUrl: context.runUrl })
  );
  options.phase("checking out the pull request");
  await ensureCommit(options.workingDir, pull.base.sha);
  await checkoutCommit(options.workingDir, pull.head.sha);
  const run = {
    options,
    pull,
    ref,
    config: await options.loadConfigAt(pull.base.sha),
    since: target.kind === "event" && target.incremental ? lastReviewed : void 0
  };
  try {
    const outcome = await reviewWithModel(run);
    await writeSticky(octokit, where, sticky, renderSticky(outcome.sticky));
    return outcome;
  } catch (thrown) {
    await writeSticky(
      octokit,
      where,
      sticky,
      renderSticky({
        phase: "failed",
        runUrl: context.runUrl,
        why: "the review failed; see the run log",
        ...lastReviewed === void 0 ? {} : { reviewedSha: lastReviewed }
      })
    ).catch(() => void 0);
    throw thrown;
  }
}

// src/action/review/review-host.ts
function reviewHost(input) {
  const line = (text) => redact(text, { knownSecrets: input.knownSecrets }).replace(/\r?\n/g, " ");
  return {
    log: (text) => input.core.info(line(text)),
    prepareSandbox: (config) => ensureSandbox(config, input.core, input.env),
    octokit: createGitHubClient({
      token: input.secrets.githubToken ?? "",
      baseUrl: input.context.apiUrl,
      redact: input.redactor.value,
      log: { warn: (text) => input.core.warning(line(text)), debug: (text) => input.core.debug(line(text)) }
    })
  };
}
export {
  reviewHost,
  reviewPullRequest
};
