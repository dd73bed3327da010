/**
 * What makes the harness's own git safe to run on a repository the agent has
 * touched (issue 9, item 3). Git runs programs named by its configuration —
 * hooks, fsmonitor, filters, diff drivers, editors, credential helpers — and
 * an agent with a shell can write `.git/config`, `.git/hooks/*` and
 * `.gitattributes`. Every git Alfred runs itself therefore gets:
 *
 * 1. fixed overrides ({@link FIXED_OVERRIDES}) for the single-valued keys
 *    that name a command, set at command scope (which beats system, global,
 *    repository and worktree config);
 * 2. overrides for the *named* drivers the configuration defines
 *    ({@link discoveredOverrides}): `filter.<d>.*`, `merge.<d>.driver`,
 *    `hook.<h>.enabled` — discovered by reading the configuration, which
 *    runs nothing;
 * 3. command-line switches where no value can win ({@link subcommandFlags}):
 *    `--no-ext-diff --no-textconv` against `diff.external`,
 *    `diff.<d>.command` and `diff.<d>.textconv`; `--receive-pack` and
 *    `--upload-pack` against `remote.<r>.receivepack`/`uploadpack`;
 * 4. an environment built from an allow-list ({@link gitEnvironment}), never
 *    the host's environment: no `GIT_SSH_COMMAND`, `GIT_ASKPASS`,
 *    `GIT_EXTERNAL_DIFF`, `GIT_DIR`, `GIT_CONFIG_PARAMETERS`, no token.
 *
 * The overrides travel in `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_n`/`…VALUE_n`
 * rather than `-c key=value`: a subsection may contain `=` (which `-c` would
 * split at), and git hands them on to every git it starts (submodules,
 * `gc --auto`). Pure: no I/O.
 */

/** One configuration override: key, value, and why it is there. */
export interface GitOverride {
  readonly key: string;
  readonly value: string;
  readonly why: string;
}

/**
 * Overrides applied to every harness git call. Each key names a program git
 * would otherwise run, or a background process that would outlive the call.
 */
export const FIXED_OVERRIDES: readonly GitOverride[] = [
  {
    key: "core.hooksPath",
    value: "/dev/null",
    why: "every hook (.git/hooks/* or a repository's core.hooksPath): /dev/null/<hook> never exists",
  },
  {
    key: "core.fsmonitor",
    value: "false",
    why: "core.fsmonitor=<path> runs that program on status/add/diff",
  },
  { key: "core.sshCommand", value: "ssh", why: "runs instead of ssh for ssh:// remotes" },
  { key: "core.askPass", value: "", why: "runs to ask for a password; empty means none" },
  { key: "core.editor", value: ":", why: "runs to edit messages; ':' is git's own no-op editor" },
  { key: "sequence.editor", value: ":", why: "runs to edit rebase todo lists" },
  { key: "core.pager", value: "cat", why: "runs on a terminal (also --no-pager on every call)" },
  {
    key: "credential.helper",
    value: "",
    why: "helpers run on authentication; an empty value clears the list",
  },
  { key: "protocol.ext.allow", value: "never", why: "ext:: URLs run an arbitrary command as the transport" },
  {
    key: "protocol.git.allow",
    value: "never",
    why: "core.gitProxy (first value wins, so it cannot be overridden) runs for git:// only",
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
    why: "refs/replace/* would make a checked commit differ from the pushed one",
  },
  { key: "gc.auto", value: "0", why: "auto-gc may detach into the background and outlive the call" },
  { key: "gc.autoDetach", value: "false", why: "no background git" },
  { key: "maintenance.auto", value: "false", why: "no background git" },
  { key: "submodule.recurse", value: "false", why: "submodules have their own config, not discovered here" },
];

/**
 * Switches for what no configuration value can switch off: external diff
 * programs and textconv filters (an empty value makes git fail), and
 * `remote.<r>.receivepack`/`uploadpack` (git takes the *first* value, the
 * repository's; only the command-line option beats it).
 */
const FLAGS: Readonly<Record<string, readonly string[]>> = {
  diff: ["--no-ext-diff", "--no-textconv"],
  show: ["--no-ext-diff", "--no-textconv"],
  log: ["--no-ext-diff", "--no-textconv"],
  blame: ["--no-textconv"],
  grep: ["--no-textconv"],
  push: ["--receive-pack=git-receive-pack"],
  fetch: ["--upload-pack=git-upload-pack"],
  pull: ["--upload-pack=git-upload-pack"],
  "ls-remote": ["--upload-pack=git-upload-pack"],
  clone: ["--upload-pack=git-upload-pack"],
};

