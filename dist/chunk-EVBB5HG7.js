import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  AlfredError
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";

// src/platform/git/git-hardening.ts
var FIXED_OVERRIDES = [
  {
    key: "core.hooksPath",
    value: "/dev/null",
    why: "every hook (.git/hooks/* or a repository's core.hooksPath): /dev/null/<hook> never exists"
  },
  {
    key: "core.fsmonitor",
    value: "false",
    why: "core.fsmonitor=<path> runs that program on status/add/diff"
  },
  { key: "core.sshCommand", value: "ssh", why: "runs instead of ssh for ssh:// remotes" },
  { key: "core.askPass", value: "", why: "runs to ask for a password; empty means none" },
  { key: "core.editor", value: ":", why: "runs to edit messages; ':' is git's own no-op editor" },
  { key: "sequence.editor", value: ":", why: "runs to edit rebase todo lists" },
  { key: "core.pager", value: "cat", why: "runs on a terminal (also --no-pager on every call)" },
  {
    key: "credential.helper",
    value: "",
    why: "helpers run on authentication; an empty value clears the list"
  },
  { key: "protocol.ext.allow", value: "never", why: "ext:: URLs run an arbitrary command as the transport" },
  {
    key: "protocol.git.allow",
    value: "never",
    why: "core.gitProxy (first value wins, so it cannot be overridden) runs for git:// only"
  },
  { key: "gpg.program", value: "gpg", why: "runs to sign or verify" },
  { key: "gpg.openpgp.program", value: "gpg", why: "runs to sign or verify" },
  { key: "gpg.x509.program", value: "gpgsm", why: "runs to sign or verify" },
  { key: "gpg.ssh.program", value: "ssh-keygen", why: "runs to sign or verify" },
  { key: "gpg.ssh.defaultKeyCommand", value: "", why: "runs to pick a signing key" },
  { key: "commit.gpgSign", value: "false", why: "signing runs gpg.program" },
  { key: "tag.gpgSign", value: "false", why: "signing runs gpg.program" },
  { key: "push.gpgSign", value: "false", why: "signing runs gpg.program" },
  { key: "log.showSignature", value: "false", why: "verifying runs gpg.program" },
  { key: "merge.verifySignatures", value: "false", why: "verifying runs gpg.program" },
  {
    key: "core.useReplaceRefs",
    value: "false",
    why: "refs/replace/* would make a checked commit differ from the pushed one"
  },
  { key: "gc.auto", value: "0", why: "auto-gc may detach into the background and outlive the call" },
  { key: "gc.autoDetach", value: "false", why: "no background git" },
  { key: "maintenance.auto", value: "false", why: "no background git" },
  { key: "submodule.recurse", value: "false", why: "submodules have their own config, not discovered here" }
];
var FLAGS = {
  diff: ["--no-ext-diff", "--no-textconv"],
  show: ["--no-ext-diff", "--no-textconv"],
  log: ["--no-ext-diff", "--no-textconv"],
  blame: ["--no-textconv"],
  grep: ["--no-textconv"],
  push: ["--receive-pack=git-receive-pack"],
  fetch: ["--upload-pack=git-upload-pack"],
  pull: ["--upload-pack=git-upload-pack"],
  "ls-remote": ["--upload-pack=git-upload-pack"],
  clone: ["--upload-pack=git-upload-pack"]
};
function subcommandFlags(subcommand) {
  return FLAGS[subcommand] ?? [];
}
function splitKey(key) {
  const first = key.indexOf(".");
  const last = key.lastIndexOf(".");
  if (first === -1) return void 0;
  const section = key.slice(0, first).toLowerCase();
  const variable = key.slice(last + 1).toLowerCase();
  return first === last ? { section, variable } : { section, subsection: key.slice(first + 1, last), variable };
}
var NAMED = {
  filter: [
    ["clean", "", "runs on add/status/diff for paths with filter=<d>; empty means no filter"],
    ["smudge", "", "runs on checkout/reset; empty means no filter"],
    ["process", "", "a long-running filter process; empty means none"],
    ["required", "false", "with the commands gone, a required filter would fail the call"]
  ],
  merge: [["driver", "", "runs on merges of paths with merge=<d> (Alfred never merges)"]],
  hook: [["enabled", "false", "config-based hooks (git 2.54+): hook.<h>.command runs for hook.<h>.event"]]
};
function discoveredOverrides(configList) {
  const seen = /* @__PURE__ */ new Set();
  const overrides = [];
  for (const record of configList.split("\0")) {
    if (record === "") continue;
    const newline = record.indexOf("\n");
    const parsed = splitKey(newline === -1 ? record : record.slice(0, newline));
    if (parsed?.subsection === void 0) continue;
    const variables = NAMED[parsed.section];
    if (variables === void 0) continue;
    const id = `${parsed.section}.${parsed.subsection}`;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const [variable, value, why] of variables)
      overrides.push({ key: `${parsed.section}.${parsed.subsection}.${variable}`, value, why });
  }
  return overrides;
}
var ALLOWED = /* @__PURE__ */ new Set([
  "PATH",
  "HOME",
  "LANG",
  "LANGUAGE",
  "TZ",
  "TMPDIR",
  "GIT_CONFIG_GLOBAL",
  "GIT_CONFIG_NOSYSTEM",
  "GIT_AUTHOR_NAME",
  "GIT_AUTHOR_EMAIL",
  "GIT_AUTHOR_DATE",
  "GIT_COMMITTER_NAME",
  "GIT_COMMITTER_EMAIL",
  "GIT_COMMITTER_DATE"
]);
var PUSH_ALLOWED = /* @__PURE__ */ new Set([
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "NO_PROXY",
  "no_proxy"
]);
function gitEnvironment(host, overrides, options = {}) {
  const env = {};
  for (const [name, value] of Object.entries(host)) {
    if (value === void 0) continue;
    if (ALLOWED.has(name) || name.startsWith("LC_") || options.push === true && PUSH_ALLOWED.has(name))
      env[name] = value;
  }
  env.GIT_TERMINAL_PROMPT = "0";
  env.GIT_NO_REPLACE_OBJECTS = "1";
  env.GIT_CONFIG_COUNT = String(overrides.length);
  overrides.forEach((override, index) => {
    env[`GIT_CONFIG_KEY_${index}`] = override.key;
    env[`GIT_CONFIG_VALUE_${index}`] = override.value;
  });
  return env;
}

