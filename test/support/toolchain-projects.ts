/**
 * Small real projects, one feature per stack, for the toolchain end-to-end tests (issue 25), and
 * the fake `$HOME` they verify against: Go's module cache, a Maven repository and a `pip --user`
 * package filled the way setup-go, setup-java and pip leave them, plus a canary in every
 * credential path (`fixtures/toolchains/credential-canaries.json`). Rust and pyenv are the
 * machine's own (in root's home), found through `RUSTUP_HOME`/`CARGO_HOME`/`PYENV_ROOT`.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { stepOf } from "./action-run.js";
import { PROJECT_ROOT } from "./demo-repo.js";

const ROOT_HOME = "/root";
const PYTHON = join(ROOT_HOME, ".pyenv/versions/3.12.1/bin/python3.12");

/** Whether this machine has every toolchain the tests need. */
export function toolchainsInstalled(): boolean {
  return (
    [join(ROOT_HOME, ".cargo/bin/cargo"), join(ROOT_HOME, ".rustup/toolchains"), PYTHON].every((path) =>
      existsSync(path),
    ) &&
    ["/usr/bin/go", "/usr/bin/mvn", "/usr/bin/zip"].every((path) => existsSync(path)) &&
    existsSync(
      "/usr/share/maven-repo/org/apache/maven/plugins/maven-surefire-plugin/2.22.3/maven-surefire-plugin-2.22.3.jar",
    )
  );
}

/** The canaries' `$HOME`-relative paths. */
export const CANARY_FILES: readonly string[] = (
  JSON.parse(
    readFileSync(join(PROJECT_ROOT, "test/fixtures/toolchains/credential-canaries.json"), "utf8"),
  ) as {
    files: string[];
  }
).files;

/** A canary line: `token = …` so a cargo `config.toml` counts as holding a token. */
export const canaryText = (file: string): string => `token = "CANARY-${file.replace(/[^a-z0-9]/gi, "-")}"\n`;

const POM = `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>demo</groupId><artifactId>demo</artifactId><version>1.0</version>
  <properties>
    <maven.compiler.source>17</maven.compiler.source><maven.compiler.target>17</maven.compiler.target>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.13.2</version><scope>test</scope></dependency>
  </dependencies>
  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.0</version></plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.10.1</version></plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>2.22.3</version></plugin>
  </plugins></build>
</project>
`;

// Fails when any credential canary (listed in canaries.txt) can be read; runs after each stack's tests.
const PROBE = `#!/bin/sh
while IFS= read -r p; do
  if grep -q CANARY "$p" 2>/dev/null; then echo "LEAK: $p"; exit 1; fi
done < canaries.txt
echo "no credential readable"
`;

/** Each feature: its verify command and the file the model writes to make it pass. */
export const STACK_FEATURES = {
  rust: {
    verify: "cargo test -q --offline && sh probe.sh",
    file: "src/lib.rs",
    content: "pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n",
  },
  go: {
    verify: "go test ./... && sh probe.sh",
    file: "goapp/app.go",
    content:
      'package app\n\nimport "example.com/greet"\n\nfunc Greeting() string { return greet.Hello() + "!" }\n',
  },
  python: {
    verify: "python -m unittest -q test_user && .venv/bin/python -m unittest -q test_venv && sh probe.sh",
    file: "greeting.py",
    content: "import greetlib\n\n\ndef greet():\n    return greetlib.hello() + '!'\n",
  },
  maven: {
    verify: "mvn -o -q test && sh probe.sh",
    file: "src/main/java/demo/Add.java",
    content:
      "package demo;\n\npublic class Add {\n  public static int add(int a, int b) { return a + b; }\n}\n",
  },
  node: {
    verify: "node --test test/add.test.js && sh probe.sh",
    file: "src/add.js",
    content: "export const add = (a, b) => a + b;\n",
  },
} as const;

