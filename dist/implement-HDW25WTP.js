import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  executeRun,
  findFeature,
  parseFeatureList
} from "./chunk-RLHMO44Y.js";
import "./chunk-SF5S4G6Q.js";
import {
  admitCommenter
} from "./chunk-N66OYLAD.js";
import {
  ALFRED_MARKER,
  findComment,
  postComment,
  runDirectory,
  updateComment
} from "./chunk-YGMD6STP.js";
import "./chunk-JBDHCL65.js";
import "./chunk-PGYCKFHV.js";
import "./chunk-AJLGYHKK.js";
import {
  sanitizeUntrustedText
} from "./chunk-YLPDZBBZ.js";
import "./chunk-SEWWHOY5.js";
import {
  conclusionOf,
  formatCost
} from "./chunk-EXCAI7YX.js";
import {
  formatUsd,
  inlineText
} from "./chunk-7ZH43UY5.js";
import "./chunk-7HJPGASK.js";
import "./chunk-2XKG2MCG.js";
import "./chunk-OYGW7ROU.js";
import "./chunk-KZGOVMV3.js";
import "./chunk-DLGEH2NF.js";
import "./chunk-DKERYQJ7.js";
import {
  mkdir,
  readFile,
  writeFile
} from "./chunk-5WUO2G6I.js";
import "./chunk-ZV5H6OHN.js";
import "./chunk-QW27RDCY.js";
import "./chunk-THCW2TDP.js";
import "./chunk-EVBB5HG7.js";
import "./chunk-ZVFRXTU7.js";
import "./chunk-XRZ52MBI.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/action/implement.ts
import { join } from "node:path";

// src/github/progress-body.ts
var STATUS_TEXT = {
  pending: "pending",
  in_progress: "in progress",
  passing: "passing",
  blocked: "blocked"
};
function renderProgressBody(state, key) {
  const passing = state.features.filter((feature) => feature.status === "passing").length;
  const lines = [
    state.finished === true ? `### Alfred finished: ${passing} of ${state.features.length} passing` : `### Alfred is working on this (${passing} of ${state.features.length} passing)`,
    ""
  ];
  if (state.currentStep !== void 0 && state.finished !== true) {
    lines.push(`**Now:** ${inlineText(state.currentStep, 200)}`, "");
  }
  for (const feature of state.features) {
    const box = feature.status === "passing" ? "[x]" : "[ ]";
    const reason = feature.status === "blocked" && feature.reason !== void 0 ? `: ${inlineText(feature.reason, 200)}` : "";
    lines.push(`- ${box} ${inlineText(feature.id, 100)} \u2014 ${STATUS_TEXT[feature.status]}${reason}`);
  }
  if (state.features.length > 0) lines.push("");
  if (state.summary !== void 0) lines.push(inlineText(state.summary, 500), "");
  const cost = state.costUsd === void 0 ? "" : ` \xB7 cost ${state.finished === true ? "" : "so far "}${formatUsd(state.costUsd)}`;
  lines.push(`[Run log](${state.runUrl})${cost}`, "", ALFRED_MARKER);
  if (key !== void 0) lines.push(progressKeyMarker(key));
  return `${lines.join("\n")}
`;
}
function progressKeyMarker(key) {
  return `<!-- alfred-progress: ${key.replace(/--+/g, "-")} -->`;
}

