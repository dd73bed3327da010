// The verify preflight (issue 25): a verify command that cannot start inside the boundary stops
// `alfred run` with exit 2 before the first model request, the feature list byte-identical and
// the tree untouched, naming the program, where it is on the host, why it is hidden and the fix.
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { probeSandbox } from "../../src/platform/sandbox/sandbox.js";
import { which } from "../../src/platform/process/which.js";
import { runAlfred } from "../support/cli.js";
import { committedRepository } from "../support/committed-repo.js";
import { tempDir } from "../support/temp-dir.js";

const sandboxWorks = (await probeSandbox()).ok;
const servers: FakeServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A repository whose one feature runs `verify` (or names none), and a fake $HOME beside it. */
function project(verify: string | undefined) {
  const list = JSON.stringify(
    { ...(verify === undefined ? {} : { verify }), features: [{ id: "one", description: "do one thing" }] },
    null,
    2,
  );
  const created = committedRepository({ "feature_list.json": `${list}\n`, "README.md": "x\n" });
  const home = tempDir("alfred-preflight-home-");
  return { ...created, home, list: `${list}\n` };
}

async function run(
  repo: string,
  home: string,
  extraEnv: Record<string, string> = {},
  args: readonly string[] = [],
) {
  const model = await startAnthropicFake(() => ({ turn: { text: "done" } }));
  servers.push(model);
  const result = await runAlfred(["run", "--budget", "1", ...args], {
    cwd: repo,
    env: {
      HOME: home,
      ALFRED_PROVIDER: "anthropic",
      ALFRED_BASE_URL: model.url,
      ANTHROPIC_API_KEY: "sk-ant-test",
      ALFRED_LEDGER_KEY: "preflight-ledger-key-0123456789",
      ...extraEnv,
    },
  });
  return { ...result, requests: model.requests.length };
}

function expectUntouched(
  created: ReturnType<typeof project>,
  result: { code: number | null; requests: number },
) {
  expect(result.code).toBe(2);
  expect(result.requests).toBe(0);
  expect(readFileSync(join(created.repo, "feature_list.json"), "utf8")).toBe(created.list);
  // Nothing of the project changed and no run was recorded (the repo map's own cache may be warm).
  expect(created.git("status", "--porcelain", "--ignored", "--", ".", ":(exclude).alfred/cache")).toBe("");
  expect(existsSync(join(created.repo, ".alfred", "workflows"))).toBe(false);
}

