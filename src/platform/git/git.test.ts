/**
 * The harness's git cannot be hijacked (issue 9, item 3): with real git, a
 * repository the agent prepared — hooks, fsmonitor, hooksPath, filters, diff
 * drivers, includes, transport commands, a poisoned host environment — runs
 * none of its programs when Alfred's own status/add/commit/diff/reset/push run.
 * The payload (test/fixtures/git-payloads/plant-canary.sh) only leaves a
 * canary file outside the repository.
 */
import { chmod, copyFile, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  type BareOrigin,
  cloneWorkspace,
  createBareOrigin,
  git as plainGit,
  isolatedGitEnv,
} from "../../../test/fakes/bare-origin.js";
import { PROJECT_ROOT } from "../../../test/support/demo-repo.js";
import { discoveredOverrides, gitEnvironment, subcommandFlags } from "./git-hardening.js";
import { git, hardenedArgs } from "./git.js";
import { which } from "../process/which.js";

const PAYLOAD = join(PROJECT_ROOT, "test", "fixtures", "git-payloads", "plant-canary.sh");
const LOGGING_GIT = join(PROJECT_ROOT, "test", "fixtures", "git-wrappers", "logging-git.sh");

interface Repo {
  readonly origin: BareOrigin;
  readonly workingDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** Installs the payload as `payloads/<name>` and returns its path. */
  payload(name: string): Promise<string>;
  /** Plain (unhardened) git in the workspace, for the attacker's set-up. */
  attacker(args: readonly string[]): Promise<string>;
  canaries(): Promise<string[]>;
}

let origins: BareOrigin[] = [];
afterEach(async () => {
  await Promise.all(origins.map((origin) => origin.cleanup()));
  origins = [];
});

async function repo(): Promise<Repo> {
  const origin = await createBareOrigin({ "a.txt": "one\n", "notes.md": "# notes\n" });
  origins.push(origin);
  const workingDir = await cloneWorkspace(origin);
  await mkdir(join(origin.root, "payloads"));
  await mkdir(join(origin.root, "outside"));
  return {
    origin,
    workingDir,
    env: isolatedGitEnv(origin.root),
    payload: async (name) => {
      const path = join(origin.root, "payloads", name);
      await copyFile(PAYLOAD, path);
      await chmod(path, 0o755);
      return path;
    },
    attacker: (args) => plainGit(origin.root, workingDir, args),
    canaries: async () => (await readdir(join(origin.root, "outside"))).sort(),
  };
}

/** What the harness does with a repository during and after a feature. */
async function harnessWork(r: Repo): Promise<void> {
  const options = { cwd: r.workingDir, env: r.env };
  await writeFile(join(r.workingDir, "a.txt"), "one\ntwo\n");
  await writeFile(join(r.workingDir, "notes.md"), "# notes\nmore\n");
  await git(["status", "--porcelain=v1", "-z", "--untracked-files=all"], options);
  await git(["add", "-A", "--intent-to-add"], options);
  await git(["diff", "--no-color", "HEAD"], options);
  await git(["add", "-A"], options);
  await git(["commit", "--quiet", "-m", "feature"], options);
  await git(["show", "--stat", "HEAD"], options);
  await writeFile(join(r.workingDir, "a.txt"), "changed again\n");
  await git(["reset", "--hard", "--quiet", "HEAD~1"], options);
  await git(["push", "--quiet", "origin", "HEAD:refs/heads/pushed"], options);
}

