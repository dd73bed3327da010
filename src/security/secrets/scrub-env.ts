/**
 * The environment of everything the agent influences (the bash tool, verify commands, hooks,
 * git run for the agent), built from an **allow-list** (issue 9, item 11). Alfred's own process
 * holds the GitHub token, provider keys, the ledger key and the runner's tokens; a deny-list of
 * secret-sounding names always misses one (`DB_PW`, `HUNTER2`), so nothing passes unless it is
 * named here or by the user:
 *
 * - **Basics**: `PATH`, `HOME`, `LANG`, `LANGUAGE`, `LC_*`, `TZ`, `TERM`, `COLORTERM`,
 *   `NO_COLOR`, `USER`, `LOGNAME`, `SHELL`, `TMPDIR`, `CI`.
 * - **GitHub's non-secret context** ({@link GITHUB_CONTEXT_VARIABLES}) and `RUNNER_OS`,
 *   `RUNNER_ARCH`, `RUNNER_NAME`. Never `GITHUB_TOKEN`, the runner's `ACTIONS_*` tokens and
 *   service URLs, `RUNNER_TEMP` (where the runner's command files live), or the command files
 *   `GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_OUTPUT`, `GITHUB_STATE`, `GITHUB_STEP_SUMMARY`: a
 *   command that writes them plants `NODE_OPTIONS` or a `PATH` entry in every later step.
 *   Those five are refused even when the user names them.
 * - **Toolchain locators** ({@link TOOLCHAIN_VARIABLES}): where an installed SDK lives
 *   (`JAVA_HOME*`, `GOROOT`, `GOPATH`, `CARGO_HOME`, `RUSTUP_HOME`, `VIRTUAL_ENV`, …). They
 *   point at directories the host installed; their value is a location, not code.
 * - **Toolchain settings** ({@link TOOLCHAIN_SETTINGS}, issue 25): how a build resolves its
 *   dependencies (`GOFLAGS`, `GOPROXY`, `GOSUMDB`, `MAVEN_OPTS`, `PIP_*`, `POETRY_*`, `UV_*`,
 *   `BUNDLE_*`, `GEM_HOME`, `NUGET_PACKAGES`, `DOTNET_*`, …), each with a guard
 *   ({@link toolchainSettingRefusal}): a name that carries a credential
 *   (`POETRY_PYPI_TOKEN_X`, `UV_INDEX_X_PASSWORD`, Bundler's per-host `BUNDLE_GEMS__EXAMPLE__COM`)
 *   and a value that runs a program of its choosing in every build (`GOFLAGS=-toolexec=…`,
 *   `MAVEN_OPTS=-javaagent:…`, `DOTNET_STARTUP_HOOKS`) are refused.
 * - **Not** anything whose value is code or decides which code runs: `NODE_OPTIONS`,
 *   `NODE_PATH`, `LD_PRELOAD`, `LD_LIBRARY_PATH`, `BASH_ENV`, `ENV`, `PROMPT_COMMAND`,
 *   `PYTHONSTARTUP`, `PERL5OPT`, `RUBYOPT`, `RUSTFLAGS` (`-C linker=…`), `JAVA_TOOL_OPTIONS`,
 *   `GIT_*`. Also not
 *   `PYTHONPATH`: every directory in it is searched before the standard library, so a
 *   `site.py` or `json/` planted there runs in every Python process — it is a code-loading
 *   switch like `NODE_PATH`, not a locator. A project that needs one names it in `envAllow`.
 * - **The user's `allow`** (`envAllow`): exact names (`CODECOV_TOKEN`) or prefixes ending in
 *   `*` (`TEST_DB_*`), case-insensitively.
 *
 * Then the **value** test: a variable whose value holds a credential {@link redact}
 * recognises (a `ghp_` token, a URL with a password, a private key) is dropped even from an
 * allowed name — unless the user named that variable exactly, which is the only way to hand a
 * credential to a command on purpose.
 */
