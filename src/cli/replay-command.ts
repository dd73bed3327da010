import { readFile } from "../platform/fs/fs.js";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config/load.js";
import type { AlfredConfig } from "../config/schema.js";
import { parseJournal } from "../orchestrator/journal.js";
import { replayJournal } from "../orchestrator/replay-journal.js";
import { tapeProvider } from "../orchestrator/tape-provider.js";
import { createSession } from "../session/create-session.js";
import { workingDirOf } from "./common-flags.js";
import { type CliIo, EXIT } from "./io.js";
import { palette } from "./render.js";
import { inReplayWorktree, replayStartCommit } from "./replay-worktree.js";
import { UsageError } from "./usage-error.js";

/** `alfred replay` usage text. */
export const REPLAY_USAGE = `Usage: alfred replay JOURNAL [--cwd DIR] [--json]

Replays a recorded journal through the real engine: the model's recorded answers
are served back, the tools run for real in a temporary worktree at the run's
starting commit (read from the ledger beside the journal; your own worktree is
never touched), and each call's tool sequence, status and text are compared with
the recording. Exit 0 when every call is unchanged, 1 otherwise.`;

/**
 * The configuration a replay runs under: the worktree's, with the `replay` host's defaults (its
 * sandbox: the tape's bash commands run for real). The recorded answers stand in for the model, so
 * no provider or key is needed.
 */
export function replayConfig(workingDir: string, env: CliIo["env"]): Promise<AlfredConfig> {
  return loadConfig({ workingDir, env: { ...env, ALFRED_PROVIDER: "mock" }, host: "replay" });
}

/**
 * `alfred replay JOURNAL`.
 * @throws UsageError for a missing or malformed journal.
 */
export async function replayCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { cwd: { type: "string" }, json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help === true) {
    io.stdout.write(`${REPLAY_USAGE}\n`);
    return EXIT.success;
  }
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError("expected: alfred replay JOURNAL");
  const text = await readFile(resolve(io.cwd, file), "utf8").catch((cause: unknown) => {
    throw new UsageError(`cannot read ${file}: ${cause instanceof Error ? cause.message : String(cause)}`);
  });
  const parsed = parseJournal(text, file);
  if (!parsed.ok) throw new UsageError(parsed.error);
  const start = await replayStartCommit(resolve(io.cwd, file));
  io.stderr.write(`replaying in a temporary worktree at ${start.slice(0, 12)}, the run's starting commit\n`);
  const reports = await inReplayWorktree(workingDirOf(values, io.cwd), start, async (workingDir) => {
    const config = await replayConfig(workingDir, io.env);
    const session = await createSession({
      host: "replay",
      config,
      env: io.env,
      workingDir,
      provider: tapeProvider([]),
    });
    try {
      return await replayJournal(parsed.value.entries, session);
    } finally {
      await session.close?.();
    }
  });
  const colors = palette(io.stdout.isTTY === true && io.env.NO_COLOR === undefined);
  for (const report of reports) {
    if (values.json === true) {
      io.stdout.write(`${JSON.stringify(report)}\n`);
      continue;
    }
    io.stdout.write(report.same ? `${report.key}: unchanged\n` : colors.red(`${report.key}: changed\n`));
    for (const difference of report.differences) {
      io.stdout.write(
        `  ${difference.field}: recorded ${JSON.stringify(difference.recorded)}, replayed ${JSON.stringify(difference.replayed)}\n`,
      );
    }
  }
  const changed = reports.filter((report) => !report.same).length;
  if (values.json !== true) io.stdout.write(`${reports.length} calls replayed, ${changed} changed\n`);
  return changed === 0 ? EXIT.success : EXIT.failure;
}
