import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  defaults,
  getOctokit,
  require_light,
  retry
} from "./chunk-QK4XIE4N.js";
import {
  classifyProbeFailure,
  clearSandboxProbeCache,
  probeSandbox,
  runProcess,
  which
} from "./chunk-OYGW7ROU.js";
import {
  AlfredError
} from "./chunk-ZVFRXTU7.js";
import {
  __toESM
} from "./chunk-FQEV5D4S.js";

// src/platform/sandbox/sandbox-setup.ts
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var RESTRICT_USERNS_FILE = "/proc/sys/kernel/apparmor_restrict_unprivileged_userns";
var APT_FIX = "install bubblewrap before Alfred runs: `sudo apt-get update && sudo apt-get install -y bubblewrap`";
var USERNS_FIX = "allow user namespaces for bwrap before Alfred runs: load an AppArmor profile granting `userns` to /usr/bin/bwrap (`abi <abi/4.0>, profile bwrap /usr/bin/bwrap flags=(unconfined) { userns, }` via `sudo apparmor_parser -r`), or `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`";
function bwrapAppArmorProfile(bwrapPath) {
  return `abi <abi/4.0>,

profile bwrap ${bwrapPath} flags=(unconfined) {
  userns,
}
`;
}
var missing = (probe) => !probe.ok && /not installed/.test(probe.reason);
async function sudo(deps, args) {
  return deps.run("sudo", ["-n", ...args]);
}
async function install(deps, actions) {
  const args = ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-q", "bubblewrap"];
  let result = await sudo(deps, args);
  if (result.exitCode !== 0) {
    deps.log("sandbox set-up: apt-get install failed; running apt-get update first");
    await sudo(deps, ["apt-get", "update", "-q"]);
    actions.push("apt-get update");
    result = await sudo(deps, args);
  }
  if (result.exitCode === 0) {
    actions.push("installed bubblewrap");
    deps.log("sandbox set-up: installed bubblewrap with apt-get");
  } else {
    deps.log(`sandbox set-up: installing bubblewrap failed: ${result.output.trim().slice(-300)}`);
  }
}
async function allowUserNamespaces(deps, actions) {
  const bwrap = await deps.bwrapPath();
  const dir = await mkdtemp(join(tmpdir(), "alfred-apparmor-"));
  try {
    const profile = join(dir, "bwrap");
    await writeFile(profile, bwrapAppArmorProfile(bwrap));
    const loaded = await sudo(deps, ["apparmor_parser", "-r", profile]);
    if (loaded.exitCode === 0) {
      actions.push(`loaded an AppArmor profile granting userns to ${bwrap}`);
      deps.log(`sandbox set-up: loaded an AppArmor profile that lets ${bwrap} create user namespaces`);
      const probe = await deps.probe();
      if (probe.ok) return probe;
    } else {
      deps.log(`sandbox set-up: loading the AppArmor profile failed: ${loaded.output.trim().slice(-300)}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const relaxed = await sudo(deps, ["sysctl", "-w", "kernel.apparmor_restrict_unprivileged_userns=0"]);
  if (relaxed.exitCode === 0) {
    actions.push("set kernel.apparmor_restrict_unprivileged_userns=0");
    deps.log(
      "sandbox set-up: set kernel.apparmor_restrict_unprivileged_userns=0 (machine-wide, until reboot)"
    );
  }
  return deps.probe();
}
async function setUpSandbox(deps) {
  const actions = [];
  let probe = await deps.probe();
  if (probe.ok) return { ok: true, actions };
  const restricted = (await deps.readRestrictFlag())?.trim() === "1";
  const hasSudo = (await sudo(deps, ["true"])).exitCode === 0;
  if (!hasSudo) {
    deps.log(`sandbox set-up: ${probe.reason}, and passwordless sudo is not available to fix it`);
    return {
      ok: false,
      actions,
      reason: probe.reason,
      fix: missing(probe) ? APT_FIX : restricted ? USERNS_FIX : probe.fix
    };
  }
  if (missing(probe)) {
    await install(deps, actions);
    probe = await deps.probe();
  }
  if (!probe.ok && !missing(probe) && (restricted || /user namespaces/.test(probe.reason)))
    probe = await allowUserNamespaces(deps, actions);
  if (probe.ok) return { ok: true, actions };
  return {
    ok: false,
    actions,
    reason: probe.reason,
    fix: missing(probe) ? APT_FIX : restricted ? USERNS_FIX : probe.fix
  };
}
function systemSetupDeps(options) {
  const env = { PATH: options.path, LANG: "C" };
  return {
    run: async (file, args) => {
      const resolved = await which(file, options.path);
      if (resolved === void 0) return { exitCode: null, output: `${file}: not found on PATH` };
      const result = await runProcess({
        file: resolved,
        args,
        cwd: "/",
        env,
        timeoutMs: 6e5,
        maxOutputChars: 8e3
      });
      return { exitCode: result.outcome === "exited" ? result.exitCode : null, output: result.output };
    },
    probe: async () => {
      const bwrap = await which("bwrap", options.path);
      if (bwrap === void 0) return classifyProbeFailure({ spawnErrorCode: "ENOENT", bwrapPath: "bwrap" });
      clearSandboxProbeCache();
      return probeSandbox({ bwrapPath: bwrap });
    },
    readRestrictFlag: () => (
      // No such file (a kernel without the AppArmor restriction) or unreadable: not restricted, as when it says 0.
      readFile(options.restrictFile ?? RESTRICT_USERNS_FILE, "utf8").catch(() => void 0)
    ),
    bwrapPath: async () => await which("bwrap", options.path) ?? "/usr/bin/bwrap",
    log: options.log
  };
}

// src/action/runner/ensure-sandbox.ts
var SANDBOX_OFF_WARNING = "sandbox: off \u2014 agent commands, verify commands and hooks run without the OS sandbox, with the runner's network and a view of its processes. Remove `sandbox: off` to run them inside it.";
async function ensureSandbox(config, core, env, setUp = () => setUpSandbox(systemSetupDeps({ path: env.PATH ?? "/usr/bin:/bin", log: (line) => core.info(line) }))) {
  if (config.sandbox === "off") {
    core.warning(SANDBOX_OFF_WARNING, { title: "Alfred runs without its sandbox" });
    return { boundary: "off", mode: "off", actions: [] };
  }
  const result = await setUp();
  if (result.ok) {
    const readPaths = config.sandboxReadPaths ?? [];
    core.info(
      `sandbox: ${config.sandbox} \u2192 bwrap${result.actions.length === 0 ? "" : ` (set up: ${result.actions.join("; ")})`}` + (readPaths.length === 0 ? "" : `; also read-only: ${readPaths.join(", ")}`)
    );
    return { boundary: "on", mode: config.sandbox, actions: result.actions };
  }
  const why = `the sandbox cannot run here: ${result.reason}. Fix: ${result.fix}`;
  if (config.sandbox === "on") {
    throw new AlfredError(
      "sandbox_setup_failed",
      `${why}. (Or set the input sandbox: off to run without it \u2014 not recommended.)`
    );
  }
  core.warning(`sandbox: auto \u2192 off: ${why}`, { title: "Alfred runs without its sandbox" });
  return { boundary: "off", mode: "auto", actions: result.actions, reason: result.reason };
}

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = import_light.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;

// src/github/client.ts
var TRANSPORT_OPTIONS = /* @__PURE__ */ new Set(["method", "url", "baseUrl", "headers", "request", "mediaType"]);
var DEFAULT_TIMEOUT_MS = 3e4;
var DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
function createGitHubClient(options) {
  const log = options.log ?? silentLog;
  const rateLimitRetries = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const unit = options.retryUnitMs ?? 1e3;
  const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
    const what = `GitHub ${kind} on ${request.method} ${request.url}`;
    if (retryCount >= rateLimitRetries) {
      log.warn(`${what}: giving up after ${retryCount} ${retryCount === 1 ? "retry" : "retries"}`);
      return false;
    }
    if (retryAfter > maxWait) {
      log.warn(`${what}: it resets in ${retryAfter} s, more than the ${maxWait} s Alfred waits; giving up`);
      return false;
    }
    log.warn(`${what}: retrying in ${retryAfter} s (retry ${retryCount + 1} of ${rateLimitRetries})`);
    return true;
  };
  const octokit = getOctokit(
    options.token,
    {
      userAgent: options.userAgent ?? "alfred",
      ...options.baseUrl === void 0 ? {} : { baseUrl: options.baseUrl.replace(/\/+$/, "") },
      // Octokit logs every request (info) and every failed attempt (error), expected
      // 404s and 422s included: that is debug detail. Alfred's own lines say what matters.
      log: {
        debug: (message) => log.debug?.(message),
        info: (message) => log.debug?.(message),
        warn: (message) => log.warn(message),
        error: (message) => log.debug?.(message)
      },
      // getOctokit's defaults are replaced, not merged: its proxy-aware fetch goes under the timeout.
      request: {
        fetch: timedFetch(
          options.fetch ?? defaults.request?.fetch ?? fetch,
          options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          log
        )
      },
      retry: { retries: options.retries ?? 3, retryAfterBaseValue: unit, doNotRetry: DO_NOT_RETRY },
      throttle: {
        enabled: options.throttling ?? true,
        retryAfterBaseValue: unit,
        onRateLimit: onLimit("rate limit"),
        onSecondaryRateLimit: onLimit("secondary rate limit")
      }
    },
    retry,
    throttling
  );
  const redact = options.redact;
  if (redact !== void 0) {
    octokit.hook.before("request", (request) => {
      for (const key of Object.keys(request)) {
        if (!TRANSPORT_OPTIONS.has(key)) request[key] = redact(request[key]);
      }
    });
  }
  return octokit;
}
var silentLog = { warn: () => void 0 };
function timedFetch(base, timeoutMs, log) {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const method = init?.method ?? "GET";
    const where = `${method} ${pathOf(input)}`;
    try {
      const response = await base(input, { ...init, signal });
      if (response.status >= 500) log.warn(`GitHub answered ${response.status} to ${where}`);
      return response;
    } catch (thrown) {
      if (timeout.aborted && init?.signal?.aborted !== true) {
        log.warn(`GitHub did not answer ${where} within ${timeoutMs} ms`);
        throw new AlfredError("github_api", `GitHub did not answer within ${timeoutMs} ms`, {
          retryable: true,
          cause: thrown
        });
      }
      log.warn(`${where} failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
      throw thrown;
    }
  };
}
function pathOf(input) {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return URL.canParse(url) ? new URL(url).pathname : url;
}

export {
  ensureSandbox,
  createGitHubClient
};