/** The repository's files (the features' own files are left for the model to write). */
export function projectFiles(home: string): Record<string, string> {
  const features = Object.entries(STACK_FEATURES).map(([id, feature]) => ({
    id,
    description: `make the ${id} tests pass by writing ${feature.file}`,
    verify: feature.verify,
  }));
  return {
    "feature_list.json": `${JSON.stringify({ features }, null, 2)}\n`,
    ".gitignore": "target/\n.venv/\n__pycache__/\n",
    "probe.sh": PROBE,
    "canaries.txt": CANARY_FILES.map((file) => join(home, file)).join("\n") + "\n",
    "Cargo.toml": '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\n',
    "tests/add.rs": "#[test]\nfn adds() {\n    assert_eq!(demo::add(1, 2), 3);\n}\n",
    "go.mod": "module example.com/app\n\ngo 1.19\n\nrequire example.com/greet v1.0.0\n",
    "goapp/app_test.go":
      'package app\n\nimport "testing"\n\nfunc TestGreeting(t *testing.T) {\n\tif Greeting() != "hello!" {\n\t\tt.Fatal(Greeting())\n\t}\n}\n',
    "test_user.py":
      "import unittest\n\nimport greeting\n\n\nclass T(unittest.TestCase):\n    def test_greet(self):\n        self.assertEqual(greeting.greet(), 'hello!')\n",
    "test_venv.py":
      "import sys\nimport unittest\n\n\nclass T(unittest.TestCase):\n    def test_in_venv(self):\n        self.assertTrue(sys.prefix.endswith('.venv'))\n",
    "pom.xml": POM,
    "src/test/java/demo/AddTest.java":
      "package demo;\n\nimport org.junit.Test;\nimport static org.junit.Assert.assertEquals;\n\npublic class AddTest {\n  @Test public void adds() { assertEquals(3, Add.add(1, 2)); }\n}\n",
    "package.json": '{ "name": "demo", "type": "module", "private": true }\n',
    "test/add.test.js":
      'import assert from "node:assert/strict";\nimport { test } from "node:test";\nimport { add } from "../src/add.js";\n\ntest("adds", () => assert.equal(add(1, 2), 3));\n',
  };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function run(file: string, args: readonly string[], cwd: string, env: Record<string, string>): void {
  execFileSync(file, args, { cwd, env: { PATH: "/usr/bin:/bin", ...env }, stdio: "pipe" });
}

/** Zips `dir`'s contents into `target` with Debian's zip (Go and pip check CRCs). */
function zipDir(dir: string, target: string): void {
  run("/usr/bin/zip", ["-q", "-X", "-D", "-r", target, "."], dir, {});
}

/** A Go module proxy on disk holding example.com/greet v1.0.0. */
function goProxy(scratch: string): string {
  const proxy = join(scratch, "goproxy");
  const module = join(scratch, "greet-src", "example.com", "greet@v1.0.0");
  write(join(module, "go.mod"), "module example.com/greet\n\ngo 1.19\n");
  write(join(module, "greet.go"), 'package greet\n\nfunc Hello() string { return "hello" }\n');
  const versions = join(proxy, "example.com", "greet", "@v");
  mkdirSync(versions, { recursive: true });
  zipDir(join(scratch, "greet-src"), join(versions, "v1.0.0.zip"));
  cpSync(join(module, "go.mod"), join(versions, "v1.0.0.mod"));
  writeFileSync(join(versions, "list"), "v1.0.0\n");
  writeFileSync(join(versions, "v1.0.0.info"), '{"Version":"v1.0.0"}\n');
  return proxy;
}

/** A wheel of one module, `greetlib`, built by hand. */
function wheel(scratch: string): string {
  const dir = join(scratch, "wheel");
  write(join(dir, "greetlib.py"), 'def hello():\n    return "hello"\n');
  write(
    join(dir, "greetlib-1.0.dist-info/METADATA"),
    "Metadata-Version: 2.1\nName: greetlib\nVersion: 1.0\n",
  );
  write(
    join(dir, "greetlib-1.0.dist-info/WHEEL"),
    "Wheel-Version: 1.0\nGenerator: alfred-test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
  );
  const files = ["greetlib.py", "METADATA", "WHEEL", "RECORD"].map((name) =>
    name === "greetlib.py" ? name : `greetlib-1.0.dist-info/${name}`,
  );
  write(join(dir, "greetlib-1.0.dist-info/RECORD"), files.map((file) => `${file},,\n`).join(""));
  const target = join(scratch, "greetlib-1.0-py3-none-any.whl");
  zipDir(dir, target);
  return target;
}

/** The variables a workflow would set for these toolchains (GitHub's runners set most of them). */
export function toolchainEnv(home: string): Record<string, string> {
  return {
    HOME: home,
    PATH: `${ROOT_HOME}/.cargo/bin:${ROOT_HOME}/.pyenv/shims:${process.env.PATH ?? "/usr/bin:/bin"}`,
    RUSTUP_HOME: join(ROOT_HOME, ".rustup"),
    CARGO_HOME: join(ROOT_HOME, ".cargo"),
    PYENV_ROOT: join(ROOT_HOME, ".pyenv"),
    PYENV_VERSION: "3.12.1",
    GOFLAGS: "-mod=mod",
    GOPROXY: "off",
  };
}

/**
 * A fake `$HOME` with canaries and filled caches, and the project's files with `go.sum`.
 * Returns where the home is and the files to commit.
 */
export function toolchainWorld(): { readonly home: string; readonly files: Record<string, string> } {
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), "alfred-toolchains-")));
  const home = join(scratch, "home");
  for (const file of CANARY_FILES) write(join(home, file), canaryText(file));
  cpSync("/usr/share/maven-repo", join(home, ".m2/repository"), { recursive: true, dereference: true });
  run(PYTHON, ["-m", "pip", "install", "-q", "--user", "--no-index", "--no-deps", wheel(scratch)], scratch, {
    HOME: home,
    PIP_NO_CACHE_DIR: "1",
    PIP_DISABLE_PIP_VERSION_CHECK: "1",
  });
  const files = projectFiles(home);
  const goDir = join(scratch, "go-sum");
  for (const name of ["go.mod", "goapp/app_test.go"]) write(join(goDir, name), files[name] ?? "");
  write(join(goDir, STACK_FEATURES.go.file), STACK_FEATURES.go.content);
  run("/usr/bin/go", ["mod", "tidy"], goDir, {
    HOME: home,
    GOPROXY: `file://${goProxy(scratch)}`,
    GOSUMDB: "off",
    GOFLAGS: "-mod=mod",
    GOCACHE: join(scratch, "gocache"),
  });
  files["go.sum"] = readFileSync(join(goDir, "go.sum"), "utf8");
  return { home, files };
}

/** Makes the workspace's `.venv` on pyenv's Python (a setup step before Alfred runs). */
export function makeVenv(workingDir: string): void {
  run(PYTHON, ["-m", "venv", "--without-pip", ".venv"], workingDir, {});
}

/** The scripted model: each feature writes its file, says it is done, and scores 2. */
export function toolchainModel(request: RecordedRequest): FakeStep {
  const { feature, kind } = stepOf(request);
  if (kind === "rubric")
    return {
      turn: { toolCalls: [{ name: "submit_rubric", input: { verification: 2, reasoning: "tests pass" } }] },
    };
  const stack = STACK_FEATURES[feature as keyof typeof STACK_FEATURES] as
    (typeof STACK_FEATURES)[keyof typeof STACK_FEATURES] | undefined;
  if (kind === "implement#0" && stack !== undefined)
    return {
      turn: { toolCalls: [{ name: "file_write", input: { path: stack.file, content: stack.content } }] },
    };
  return { turn: { text: `Implemented ${feature}.` } };
}
