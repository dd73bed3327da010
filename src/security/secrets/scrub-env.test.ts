import { describe, expect, it } from "vitest";
import { ENV_ALLOW_LIST, scrubEnvironment } from "./scrub-env.js";

// Synthetic, never real: a GitHub-token shape built at run time so no scanner flags this file.
const fakeToken = (prefix: string): string => prefix + "Zx81Qm2Lr7Tb0Vw5Kc9Pn3Hs6Jd4Fy1Ge8Au";
const GHP = fakeToken("gh" + "p_");

type Case = readonly [name: string, value: string, allow: readonly string[], passes: boolean];

// One flat table: [variable, value, envAllow, passes?]. The first block is what a GitHub-hosted
// runner really sets and a build needs; then what must never pass; then the user's allow-list.
const cases: readonly Case[] = [
  ["PATH", "/opt/hostedtoolcache/node/20.19.0/x64/bin:/usr/local/bin:/usr/bin:/bin", [], true],
  ["HOME", "/home/runner", [], true],
  ["LANG", "C.UTF-8", [], true],
  ["LANGUAGE", "en_US:en", [], true],
  ["LC_ALL", "C.UTF-8", [], true],
  ["LC_CTYPE", "C.UTF-8", [], true],
  ["TZ", "UTC", [], true],
  ["TERM", "xterm-256color", [], true],
  ["USER", "runner", [], true],
  ["LOGNAME", "runner", [], true],
  ["SHELL", "/bin/bash", [], true],
  ["TMPDIR", "/tmp", [], true],
  ["CI", "true", [], true],
  ["GITHUB_ACTIONS", "true", [], true],
  ["GITHUB_WORKSPACE", "/home/runner/work/repo/repo", [], true],
  ["GITHUB_REPOSITORY", "octo/repo", [], true],
  ["GITHUB_SHA", "3f786850e387550fdab836ed7e6dc881de23001b", [], true],
  ["GITHUB_REF", "refs/heads/main", [], true],
  ["GITHUB_EVENT_NAME", "issue_comment", [], true],
  ["GITHUB_SERVER_URL", "https://github.com", [], true],
  ["GITHUB_API_URL", "https://api.github.com", [], true],
  ["GITHUB_RUN_ID", "1234567890", [], true],
  ["RUNNER_OS", "Linux", [], true],
  ["RUNNER_ARCH", "X64", [], true],
  ["JAVA_HOME", "/usr/lib/jvm/temurin-17-jdk-amd64", [], true],
  ["JAVA_HOME_17_X64", "/usr/lib/jvm/temurin-17-jdk-amd64", [], true],
  ["GOROOT", "/opt/hostedtoolcache/go/1.22.0/x64", [], true],
  ["CARGO_HOME", "/home/runner/.cargo", [], true],
  ["RUSTUP_HOME", "/home/runner/.rustup", [], true],
  ["VIRTUAL_ENV", "/home/runner/work/repo/repo/.venv", [], true],

  // Secrets with names a deny-list would miss.
  ["DB_PW", "hunter2-prod", [], false],
  ["HUNTER", "hunter2-prod", [], false],
  ["MY_SETTING", GHP, [], false],
  // Secrets with marked names, and the runner's own tokens.
  ["GITHUB_TOKEN", "x", [], false],
  ["GH_TOKEN", "x", [], false],
  ["ANTHROPIC_API_KEY", "x", [], false],
  ["OPENAI_API_KEY", "x", [], false],
  ["ALFRED_LEDGER_KEY", "x", [], false],
  ["INPUT_GITHUB_TOKEN", "x", [], false],
  ["INPUT_MODEL", "claude", [], false],
  ["ACTIONS_RUNTIME_TOKEN", "x", [], false],
  ["ACTIONS_ID_TOKEN_REQUEST_TOKEN", "x", [], false],
  ["ACTIONS_ID_TOKEN_REQUEST_URL", "https://pipelines.actions.githubusercontent.com/x", [], false],
  ["ACTIONS_RESULTS_URL", "https://results-receiver.actions.githubusercontent.com/", [], false],
  ["AWS_SECRET_ACCESS_KEY", "x", [], false],
  ["DATABASE_URL", "postgres://app:S3cretPassw0rd@db:5432/app", [], false],
  ["SSH_AUTH_SOCK", "/tmp/ssh-XXXX/agent.123", [], false],
  ["RUNNER_TEMP", "/home/runner/work/_temp", [], false],
  ["GITHUB_EVENT_PATH", "/home/runner/work/_temp/_github_workflow/event.json", [], false],
  // The runner's command files: never, even when named.
  ["GITHUB_ENV", "/home/runner/work/_temp/_runner_file_commands/set_env_x", [], false],
  ["GITHUB_PATH", "/home/runner/work/_temp/_runner_file_commands/add_path_x", [], false],
  ["GITHUB_OUTPUT", "/home/runner/work/_temp/_runner_file_commands/set_output_x", [], false],
  ["GITHUB_STATE", "/home/runner/work/_temp/_runner_file_commands/save_state_x", [], false],
  ["GITHUB_STEP_SUMMARY", "/home/runner/work/_temp/_runner_file_commands/step_summary_x", [], false],
  ["GITHUB_ENV", "/x", ["GITHUB_ENV"], false],
  ["GITHUB_STEP_SUMMARY", "/x", ["GITHUB_*"], false],
  // Variables that inject code.
  ["NODE_OPTIONS", "--require /tmp/x.js", [], false],
  ["NODE_PATH", "/tmp/x", [], false],
  ["LD_PRELOAD", "/tmp/x.so", [], false],
  ["LD_LIBRARY_PATH", "/tmp", [], false],
  ["BASH_ENV", "/tmp/x.sh", [], false],
  ["ENV", "/tmp/x.sh", [], false],
  ["PROMPT_COMMAND", "id", [], false],
  ["PYTHONSTARTUP", "/tmp/x.py", [], false],
  ["PYTHONPATH", "/tmp", [], false],
  ["PERL5OPT", "-Mx", [], false],
  ["RUBYOPT", "-rx", [], false],
  ["GOFLAGS", "-toolexec=/tmp/x", [], false],
  ["JAVA_TOOL_OPTIONS", "-javaagent:/tmp/x.jar", [], false],
  ["GIT_SSH_COMMAND", "ssh -i /tmp/deploy_key", [], false],
  ["GIT_CONFIG_GLOBAL", "/tmp/gitconfig", [], false],
  ["GIT_DIR", "/tmp/other", [], false],
  // A credential-shaped value is dropped from an allowed name...
  ["PATH", `/usr/bin:${GHP}`, [], false],
  ["LC_ALL", GHP, [], false],
  ["TEST_DB_URL", "postgres://app:S3cretPassw0rd@db:5432/app", ["TEST_DB_*"], false],
  // ...unless the user named that variable exactly.
  ["MY_SETTING", GHP, ["MY_SETTING"], true],
  ["CODECOV_TOKEN", "x", ["CODECOV_TOKEN"], true],
  ["CODECOV_TOKEN", "x", ["codecov_token"], true],
  ["TEST_DB_PASSWORD", "x", ["TEST_DB_*"], true],
  ["PROD_DB_PASSWORD", "x", ["TEST_DB_*"], false],
  ["CODECOV_TOKEN", "x", ["CODECOV"], false],
  ["PYTHONPATH", "/work/src", ["PYTHONPATH"], true],
  ["DB_PW", "hunter2-prod", ["DB_PW"], true],
  // Toolchain settings (issue 25): passed, unless the name carries a credential or the value runs code.
  ["GOFLAGS", "-mod=mod", [], true],
  ["GOPROXY", "off", [], true],
  ["GOPROXY", "https://ci:S3cretPassw0rd@proxy.example.com", [], false],
  ["GOSUMDB", "off", [], true],
  ["GOFLAGS", "-mod=mod -exec=/tmp/x", [], false],
  ["MAVEN_OPTS", "-Xmx1g", [], true],
  ["MAVEN_OPTS", "-javaagent:/tmp/x.jar", [], false],
  ["GRADLE_OPTS", "-agentpath:/tmp/x.so", [], false],
  ["PIP_INDEX_URL", "https://pypi.example.com/simple", [], true],
  ["PIP_INDEX_URL", "https://ci:S3cretPassw0rd@pypi.example.com/simple", [], false],
  ["POETRY_VIRTUALENVS_IN_PROJECT", "true", [], true],
  ["POETRY_PYPI_TOKEN_PYPI", "pypi-xyz", [], false],
  ["POETRY_HTTP_BASIC_CORP_PASSWORD", "x", [], false],
  ["UV_INDEX_URL", "https://pypi.example.com/simple", [], true],
  ["UV_PUBLISH_TOKEN", "x", [], false],
  ["BUNDLE_PATH", "vendor/bundle", [], true],
  ["BUNDLE_GEMS__EXAMPLE__COM", "user:pass", [], false],
  ["GEM_HOME", "/home/runner/.gem", [], true],
  ["NUGET_PACKAGES", "/home/runner/.nuget/packages", [], true],
  ["DOTNET_NOLOGO", "1", [], true],
  ["DOTNET_STARTUP_HOOKS", "/tmp/x.dll", [], false],
  ["RUSTFLAGS", "-C linker=/tmp/x", [], false],
];