// src/github/progress-comment.ts
var ProgressComment = class {
  #octokit;
  #options;
  #commentId;
  #url;
  #published;
  #looked = false;
  #pending;
  #inFlight;
  constructor(octokit, options) {
    this.#octokit = octokit;
    this.#options = options;
  }
  /** The comment's id once it exists. */
  get commentId() {
    return this.#commentId;
  }
  /** The comment's web URL once it exists. */
  get url() {
    return this.#url;
  }
  /**
   * Publishes `state` (rendered by {@link renderProgressBody}). Resolves once
   * this state, or a later one that superseded it, is on GitHub.
   * @throws GitHubApiError when the request carrying it fails; a later update tries again.
   */
  update(state) {
    return this.publish(renderProgressBody(state, this.#options.key));
  }
  /** Like {@link update} with a body rendered by the caller (the marker is added). */
  publish(body) {
    return new Promise((resolve, reject) => {
      const waiter = { resolve, reject };
      if (this.#pending === void 0) this.#pending = { body, waiters: [waiter] };
      else {
        this.#pending.body = body;
        this.#pending.waiters.push(waiter);
      }
      this.#pump();
    });
  }
  /** Resolves when nothing is pending or in flight. Never rejects. */
  async flush() {
    while (this.#inFlight !== void 0) await this.#inFlight;
  }
  #pump() {
    if (this.#inFlight !== void 0 || this.#pending === void 0) return;
    const job = this.#pending;
    this.#pending = void 0;
    this.#inFlight = this.#send(job.body).then(
      () => {
        for (const waiter of job.waiters) waiter.resolve();
      },
      (thrown) => {
        for (const waiter of job.waiters) waiter.reject(thrown);
      }
    ).finally(() => {
      this.#inFlight = void 0;
      this.#pump();
    });
  }
  async #send(body) {
    if (body === this.#published) return;
    const where = { owner: this.#options.owner, repo: this.#options.repo };
    if (this.#commentId === void 0 && this.#options.key !== void 0 && !this.#looked) {
      const found = await findComment(this.#octokit, this.#options, progressKeyMarker(this.#options.key));
      this.#looked = true;
      if (found !== void 0) this.#adopt(found.id, found.url);
    }
    if (this.#commentId === void 0) {
      try {
        const retries = this.#options.key === void 0 ? {} : { retries: 0 };
        const created = await postComment(this.#octokit, this.#options, body, retries);
        this.#adopt(created.id, created.url);
      } catch (thrown) {
        this.#looked = false;
        throw thrown;
      }
    } else {
      await updateComment(this.#octokit, { ...where, commentId: this.#commentId }, body);
    }
    this.#published = body;
  }
  #adopt(id, url) {
    this.#commentId = id;
    this.#url = url;
  }
};

// src/action/implement-progress.ts
function implementProgress(comment, runUrl) {
  const features = /* @__PURE__ */ new Map();
  let currentStep = "starting";
  let costUsd = 0;
  const publish = (extra = {}) => comment.update({
    features: [...features.values()],
    currentStep,
    runUrl,
    ...costUsd === null ? {} : { costUsd },
    ...extra
  }).catch(() => void 0);
  const fold = (event) => {
    if (event.type === "feature_start") {
      features.set(event.feature.id, { id: event.feature.id, status: "in_progress" });
      currentStep = `implementing ${event.feature.id}`;
    } else if (event.type === "verify") {
      currentStep = `verified ${event.featureId} (attempt ${event.attempt}): ${event.exitCode === 0 ? "passed" : "failed"}`;
    } else if (event.type === "feature_end") {
      const { outcome } = event;
      features.set(outcome.featureId, {
        id: outcome.featureId,
        status: outcome.status,
        ...omitUndefined({ reason: outcome.reason })
      });
      costUsd = costUsd === null || outcome.costUsd === null ? null : costUsd + outcome.costUsd;
      currentStep = `finished ${outcome.featureId}`;
    } else {
      return false;
    }
    return true;
  };
  return {
    publish: () => publish(),
    onHarnessEvent: (event) => {
      if (fold(event)) void publish();
    },
    finish: async (step, summary) => {
      currentStep = step;
      await publish({ finished: true, summary });
      await comment.flush().catch(() => void 0);
    }
  };
}

// src/action/implement.ts
async function chooseFeatures(options) {
  const { config, workingDir, event, trigger } = options;
  const listText = await readFile(join(workingDir, config.features), "utf8").catch(() => void 0);
  const parsed = listText === void 0 ? void 0 : parseFeatureList(listText, config.features);
  const list = parsed?.ok === true ? parsed.value : void 0;
  if (trigger.featureId !== void 0 && list !== void 0 && findFeature(list, trigger.featureId) !== void 0) {
    return { featuresFile: config.features, only: [trigger.featureId] };
  }
  const verify = config.verify ?? list?.verify;
  if (verify === void 0) {
    return {
      refusal: "I need a verify command to check my work: set the `verify-command` input, or a default `verify` in the feature list."
    };
  }
  const title = sanitizeUntrustedText(event.issue.title);
  const body = sanitizeUntrustedText(event.issue.body);
  const extra = trigger.text === void 0 ? "" : `

The maintainer adds: ${sanitizeUntrustedText(trigger.text)}`;
  const id = `issue-${event.issue.number}`;
  const relative = join(runDirectory(options.runId), "issue-feature.json");
  await mkdir(join(workingDir, runDirectory(options.runId)), { recursive: true });
  const feature = { id, description: `${title}

${body}${extra}`.trim(), verify, status: "pending" };
  await writeFile(
    join(workingDir, relative),
    `${JSON.stringify({ verify, features: [feature] }, null, 2)}
`
  );
  return { featuresFile: relative, only: [id] };
}
async function implementFromComment(options) {
  const { context, event, octokit, config } = options;
  const where = { owner: context.owner, repo: context.repo, issueNumber: event.issue.number };
  options.phase("checking the commenter's permission");
  const refused = await admitCommenter(octokit, context, config, event);
  if (refused !== void 0) return { conclusion: "skipped", message: refused };
  const choice = await chooseFeatures(options);
  if ("refusal" in choice) {
    await postComment(octokit, where, choice.refusal);
    return { conclusion: "skipped", message: choice.refusal };
  }
  const progress = implementProgress(
    new ProgressComment(octokit, { ...where, key: options.runId }),
    context.runUrl
  );
  await progress.publish();
  const run = await executeRun({
    ...options,
    featuresFile: choice.featuresFile,
    ...omitUndefined({ only: choice.only }),
    closesIssue: event.issue.number,
    onProgress: (harnessEvent) => {
      options.onProgress(harnessEvent);
      progress.onHarnessEvent(harnessEvent);
    }
  });
  const conclusion = conclusionOf(run.summary);
  const closing = run.pullRequest === void 0 ? `No pull request: nothing passed (${formatCost(run.summary.costUsd)}).` : `Pull request: ${run.pullRequest.url}`;
  await progress.finish(conclusion === "failure" ? "nothing passed" : "done", closing);
  if (run.pullRequest !== void 0) {
    await postComment(
      octokit,
      where,
      `@${event.comment.authorLogin} I opened ${run.pullRequest.url} for this issue.`
    );
  }
  return { conclusion, run, ...conclusion === "failure" ? { message: "nothing passed" } : {} };
}
export {
  implementFromComment
};
