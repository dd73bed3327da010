import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createBoundary } from "../boundary/boundary.js";
import { probeSandbox, SANDBOX_HOME } from "./sandbox.js";
import { resolveToolchainMounts } from "./toolchain-mounts.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const probeOk = (await probeSandbox()).ok;
const canaries = (
  JSON.parse(
    await readFile(
      new URL("../../../test/fixtures/toolchains/credential-canaries.json", import.meta.url),
      "utf8",
    ),
  ) as { files: string[] }
).files;
// Toolchain files that must stay visible (each holds its own name).
const TOOLCHAIN_FILES = [
  ".cargo/bin/cargo-probe",
  ".rustup/settings.toml",
  "go/pkg/mod/example.com/m@v1.0.0/go.mod",
  ".m2/repository/junit/junit/4.13.2/junit-4.13.2.pom",
  ".local/lib/python3.12/site-packages/probe.py",
  ".gradle/caches/modules-2/probe",
  ".nuget/packages/probe/1.0.0/probe.nuspec",
];

let scratch: string;
let home: string;
let workingDir: string;
const marker = (path: string): string => `token = "CANARY-${path.replace(/[^a-z0-9]/gi, "-")}"`;

beforeAll(async () => {
  scratch = tempDir("alfred-toolchains-");
  home = join(scratch, "home");
  workingDir = join(scratch, "ws");
  await mkdir(workingDir, { recursive: true });
  for (const file of [...canaries, ...TOOLCHAIN_FILES]) {
    await mkdir(dirname(join(home, file)), { recursive: true });
    await writeFile(join(home, file), `${marker(file)}\n`);
  }
});

describe("resolveToolchainMounts", () => {
  it("binds the table's directories, masks credential files inside them, pins the locators", () => {
    const mounts = resolveToolchainMounts({ hostHome: home, env: {}, workingDir, sandboxHome: SANDBOX_HOME });
    expect(mounts.dirs).toEqual(
      expect.arrayContaining(
        [".cargo", ".rustup", "go/pkg/mod", ".m2/repository", ".local/lib"].map((d) => join(home, d)),
      ),
    );
    for (const dir of mounts.dirs)
      expect(dir).not.toMatch(/\/\.(ssh|aws|config|docker|kube)|\/\.m2$|\/\.cache$/);
    expect(mounts.maskedFiles).toEqual(
      expect.arrayContaining(
        [".cargo/credentials", ".cargo/credentials.toml", ".cargo/config.toml", ".gem/credentials"].map((f) =>
          join(home, f),
        ),
      ),
    );
    expect(mounts.maskedDirs).toEqual([join(home, ".dotnet/corefx")]);
    expect(mounts.env).toMatchObject({
      CARGO_HOME: join(home, ".cargo"),
      RUSTUP_HOME: join(home, ".rustup"),
      GOMODCACHE: join(home, "go/pkg/mod"),
      PYTHONUSERBASE: join(home, ".local"),
      GOCACHE: `${SANDBOX_HOME}/.cache/go-build`,
      GRADLE_USER_HOME: `${SANDBOX_HOME}/.gradle`,
      GRADLE_RO_DEP_CACHE: join(home, ".gradle/caches"),
      MAVEN_OPTS: `-Duser.home=${SANDBOX_HOME} -Dmaven.repo.local=${join(home, ".m2/repository")}`,
    });
  });

  it("binds a locator variable's directory and keeps the user's MAVEN_OPTS last", () => {
    const mounts = resolveToolchainMounts({
      hostHome: home,
      env: {
        CARGO_HOME: join(home, ".cargo"),
        GEM_PATH: `${join(home, ".gem")}:/nonexistent`,
        MAVEN_OPTS: "-Xmx1g",
      },
      workingDir,
      sandboxHome: SANDBOX_HOME,
    });
    expect(mounts.env["CARGO_HOME"]).toBeUndefined();
    expect(mounts.dirs).toContain(join(home, ".gem"));
    expect(mounts.env["MAVEN_OPTS"]).toMatch(/ -Xmx1g$/);
  });
});

describe.skipIf(!probeOk)("a sandboxed command", () => {
  it("reads the toolchains under $HOME and no credential file, and cannot write a toolchain", async () => {
    const boundary = createBoundary({
      workingDir,
      sandbox: "on",
      env: { PATH: "/usr/bin:/bin", HOME: home },
    });
    const paths = [...canaries, ...TOOLCHAIN_FILES].map((file) => join(home, file));
    const result = await boundary.run({
      // Every path as data (argv), never as shell text.
      argv: [
        "/bin/sh",
        "-c",
        'for f; do cat "$f" 2>/dev/null; done; touch "$1" 2>/dev/null || echo read-only',
        "sh",
        ...paths,
      ],
      cwd: workingDir,
      timeoutMs: 20_000,
    });
    expect(result.sandboxed).toBe(true);
    for (const file of TOOLCHAIN_FILES) expect(result.output).toContain(marker(file));
    for (const file of canaries) expect(result.output, file).not.toContain(marker(file));
    expect(result.output).toContain("read-only");
  });
});