describe("scrubEnvironment", () => {
  it.each(cases)("%s=%s with allow %j passes: %s", (name, value, allow, passes) => {
    // A second, always-allowed variable shows the scrub drops only what it must.
    const scrubbed = scrubEnvironment({ LC_BASELINE: "C", [name]: value }, { allow });
    expect(scrubbed).toEqual(passes ? { LC_BASELINE: "C", [name]: value } : { LC_BASELINE: "C" });
  });

  it("keeps a realistic runner environment's allowed variables and drops the rest", () => {
    const runner = cases.filter(
      ([name, , allow], index) => allow.length === 0 && cases.findIndex(([n]) => n === name) === index,
    );
    const env = Object.fromEntries(runner.map(([name, value]) => [name, value]));
    const expected = Object.fromEntries(runner.filter(([, , , passes]) => passes).map(([n, v]) => [n, v]));
    expect(scrubEnvironment(env)).toEqual(expected);
  });

  it("drops undefined values and does not modify its input", () => {
    const env: Record<string, string | undefined> = { HOME: "/h", B: undefined, GITHUB_TOKEN: "x" };
    expect(scrubEnvironment(env)).toEqual({ HOME: "/h" });
    expect(env).toEqual({ HOME: "/h", B: undefined, GITHUB_TOKEN: "x" });
  });

  it("never lists a code-loading or runner-command variable", () => {
    for (const name of [
      "NODE_OPTIONS",
      "LD_PRELOAD",
      "BASH_ENV",
      "PYTHONPATH",
      "GITHUB_TOKEN",
      "GITHUB_ENV",
    ]) {
      expect(ENV_ALLOW_LIST).not.toContain(name);
    }
    expect(ENV_ALLOW_LIST.some((entry) => entry.startsWith("GIT_"))).toBe(false);
  });

  it("cannot be tricked by a variable named __proto__", () => {
    const env: Record<string, string> = JSON.parse('{"__proto__": "x", "HOME": "1"}') as Record<
      string,
      string
    >;
    const scrubbed = scrubEnvironment(env, { allow: ["__proto__"] });
    expect(Object.getPrototypeOf(scrubbed)).toBe(Object.prototype);
    expect(scrubbed["HOME"]).toBe("1");
  });
});