const cases: readonly { name: string; plant: (r: Repo) => Promise<void> }[] = [
  {
    name: ".git/hooks/pre-commit, post-commit, pre-push, post-checkout",
    plant: async (r) => {
      for (const hook of ["pre-commit", "post-commit", "pre-push", "post-checkout", "commit-msg"]) {
        await symlink(await r.payload(hook), join(r.workingDir, ".git", "hooks", hook));
      }
    },
  },
  {
    name: "core.hooksPath pointing at the agent's hooks",
    plant: async (r) => {
      await r.payload("pre-commit");
      await r.payload("pre-push");
      await r.attacker(["config", "core.hooksPath", join(r.origin.root, "payloads")]);
    },
  },
  {
    name: "core.fsmonitor",
    plant: async (r) => {
      await r.attacker(["config", "core.fsmonitor", await r.payload("fsmonitor")]);
    },
  },
  {
    name: "a filter driver named in .gitattributes",
    plant: async (r) => {
      await writeFile(join(r.workingDir, ".gitattributes"), "*.txt filter=evil\n");
      await r.attacker(["config", "filter.evil.clean", await r.payload("clean")]);
      await r.attacker(["config", "filter.evil.smudge", await r.payload("smudge")]);
      await r.attacker(["config", "filter.evil.required", "true"]);
    },
  },
  {
    name: "a long-running filter process",
    plant: async (r) => {
      await writeFile(join(r.workingDir, ".gitattributes"), "*.txt filter=proc\n");
      await r.attacker(["config", "filter.proc.process", await r.payload("process")]);
    },
  },
  {
    name: "diff.external",
    plant: async (r) => {
      await r.attacker(["config", "diff.external", await r.payload("external-diff")]);
    },
  },
  {
    name: "a diff driver's textconv and command",
    plant: async (r) => {
      await writeFile(join(r.workingDir, ".gitattributes"), "*.txt diff=evil\n*.md diff=cmd\n");
      await r.attacker(["config", "diff.evil.textconv", await r.payload("textconv")]);
      await r.attacker(["config", "diff.cmd.command", await r.payload("diff-command")]);
    },
  },
  {
    name: "a filter defined in an included config file",
    plant: async (r) => {
      const included = join(r.origin.root, "payloads", "included.config");
      await writeFile(included, `[filter "inc"]\n\tclean = ${await r.payload("included-clean")}\n`);
      await writeFile(join(r.workingDir, ".gitattributes"), "*.md filter=inc\n");
      await r.attacker(["config", "include.path", included]);
    },
  },
  {
    name: "remote.<name>.receivepack for a local push",
    plant: async (r) => {
      await r.attacker(["config", "remote.origin.receivepack", await r.payload("receivepack")]);
    },
  },
];

describe("the harness's git runs none of the repository's programs", () => {
  it.each(cases)("$name", async ({ plant }) => {
    const r = await repo();
    await plant(r);
    await harnessWork(r);
    expect(await r.canaries()).toEqual([]);
  });

  it.each([
    {
      name: "a filter added to .git/config between two harness calls",
      plant: async (r: Repo) => {
        await r.attacker(["config", "filter.late.clean", await r.payload("late-clean")]);
      },
    },
    {
      name: "a filter added to an included file after the include was read",
      plant: async (r: Repo) => {
        const { appendFile } = await import("node:fs/promises");
        await appendFile(
          join(r.origin.root, "payloads", "empty.config"),
          `[filter "late"]\n\tclean = ${await r.payload("late-clean")}\n`,
        );
      },
      before: async (r: Repo) => {
        await writeFile(join(r.origin.root, "payloads", "empty.config"), "");
        await r.attacker(["config", "include.path", join(r.origin.root, "payloads", "empty.config")]);
      },
    },
    {
      name: "a filter included only on a branch, which the repository then switches to",
      plant: async (r: Repo) => {
        await r.attacker(["checkout", "--quiet", "-b", "topic"]);
      },
      before: async (r: Repo) => {
        const included = join(r.origin.root, "payloads", "onbranch.config");
        await writeFile(included, `[filter "late"]\n\tclean = ${await r.payload("late-clean")}\n`);
        await r.attacker(["config", "includeIf.onbranch:topic.path", included]);
      },
    },
  ])("re-reads the configuration when it changes: $name", async ({ plant, before }) => {
    const r = await repo();
    await before?.(r);
    await writeFile(join(r.workingDir, ".gitattributes"), "*.txt filter=late\n");
    await git(["status", "--porcelain"], { cwd: r.workingDir, env: r.env });
    await plant(r);
    await harnessWork(r);
    expect(await r.canaries()).toEqual([]);
  });

  it("takes nothing from the host environment but the allow-list (GIT_EXTERNAL_DIFF, GIT_SSH_COMMAND, tokens)", async () => {
    const r = await repo();
    const poisoned = {
      ...r.env,
      GIT_EXTERNAL_DIFF: await r.payload("env-external-diff"),
      GIT_PAGER: await r.payload("env-pager"),
      GIT_EDITOR: await r.payload("env-editor"),
      GIT_CONFIG_PARAMETERS: `'core.fsmonitor'='${await r.payload("env-fsmonitor")}'`,
    };
    await writeFile(join(r.workingDir, "a.txt"), "one\ntwo\n");
    await git(["diff", "HEAD"], { cwd: r.workingDir, env: poisoned });
    await git(["status"], { cwd: r.workingDir, env: poisoned });
    expect(await r.canaries()).toEqual([]);
    const env = gitEnvironment({ ...poisoned, GITHUB_TOKEN: "ghs_x", HOME: "/h", LC_ALL: "C" }, []);
    expect(Object.keys(env).sort()).toEqual(
      [
        "GIT_CONFIG_COUNT",
        "GIT_CONFIG_GLOBAL",
        "GIT_CONFIG_NOSYSTEM",
        "GIT_NO_REPLACE_OBJECTS",
        "GIT_TERMINAL_PROMPT",
        "HOME",
        "LANG",
        "LC_ALL",
        "PATH",
      ].sort(),
    );
  });
});