import { redact } from "./redact.js";

/** GitHub's context variables that carry no secret: safe and useful to a build. */
const GITHUB_CONTEXT_VARIABLES: readonly string[] = [
  "GITHUB_ACTIONS",
  "GITHUB_WORKSPACE",
  "GITHUB_REPOSITORY",
  "GITHUB_REPOSITORY_OWNER",
  "GITHUB_SHA",
  "GITHUB_REF",
  "GITHUB_REF_NAME",
  "GITHUB_REF_TYPE",
  "GITHUB_BASE_REF",
  "GITHUB_HEAD_REF",
  "GITHUB_EVENT_NAME",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_NUMBER",
  "GITHUB_RUN_ATTEMPT",
  "GITHUB_ACTOR",
  "GITHUB_JOB",
  "GITHUB_WORKFLOW",
  "GITHUB_SERVER_URL",
  "GITHUB_API_URL",
  "GITHUB_GRAPHQL_URL",
  "RUNNER_OS",
  "RUNNER_ARCH",
  "RUNNER_NAME",
];

/** Where installed toolchains live. A trailing `*` is a prefix (`JAVA_HOME_17_X64`). */
const TOOLCHAIN_VARIABLES: readonly string[] = [
  "JAVA_HOME",
  "JAVA_HOME_*",
  "GOROOT",
  "GOPATH",
  "GOCACHE",
  "GOMODCACHE",
  "CARGO_HOME",
  "RUSTUP_HOME",
  "VIRTUAL_ENV",
  "CONDA",
  "CONDA_PREFIX",
  "PIPX_HOME",
  "DOTNET_ROOT",
  "ANDROID_HOME",
  "ANDROID_SDK_ROOT",
  "ANDROID_NDK_HOME",
  "GRADLE_HOME",
  "MAVEN_HOME",
  "M2_HOME",
  "PNPM_HOME",
  "NVM_DIR",
  "RUNNER_TOOL_CACHE",
];

/**
 * Toolchain settings passed when {@link toolchainSettingRefusal} finds nothing wrong with them.
 * A trailing `*` is a prefix.
 */
const TOOLCHAIN_SETTINGS: readonly string[] = [
  "GOFLAGS",
  "GOPROXY",
  "GOPRIVATE",
  "GONOPROXY",
  "GONOSUMDB",
  "GONOSUMCHECK",
  "GOSUMDB",
  "GOINSECURE",
  "GOTOOLCHAIN",
  "GO111MODULE",
  "MAVEN_OPTS",
  "MAVEN_ARGS",
  "GRADLE_USER_HOME",
  "GRADLE_OPTS",
  "PYENV_ROOT",
  "PYENV_VERSION",
  "PYTHONUSERBASE",
  "PIP_*",
  "POETRY_*",
  "UV_*",
  "BUNDLE_*",
  "GEM_HOME",
  "GEM_PATH",
  "NUGET_PACKAGES",
  "DOTNET_*",
  "VOLTA_HOME",
  "COMPOSER_HOME",
  "RUSTUP_TOOLCHAIN",
];

// A credential in the name: poetry's `POETRY_HTTP_BASIC_X_PASSWORD`, uv's `UV_PUBLISH_TOKEN`, …
const CREDENTIAL_NAME = /TOKEN|PASSWORD|PASSWD|SECRET|CREDENTIAL|AUTH|(^|_)KEY(_|$)/;
// Options that make every build start a program of the value's choosing.
const RUNS_A_PROGRAM: Readonly<Record<string, RegExp>> = {
  GOFLAGS: /-(toolexec|exec|overlay)\b/,
  MAVEN_OPTS: /-(javaagent|agentlib|agentpath|Xbootclasspath|XX:On)/,
  MAVEN_ARGS: /-(javaagent|agentlib|agentpath|Xbootclasspath|XX:On)/,
  GRADLE_OPTS: /-(javaagent|agentlib|agentpath|Xbootclasspath|XX:On)/,
};
// .NET's hooks load assemblies into every `dotnet` process.
const DOTNET_CODE = new Set(["DOTNET_STARTUP_HOOKS", "DOTNET_ADDITIONAL_DEPS", "DOTNET_SHARED_STORE"]);