// src/platform/git/git.ts
import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
var GLOBAL_WITH_VALUE = /* @__PURE__ */ new Set(["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env"]);
function subcommandIndex(args) {
  let index = 0;
  while (index < args.length && (args[index] ?? "").startsWith("-"))
    index += GLOBAL_WITH_VALUE.has(args[index] ?? "") ? 2 : 1;
  return index;
}
function hardenedArgs(args) {
  const at = subcommandIndex(args);
  const subcommand = args[at];
  if (subcommand === void 0) return ["--no-pager", ...args];
  return ["--no-pager", ...args.slice(0, at + 1), ...subcommandFlags(subcommand), ...args.slice(at + 1)];
}
function runGit(args, env, options) {
  return new Promise((resolve2, reject) => {
    const child = execFile(
      "git",
      [...args],
      {
        cwd: options.cwd,
        env,
        maxBuffer: 64 * 1024 * 1024,
        timeout: options.timeoutMs ?? 12e4,
        ...omitUndefined({ signal: options.signal })
      },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve2({ stdout, stderr });
          return;
        }
        if (typeof error.code === "number" && options.answerCodes?.includes(error.code) === true) {
          resolve2({ stdout, stderr, exitCode: error.code });
          return;
        }
        const detail = stderr.trim() === "" ? error.message : stderr.trim();
        const name = args[subcommandIndex(args)] ?? "";
        reject(new AlfredError("git_failed", `git ${name} failed: ${detail}`, { cause: error }));
      }
    );
    child.stdin?.on("error", () => void 0);
    if (options.input !== void 0) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}