describe.runIf(sandboxWorks)("the verify preflight of alfred run", () => {
  it("stops on a program that is not installed anywhere", async () => {
    const created = project("definitely-not-installed-tool --check");
    const result = await run(created.repo, created.home);
    expectUntouched(created, result);
    expect(result.stderr).toContain("`definitely-not-installed-tool` cannot be found inside the boundary");
    expect(result.stderr).toContain("not on the host either");
  });

  it("stops on a program the boundary hides, naming where it is and the fix; --sandbox-read-path lets it in", async () => {
    const created = project("mytool --check");
    const bin = join(created.home, "tools", "bin");
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, "mytool"), "#!/bin/sh\nexit 0\n");
    chmodSync(join(bin, "mytool"), 0o755);
    const path = `${bin}:${process.env.PATH ?? "/usr/bin:/bin"}`;
    const hidden = await run(created.repo, created.home, { PATH: path });
    expectUntouched(created, hidden);
    expect(hidden.stderr).toContain(`on the host it is ${join(bin, "mytool")}`);
    expect(hidden.stderr).toContain(`it is under $HOME (${created.home})`);
    expect(hidden.stderr).toContain(`add "${join(created.home, "tools")}" to sandbox.readPaths`);
    const allowed = await run(created.repo, created.home, { PATH: path }, [
      "--sandbox-read-path",
      join(created.home, "tools"),
    ]);
    expect(allowed.stderr).toContain(`also read-only: ${join(created.home, "tools")}`);
    expect(allowed.requests).toBeGreaterThan(0);
  });

  it("stops on a venv whose interpreter the boundary hides", async () => {
    const created = project(".venv/bin/python -m unittest");
    const python = join(created.home, "py", "bin", "python3");
    mkdirSync(join(created.home, "py", "bin"), { recursive: true });
    writeFileSync(python, "#!/bin/sh\nexit 0\n");
    chmodSync(python, 0o755);
    mkdirSync(join(created.repo, ".venv", "bin"), { recursive: true });
    symlinkSync(python, join(created.repo, ".venv", "bin", "python"));
    writeFileSync(join(created.repo, ".git", "info", "exclude"), ".venv/\n");
    const result = await run(created.repo, created.home);
    expect(result.code).toBe(2);
    expect(result.requests).toBe(0);
    expect(result.stderr).toContain("`.venv/bin/python` cannot be found inside the boundary");
    expect(result.stderr).toContain(`on the host it is ${python}`);
  });

  it("stops when no verify command is named anywhere", async () => {
    const created = project(undefined);
    const result = await run(created.repo, created.home);
    expectUntouched(created, result);
    expect(result.stderr).toContain("no verify command is named anywhere");
  });

  it("stops when the sandbox is on and bubblewrap is missing, with the install command", async () => {
    const created = project("true");
    const bin = tempDir("alfred-no-bwrap-");
    for (const name of ["git", "sh"]) {
      const found = await which(name, process.env.PATH ?? "");
      if (found === undefined) throw new Error(`${name} is not on PATH`);
      symlinkSync(found, join(bin, name));
    }
    const result = await run(created.repo, created.home, { PATH: bin });
    expectUntouched(created, result);
    expect(result.stderr).toContain("bubblewrap (bwrap) is not installed");
    expect(result.stderr).toContain("sudo apt-get install -y bubblewrap");
  });

  it("refuses a sandbox.readPaths entry that is a credential path, naming the setting and the value", async () => {
    const created = project("true");
    mkdirSync(join(created.home, ".ssh"));
    const result = await run(created.repo, created.home, {}, [
      "--sandbox-read-path",
      join(created.home, ".ssh"),
    ]);
    expectUntouched(created, result);
    expect(result.stderr).toContain(`flag --sandbox-read-path: "${join(created.home, ".ssh")}"`);
    expect(result.stderr).toContain("holds credentials");
  });
});

describe.runIf(sandboxWorks)("a verify failure the boundary explains", () => {
  it("stops the run after one attempt, names the boundary and the fix, and leaves the feature pending", async () => {
    // The preflight sees only `sh`; the script it runs needs a program the boundary hides.
    const created = project("sh run-tests.sh");
    writeFileSync(join(created.repo, "run-tests.sh"), "mytool --check\n");
    created.git("add", "run-tests.sh");
    created.git("commit", "--quiet", "-m", "tests");
    const bin = join(created.home, "tools", "bin");
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, "mytool"), "#!/bin/sh\nexit 0\n");
    chmodSync(join(bin, "mytool"), 0o755);
    const result = await run(
      created.repo,
      created.home,
      { PATH: `${bin}:${process.env.PATH ?? "/usr/bin:/bin"}` },
      ["--budget", "3"],
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("verify could not start `mytool` (exit 127) because of the boundary");
    expect(result.stderr).toContain(`add "${join(created.home, "tools")}" to sandbox.readPaths`);
    // One attempt (one implement call), no retry and no rubric: the model cannot fix the environment.
    expect(result.requests).toBe(1);
    expect(readFileSync(join(created.repo, "feature_list.json"), "utf8")).toBe(
      created.list.replace(/\n$/, "\n"),
    );
    const list = JSON.parse(readFileSync(join(created.repo, "feature_list.json"), "utf8")) as {
      features: { status?: string }[];
    };
    expect(list.features[0]?.status ?? "pending").toBe("pending");
  });
});

describe.runIf(sandboxWorks)("alfred doctor", () => {
  it("checks the sandbox as alfred run uses it and runs the same preflight on the feature list", async () => {
    const created = project("definitely-not-installed-tool --check");
    const result = await runAlfred(["doctor", "--json"], { cwd: created.repo, env: { HOME: created.home } });
    const report = JSON.parse(result.stdout) as { checks: { check: string; ok: boolean; detail: string }[] };
    const check = (name: string) => report.checks.find((found) => found.check === name);
    // The check is labelled "sandbox" already; its detail starts with the setting.
    expect(check("sandbox")?.detail).toMatch(/^on → bwrap/);
    expect(check("verify")).toMatchObject({ ok: false });
    expect(check("verify")?.detail).toContain(
      "`definitely-not-installed-tool` cannot be found inside the boundary",
    );
    expect(result.code).toBe(1);
  });
});