/**
 * Why a toolchain setting (upper-case `name`) must not pass, or undefined when it may: a
 * credential in its name, Bundler's per-host credentials (`BUNDLE_<HOST>` with `__` for the
 * dots), .NET's code-loading hooks, or a value that runs a program in every build. Pure.
 */
function toolchainSettingRefusal(name: string, value: string): string | undefined {
  if (CREDENTIAL_NAME.test(name)) return "its name says it carries a credential";
  if (name.startsWith("BUNDLE_") && name.includes("__")) return "Bundler keeps a host's credentials in it";
  if (DOTNET_CODE.has(name)) return "it loads code into every dotnet process";
  if (RUNS_A_PROGRAM[name]?.test(value) === true) return "its value runs a program in every build";
  return undefined;
}

/** Locale, terminal and user basics every program expects. */
const BASICS: readonly string[] = [
  "PATH",
  "HOME",
  "LANG",
  "LANGUAGE",
  "LC_*",
  "TZ",
  "TERM",
  "COLORTERM",
  "NO_COLOR",
  "USER",
  "LOGNAME",
  "SHELL",
  "TMPDIR",
  "CI",
];

/** Every name a command may see without the user naming it, in documentation order. */
export const ENV_ALLOW_LIST: readonly string[] = [
  ...BASICS,
  ...GITHUB_CONTEXT_VARIABLES,
  ...TOOLCHAIN_VARIABLES,
];

/** The runner's command files: refused even when named, they change later workflow steps. */
const NEVER: ReadonlySet<string> = new Set([
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_OUTPUT",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY",
]);

/** Options of {@link scrubEnvironment}. */
export type ScrubEnvironmentOptions = {
  /** Names to pass as well: exact (`CODECOV_TOKEN`) or a prefix ending in `*` (`TEST_DB_*`). */
  allow?: readonly string[];
};

function matchesEntry(upperName: string, entry: string): boolean {
  const upper = entry.trim().toUpperCase();
  return upper.endsWith("*") ? upperName.startsWith(upper.slice(0, -1)) : upperName === upper;
}

/**
 * Builds the environment for a process the agent influences: only the variables on
 * {@link ENV_ALLOW_LIST} or named in `options.allow`, minus those whose value holds a
 * recognisable credential (kept only when `allow` names the variable exactly), minus the
 * runner's command files (never kept) and undefined values. Pure: the environment is an
 * argument, never `process.env`. See the module comment for the list and its reasons.
 *
 * @param env - the parent environment (typically a copy of `process.env`).
 * @param options - `allow`: the user's `envAllow`, exact names or `PREFIX_*`.
 * @returns a new object; the input is not modified.
 * @throws never.
 */
export function scrubEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  options?: ScrubEnvironmentOptions,
): Record<string, string> {
  const userAllow = options?.allow ?? [];
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const upper = name.toUpperCase();
    if (NEVER.has(upper)) continue;
    const namedExactly = userAllow.some((entry) => !entry.trim().endsWith("*") && matchesEntry(upper, entry));
    if (namedExactly) {
      kept.push([name, value]);
      continue;
    }
    const listed =
      [...ENV_ALLOW_LIST, ...userAllow].some((entry) => matchesEntry(upper, entry)) ||
      (TOOLCHAIN_SETTINGS.some((entry) => matchesEntry(upper, entry)) &&
        toolchainSettingRefusal(upper, value) === undefined);
    if (listed && redact(value) === value) kept.push([name, value]);
  }
  // fromEntries defines own properties, so a variable named `__proto__` cannot touch the prototype.
  return Object.fromEntries(kept);
}