/** Flags inserted right after the subcommand (see {@link FLAGS}). */
export function subcommandFlags(subcommand: string): readonly string[] {
  return FLAGS[subcommand] ?? [];
}

/** A config entry as `git config --list --null` prints it: a lower-case section and variable, the subsection as written. */
interface ConfigKey {
  readonly section: string;
  readonly subsection?: string;
  readonly variable: string;
}

function splitKey(key: string): ConfigKey | undefined {
  const first = key.indexOf(".");
  const last = key.lastIndexOf(".");
  if (first === -1) return undefined;
  const section = key.slice(0, first).toLowerCase();
  const variable = key.slice(last + 1).toLowerCase();
  return first === last
    ? { section, variable }
    : { section, subsection: key.slice(first + 1, last), variable };
}

/** Per named section, the variables to set and their values. */
const NAMED: Readonly<Record<string, readonly (readonly [variable: string, value: string, why: string])[]>> =
  {
    filter: [
      ["clean", "", "runs on add/status/diff for paths with filter=<d>; empty means no filter"],
      ["smudge", "", "runs on checkout/reset; empty means no filter"],
      ["process", "", "a long-running filter process; empty means none"],
      ["required", "false", "with the commands gone, a required filter would fail the call"],
    ],
    merge: [["driver", "", "runs on merges of paths with merge=<d> (Alfred never merges)"]],
    hook: [["enabled", "false", "config-based hooks (git 2.54+): hook.<h>.command runs for hook.<h>.event"]],
  };

/**
 * Overrides for the drivers and hooks the configuration names:
 * reading `git config --list --null` (with includes) runs nothing, and names
 * are taken from every scope, so a driver defined in an included file is
 * covered as well.
 * @param configList the raw output of `git config --list --null` (`key\nvalue\0` records).
 */
export function discoveredOverrides(configList: string): readonly GitOverride[] {
  const seen = new Set<string>();
  const overrides: GitOverride[] = [];
  for (const record of configList.split("\0")) {
    if (record === "") continue;
    const newline = record.indexOf("\n");
    const parsed = splitKey(newline === -1 ? record : record.slice(0, newline));
    if (parsed?.subsection === undefined) continue;
    const variables = NAMED[parsed.section];
    if (variables === undefined) continue;
    const id = `${parsed.section}.${parsed.subsection}`;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const [variable, value, why] of variables)
      overrides.push({ key: `${parsed.section}.${parsed.subsection}.${variable}`, value, why });
  }
  return overrides;
}

/**
 * Host variables git may see. Everything else (tokens, `GIT_SSH_COMMAND`,
 * `GIT_ASKPASS`, `GIT_EXTERNAL_DIFF`, `GIT_DIR`, `GIT_CONFIG_*` overrides,
 * `NODE_OPTIONS`, `LD_PRELOAD`) stays out. `GIT_CONFIG_GLOBAL` and
 * `GIT_CONFIG_NOSYSTEM` only narrow which operator files git reads; the
 * identity variables are data.
 */
const ALLOWED = new Set([
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
  "GIT_COMMITTER_DATE",
]);

/** Proxy variables a push on a self-hosted runner may need; given to the push only. */
const PUSH_ALLOWED = new Set([
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "NO_PROXY",
  "no_proxy",
]);

/**
 * The environment of one harness git call: the allow-listed host variables,
 * `GIT_TERMINAL_PROMPT=0`, `GIT_NO_REPLACE_OBJECTS=1`, and `overrides` as
 * `GIT_CONFIG_COUNT` entries. `credentials` (the push's `http.extraheader`)
 * are appended last, so nothing overrides them, and only the push passes any.
 */
export function gitEnvironment(
  host: Readonly<Record<string, string | undefined>>,
  overrides: readonly Pick<GitOverride, "key" | "value">[],
  options: { readonly push?: boolean } = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(host)) {
    if (value === undefined) continue;
    if (ALLOWED.has(name) || name.startsWith("LC_") || (options.push === true && PUSH_ALLOWED.has(name)))
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