describe("discoveredOverrides", () => {
  it("neutralises every named filter, merge driver and configured hook, subsections as written", () => {
    const listed = [
      "filter.Evil.clean\nx",
      "filter.a=b.c.smudge\ny",
      "diff.evil.textconv\nz",
      "merge.m.driver\nq",
      "remote.origin.url\n/r",
      "hook.linter.command\nlint",
      "core.fsmonitor\nw",
      "user.name\nme",
    ].join("\0");
    const keys = discoveredOverrides(`${listed}\0`).map(({ key, value }) => `${key}=${value}`);
    expect(keys).toEqual([
      "filter.Evil.clean=",
      "filter.Evil.smudge=",
      "filter.Evil.process=",
      "filter.Evil.required=false",
      "filter.a=b.c.clean=",
      "filter.a=b.c.smudge=",
      "filter.a=b.c.process=",
      "filter.a=b.c.required=false",
      "merge.m.driver=",
      "hook.linter.enabled=false",
    ]);
  });

  it("puts the diff switches after global options and the subcommand", () => {
    expect(hardenedArgs(["-c", "user.name=A", "diff", "HEAD"])).toEqual([
      "--no-pager",
      "-c",
      "user.name=A",
      "diff",
      "--no-ext-diff",
      "--no-textconv",
      "HEAD",
    ]);
    expect(subcommandFlags("status")).toEqual([]);
  });
});

/** `r.env` with a logging `git` first on PATH (test/fixtures/git-wrappers), and the calls it logged. */
async function loggedGit(r: Repo, lingerSeconds = 0) {
  const bin = join(r.origin.root, "bin");
  await mkdir(bin);
  await copyFile(LOGGING_GIT, join(bin, "git"));
  await chmod(join(bin, "git"), 0o755);
  await writeFile(join(bin, "real-git"), (await which("git", process.env.PATH ?? "")) ?? "/usr/bin/git");
  await writeFile(join(bin, "linger"), String(lingerSeconds));
  return {
    env: { ...r.env, PATH: `${bin}:${r.env.PATH ?? ""}` },
    calls: async () => (await readFile(join(bin, "calls.log"), "utf8")).split("\n").filter(Boolean),
  };
}

describe("the configuration discovery shared by calls made at once", () => {
  it("runs once for eight calls that start together", async () => {
    const r = await repo();
    const logged = await loggedGit(r);
    const options = { cwd: r.workingDir, env: logged.env };
    await Promise.all(Array.from({ length: 8 }, () => git(["rev-parse", "HEAD"], options)));
    const calls = await logged.calls();
    expect(calls.filter((call) => call.includes("config --list --show-origin"))).toHaveLength(1);
    expect(calls.filter((call) => call.endsWith("rev-parse HEAD"))).toHaveLength(8);
  });

  it("is reused across a branch switch when nothing is included", async () => {
    const r = await repo();
    const logged = await loggedGit(r);
    const options = { cwd: r.workingDir, env: logged.env };
    await git(["rev-parse", "HEAD"], options);
    await git(["checkout", "--quiet", "-B", "alfred/run"], options);
    await git(["rev-parse", "HEAD"], options);
    const calls = await logged.calls();
    expect(calls.filter((call) => call.includes("config --list --show-origin"))).toHaveLength(1);
  });

  it("is not trusted by a call that waited for it when the configuration changed meanwhile", async () => {
    const r = await repo();
    const logged = await loggedGit(r, 0.5);
    const options = { cwd: r.workingDir, env: logged.env };
    await writeFile(join(r.workingDir, ".gitattributes"), "*.txt filter=late\n");
    await writeFile(join(r.workingDir, "a.txt"), "one\nchanged\n");
    // The first call's discovery reads the configuration, then lingers; the filter is planted meanwhile.
    const first = git(["rev-parse", "HEAD"], options);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await r.attacker(["config", "filter.late.clean", await r.payload("late-clean")]);
    const second = git(["add", "-A"], options);
    await Promise.all([first, second]);
    expect(await r.canaries()).toEqual([]);
  });
});
