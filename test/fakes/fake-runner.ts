import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The runner's side of `@actions/core`, faked in this process: its stdout and the files it names
 * (`GITHUB_OUTPUT`, `GITHUB_STEP_SUMMARY`, `GITHUB_ENV`, `GITHUB_STATE`), so a test drives the
 * real toolkit and reads back what a runner would.
 */
export interface FakeRunner {
  /** Everything written to stdout (log lines and workflow commands). */
  readonly log: () => string;
  readonly outputFile: () => string;
  readonly summaryFile: () => string;
  readonly envFile: () => string;
  readonly stateFile: () => string;
}

/**
 * `core.summary` remembers the first `GITHUB_STEP_SUMMARY` it sees for the life of the process (as
 * on a runner, where it never changes), so every fake runner of a process shares one summary
 * file, emptied when a fake runner starts.
 */
let summaryDir: string | undefined;
function summaryPath(): string {
  if (summaryDir === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "alfred-runner-summary-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    summaryDir = dir;
  }
  return join(summaryDir, "summary.md");
}

const FILES = {
  GITHUB_OUTPUT: "output",
  GITHUB_STEP_SUMMARY: "summary.md",
  GITHUB_ENV: "env",
  GITHUB_STATE: "state",
} as const;

/**
 * Runs `work` with stdout captured and the runner's files in a fresh directory; restores stdout,
 * the environment and `process.exitCode`, and removes the directory, however `work` ends.
 */
export async function withFakeRunner<T>(work: (runner: FakeRunner) => Promise<T> | T): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "alfred-runner-"));
  const saved = Object.fromEntries(Object.keys(FILES).map((name) => [name, process.env[name]]));
  const exitCode = process.exitCode;
  const write = process.stdout.write.bind(process.stdout);
  let log = "";
  const pathOf = (name: string, file: string): string =>
    name === "GITHUB_STEP_SUMMARY" ? summaryPath() : join(dir, file);
  for (const [name, file] of Object.entries(FILES)) {
    writeFileSync(pathOf(name, file), "");
    process.env[name] = pathOf(name, file);
  }
  process.stdout.write = (chunk: string | Uint8Array): boolean => {
    log += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  };
  const read = (file: string) => () =>
    readFileSync(file === FILES.GITHUB_STEP_SUMMARY ? summaryPath() : join(dir, file), "utf8");
  try {
    return await work({
      log: () => log,
      outputFile: read(FILES.GITHUB_OUTPUT),
      summaryFile: read(FILES.GITHUB_STEP_SUMMARY),
      envFile: read(FILES.GITHUB_ENV),
      stateFile: read(FILES.GITHUB_STATE),
    });
  } finally {
    process.stdout.write = write;
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    process.exitCode = exitCode;
    rmSync(dir, { recursive: true, force: true });
  }
}
