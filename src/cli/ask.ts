import { parseArgs } from "node:util";
import { loadConfig } from "../config/load.js";
import type { QueryState } from "../core/events.js";
import { runQuery } from "../engine/run-query.js";
import { describeSandboxChoice } from "../platform/sandbox/sandbox.js";
import { createSession } from "../session/create-session.js";
import { terminalApprover, terminalAskUser } from "./approve.js";
import { ignoreAlfredState } from "./ignore-state.js";
import { ENGINE_FLAGS, engineFlagLayer, existingDirectory, workingDirOf } from "./common-flags.js";
import { interruptOnSignals } from "./interrupt.js";
import { type CliIo, EXIT, readAll } from "./io.js";
import { createHumanRenderer, createJsonRenderer, palette } from "./render.js";
import { UsageError } from "./usage-error.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** `alfred ask` usage text. */
export const ASK_USAGE = `Usage: alfred ask [PROMPT] [options]

Runs one query: model text to stdout, tool activity and status to stderr.
The prompt is read from stdin when not given as an argument.

Options:
  --provider anthropic|openai|mock   model provider (ALFRED_PROVIDER)
  --model ID                         model id (ALFRED_MODEL)
  --max-turns N                      hard cap on model calls
  --max-cost-usd N                   cost budget in USD
  --mode default|acceptEdits|plan|bypass
  --yes, -y                          approve every call that would ask
  --sandbox off|on|auto              run bash inside the OS sandbox
  --cwd DIR                          workspace (default: current directory)
  --json                             one event per line on stdout`;

/** Exit code for a terminal status. */
export function exitCodeFor(state: QueryState): number {
  if (state.status === "success") return EXIT.success;
  return state.status === "aborted" ? EXIT.aborted : EXIT.failure;
}

/**
 * `alfred ask`: one query against the configured provider.
 * @throws ConfigError / UsageError for bad flags, settings or a missing prompt.
 */
export async function askCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: ENGINE_FLAGS,
    allowPositionals: true,
    strict: true,
  });
  if (values.help === true) {
    io.stdout.write(`${ASK_USAGE}\n`);
    return EXIT.success;
  }
  const fromArgs = positionals.join(" ").trim();
  const prompt = fromArgs !== "" ? fromArgs : io.stdin.isTTY === true ? "" : (await readAll(io.stdin)).trim();
  if (prompt === "") throw new UsageError('a prompt is required: alfred ask "…" (or pipe it on stdin)');

  const workingDir = await existingDirectory(workingDirOf(values, io.cwd), values.cwd);
  await ignoreAlfredState(workingDir);
  const config = await loadConfig({
    workingDir,
    env: io.env,
    flags: engineFlagLayer(values),
    host: "cliAsk",
  });
  const interactive = io.stdin.isTTY === true && io.stderr.isTTY === true;
  const terminal = { input: io.stdin, output: io.stderr };
  const approve =
    values.yes === true ? async () => true : interactive ? terminalApprover(terminal) : undefined;
  const colors = palette(io.stderr.isTTY === true && io.env.NO_COLOR === undefined);
  const session = await createSession({
    host: "cliAsk",
    config,
    env: io.env,
    workingDir,
    ...omitUndefined({ approve }),
    ...(interactive ? { askUser: terminalAskUser(terminal) } : {}),
    // The `cliAsk` row starts the language servers of .alfred/lsp.json, else typescript-language-server /
    // pyright-langserver found in the workspace's node_modules/.bin or on PATH: no more trust than lsp.json
    // (workspace content naming any command) already has; they start on first use, through the boundary
    // (sandboxed: workspace read-only, no network). And the MCP servers of .alfred/mcp.json or .mcp.json.
    onNote: (note) => io.stderr.write(`${colors.dim(note)}\n`),
  });

  if (config.sandbox !== "off")
    io.stderr.write(
      `${colors.dim(await describeSandboxChoice(config.sandbox, { readPaths: config.sandboxReadPaths }))}\n`,
    );
  const interruption = interruptOnSignals(io);
  const render = values.json === true ? createJsonRenderer(io) : createHumanRenderer(io, colors);
  try {
    // Facts memory holds about the question go into its first message, fenced (never the system prompt).
    const recalled = (await session.recall?.({ description: prompt })) ?? "";
    const first = recalled === "" ? prompt : `${prompt}\n\n${recalled}`;
    const query = runQuery(first, { ...session, signal: interruption.signal });
    for (;;) {
      const step = await query.next();
      if (step.done === true) return interruption.exitCode(exitCodeFor(step.value));
      render(step.value);
    }
  } finally {
    interruption.unsubscribe();
    await session.close?.();
  }
}