var hardeningCache = /* @__PURE__ */ new Map();
function signatureOf(files) {
  return files.map((file) => {
    try {
      const info = statSync(file, { bigint: true });
      return `${file}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
    } catch {
      return `${file}:-`;
    }
  }).join("\n");
}
function candidateFiles(cwd, host) {
  const home = host.HOME;
  return [
    join(cwd, ".git", "config"),
    join(cwd, ".git", "config.worktree"),
    "/etc/gitconfig",
    ...home === void 0 ? [] : [join(home, ".gitconfig"), join(home, ".config", "git", "config")],
    ...host.XDG_CONFIG_HOME === void 0 ? [] : [join(host.XDG_CONFIG_HOME, "git", "config")],
    ...host.GIT_CONFIG_GLOBAL === void 0 ? [] : [resolve(cwd, host.GIT_CONFIG_GLOBAL)]
  ];
}
async function discover(cwd, host) {
  let output = "";
  try {
    output = (await runGit(
      ["--no-pager", "config", "--list", "--show-origin", "--null"],
      gitEnvironment(host, FIXED_OVERRIDES),
      { cwd, timeoutMs: 3e4 }
    )).stdout;
  } catch {
  }
  const fields = output.split("\0");
  const entries = [];
  const origins = /* @__PURE__ */ new Set();
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const origin = fields[index] ?? "";
    entries.push(fields[index + 1] ?? "");
    if (origin.startsWith("file:")) origins.add(resolve(cwd, origin.slice("file:".length)));
  }
  return { listed: entries.join("\0"), origins: [...origins] };
}
async function hardeningFor(cwd, host) {
  const key = `${cwd}\0${host.HOME ?? ""}\0${host.GIT_CONFIG_GLOBAL ?? ""}\0${host.GIT_CONFIG_NOSYSTEM ?? ""}`;
  const cached = await unchangedHardening(key);
  if (cached !== void 0) return cached;
  const pending = discoveries.get(key);
  if (pending !== void 0) {
    await pending.catch(() => void 0);
    const discovered = await unchangedHardening(key);
    if (discovered !== void 0) return discovered;
  }
  const discovery = discoverHardening(cwd, host, key);
  discoveries.set(key, discovery);
  try {
    return await discovery;
  } finally {
    if (discoveries.get(key) === discovery) discoveries.delete(key);
  }
}
var discoveries = /* @__PURE__ */ new Map();
async function unchangedHardening(key) {
  const cached = hardeningCache.get(key);
  if (cached !== void 0 && signatureOf(cached.files) === cached.signature) return cached.overrides;
  return void 0;
}
async function discoverHardening(cwd, host, key) {
  const candidates = [...new Set(candidateFiles(cwd, host))];
  const before = signatureOf(candidates);
  const { listed, origins } = await discover(cwd, host);
  const overrides = [...FIXED_OVERRIDES, ...discoveredOverrides(listed)];
  const files = [.../* @__PURE__ */ new Set([...candidates, ...origins])];
  const signature = signatureOf(files);
  const gitDir = await stat(join(cwd, ".git")).catch(() => void 0);
  const cacheable = gitDir?.isDirectory() === true && !/(^|\0)include(if\..*)?\.path\n/i.test(listed) && signature.startsWith(before);
  if (cacheable) hardeningCache.set(key, { overrides, files, signature });
  else hardeningCache.delete(key);
  return overrides;
}
async function git(args, options) {
  const host = options.env ?? process.env;
  const overrides = await hardeningFor(options.cwd, host);
  const env = gitEnvironment(host, overrides);
  if (options.indexFile !== void 0) env.GIT_INDEX_FILE = options.indexFile;
  return runGit(hardenedArgs(args), env, options);
}
async function headCommit(cwd) {
  return (await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd })).stdout.trim();
}

export {
  gitEnvironment,
  hardenedArgs,
  runGit,
  hardeningFor,
  git,
  headCommit
};
