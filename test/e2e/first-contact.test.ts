/**
 * What a new user meets first: the version, an unbuilt clone, the package,
 * exit codes of common mistakes, subdirectories, odd feature lists, and the
 * default model.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { ALFRED_BIN, makeWorkspace, runAlfred } from "../support/cli.js";
import { demoRepository, editFeatureList, GIT_ENV, PROJECT_ROOT, statuses } from "../support/demo-repo.js";
import { tempDir } from "../support/temp-dir.js";

const KEY = "first-contact-ledger-key-0123456";
const mockEnv = {
  ...GIT_ENV,
  ALFRED_PROVIDER: "mock",
  ALFRED_MOCK_SCRIPT: join(PROJECT_ROOT, "fixtures/demo-run-script.json"),
  ALFRED_LEDGER_KEY: KEY,
} as Record<string, string>;
const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
  version: string;
  scripts: Record<string, string>;
};
const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("the package", () => {
  it.each([["--version"], ["-V"]])("prints its version with %s", async (flag) => {
    const run = await runAlfred([flag], { cwd: PROJECT_ROOT });
    expect(run.stdout).toBe(`alfred ${manifest.version}\n`);
    expect(run.code).toBe(0);
  });

  it("says how to build when run from a clone that was never built, without a stack trace", () => {
    const clone = tempDir("alfred-unbuilt-");
    mkdirSync(join(clone, "bin"));
    copyFileSync(ALFRED_BIN, join(clone, "bin", "alfred.js"));
    writeFileSync(join(clone, "package.json"), '{"type":"module"}');
    let stderr = "";
    let status: number | null = 0;
    try {
      execFileSync(process.execPath, [join(clone, "bin", "alfred.js"), "--help"], { stdio: "pipe" });
    } catch (thrown) {
      const failed = thrown as { stderr: Buffer; status: number | null };
      stderr = failed.stderr.toString();
      status = failed.status;
    }
    expect(status).toBe(2);
    expect(stderr).toContain("the CLI is not built yet");
    expect(stderr).toContain("npm run build");
    expect(stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|at .*:\d+:\d+/);
  });

  it("builds itself when packed (prepare), and the package holds the built CLI, the library bundle and its types", () => {
    expect(manifest.scripts.prepare).toMatch(/(^|&& )npm run build$/);
    const listing = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    const files = (JSON.parse(listing) as [{ files: { path: string }[] }])[0].files.map((file) => file.path);
    expect(files).toEqual(
      expect.arrayContaining([
        "bin/alfred.js",
        "build/cli/bin.js",
        "build/bundle/index.js",
        "build/index.d.ts",
      ]),
    );
  }, 60_000);
});

describe("exit codes of common mistakes", () => {
  it("ask --cwd of a missing directory is a usage error", async () => {
    const run = await runAlfred(["ask", "hi", "--cwd", "/missing/dir"], {
      cwd: PROJECT_ROOT,
      env: { ALFRED_PROVIDER: "mock" },
    });
    expect(run.stderr).toContain("--cwd /missing/dir: no such directory");
    expect(run.code).toBe(2);
  });

  it("run in a directory that is not a git repository is a configuration error", async () => {
    const workingDir = await makeWorkspace({ "feature_list.json": '{"features":[]}' });
    const run = await runAlfred(["run"], { cwd: workingDir, env: mockEnv });
    expect(run.stderr).toContain("not a git repository");
    expect(run.code).toBe(2);
  });

  it("run without a feature list is a configuration error naming the file", async () => {
    const workingDir = demoRepository();
    const run = await runAlfred(["run", "--features", "backlog.json"], { cwd: workingDir, env: mockEnv });
    expect(run.stderr).toContain(`${join(workingDir, "backlog.json")}: no such file`);
    expect(run.code).toBe(2);
  });

  it("a feature list with a 500-character id is a configuration error naming the path, value and fix", async () => {
    const workingDir = demoRepository((root) =>
      editFeatureList(root, (list) => void (list.features[0]!.id = "x".repeat(500))),
    );
    const run = await runAlfred(["run"], { cwd: workingDir, env: mockEnv });
    expect(run.stderr).toContain("feature_list.json: features[0].id: id");
    expect(run.stderr).toContain("is 500 characters long; ids are at most 100: shorten it");
    expect(run.code).toBe(2);
    expect(existsSync(join(workingDir, ".alfred/workflows"))).toBe(false);
  });
  it("a feature list with a duplicate key is refused (exit 2) naming file, key and place, and left byte for byte", async () => {
    let before = "";
    const workingDir = demoRepository((root) => {
      const path = join(root, "feature_list.json");
      before = readFileSync(path, "utf8").replace(
        '"verify": "node --test test/truncate.test.js",',
        '"verify": "node --test test/truncate.test.js",\n      "verify": "true",',
      );
      writeFileSync(path, before);
    });
    const run = await runAlfred(["run"], { cwd: workingDir, env: mockEnv });
    expect(run.stderr).toMatch(
      /feature_list\.json:22:7: features\[1\]\.verify: duplicate key "verify" \(first at line 21, column 7\)/,
    );
    expect(run.stderr).toContain("will not rewrite a file it cannot read back exactly");
    expect(run.code).toBe(2);
    expect(readFileSync(join(workingDir, "feature_list.json"), "utf8")).toBe(before);
    expect(existsSync(join(workingDir, ".alfred/workflows"))).toBe(false);
  });
});

describe("alfred run from a subdirectory", () => {
  it("runs at the repository root, with --features relative to the current directory", async () => {
    const workingDir = demoRepository();
    const sub = join(workingDir, "src");
    // --budget 2, as the demo runs it: its script fails word-count's verify twice and then ends.
    const run = await runAlfred(
      ["run", "--run-id", "sub", "--budget", "2", "--features", "../feature_list.json"],
      {
        cwd: sub,
        env: mockEnv,
      },
    );
    expect(run.stderr).toContain(`running at the repository root ${workingDir}`);
    expect(run.code, run.stderr).toBe(0);
    expect(statuses(workingDir)).toEqual({
      slugify: "passing",
      truncate: "passing",
      "word-count": "blocked",
    });
    expect(existsSync(join(workingDir, ".alfred/workflows/sub/ledger.jsonl"))).toBe(true);
    expect(existsSync(join(sub, ".alfred"))).toBe(false);
  }, 60_000);

  it("takes an absolute --features path as it is", async () => {
    const workingDir = demoRepository();
    const run = await runAlfred(
      ["run", "--run-id", "abs", "--budget", "2", "--features", join(workingDir, "feature_list.json")],
      {
        cwd: join(workingDir, "test"),
        env: mockEnv,
      },
    );
    expect(run.code).toBe(0);
    expect(statuses(workingDir)).toMatchObject({ slugify: "passing" });
  }, 60_000);

  it("refuses a feature list outside the repository with exit 2", async () => {
    const workingDir = demoRepository();
    const outside = join(tempDir("alfred-outside-"), "feature_list.json");
    copyFileSync(join(workingDir, "feature_list.json"), outside);
    const run = await runAlfred(["run", "--features", outside], { cwd: workingDir, env: mockEnv });
    expect(run.stderr).toContain(`feature list ${outside}: is outside the repository ${workingDir}`);
    expect(run.code).toBe(2);
  });

  it.each([[["--mode", "plan"]], [["--yes"]]])(
    "refuses %j, which an unattended run cannot honour, with exit 2 and before any work",
    async (flags) => {
      const workingDir = demoRepository();
      const run = await runAlfred(["run", ...flags], { cwd: workingDir, env: mockEnv });
      expect(run.stderr).toMatch(new RegExp(`${flags[0] ?? ""}.*alfred run is unattended`));
      expect(run.code).toBe(2);
      expect(existsSync(join(workingDir, ".alfred/workflows"))).toBe(false);
    },
  );
});

describe("the default model", () => {
  it("is the current generation: the SDK prints no deprecation warning", async () => {
    const server = await startAnthropicFake([{ turn: { text: "hello" } }]);
    servers.push(server);
    const workingDir = await makeWorkspace({ "a.txt": "a" });
    const run = await runAlfred(["ask", "hi"], {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: "anthropic", ALFRED_BASE_URL: server.url, ANTHROPIC_API_KEY: "x" },
    });
    expect(run.code).toBe(0);
    expect(server.requests[0]?.body).toMatchObject({ model: "claude-sonnet-5" });
    expect(run.stderr).not.toMatch(/deprecated|end-of-life/);
  });
});
