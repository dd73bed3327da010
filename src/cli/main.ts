/**
 * The CLI's dispatcher. Each command's module is imported only when that
 * command runs, so `alfred --version` or `alfred repomap` never load the
 * engine, the providers or Octokit; what every command pays for is this file,
 * the redacting io and the errors.
 */
import { fsErrorMessage } from "../platform/fs/fs-errors.js";
import { initShellParser } from "../platform/wasm/shell-parser.js";
import { AlfredError, ConfigError, errorMessage } from "../core/errors.js";
import { createRedactor } from "../security/secrets/redactor.js";
import { knownSecretValues } from "../security/secrets/known-secrets.js";
import { type CliIo, EXIT } from "./io.js";
import { packageVersion } from "./package-version.js";
import { redactingIo } from "./redacting-io.js";
import { palette } from "./render.js";
import { UsageError } from "./usage-error.js";

/** Top-level usage text. */
const USAGE = `Usage: alfred <command> [options]

Commands:
  ask [PROMPT]        run one query (alfred ask --help)
  run                 work through feature_list.json (alfred run --help)
  ledger verify FILE  check a ledger's signatures and chain
  replay JOURNAL      replay a recorded journal through the real engine
  repomap             print the repo map (alfred repomap --help)
  doctor              check config, language servers, sandbox and ripgrep
  memory search|add|gc  search, add to and clean .alfred/memory (alfred memory --help)
  mcp                 serve read-only code tools over MCP (alfred mcp --help)
  help                show this text
  --version, -V       print the version

Environment: ALFRED_PROVIDER, ALFRED_MODEL, ALFRED_MODEL_ARCHITECT|EDITOR|SUBAGENT,
ALFRED_BASE_URL, ANTHROPIC_API_KEY, OPENAI_API_KEY, ALFRED_MOCK_SCRIPT, ALFRED_SANDBOX,
ALFRED_EGRESS_ALLOW, ALFRED_LEDGER_KEY. Flags beat environment variables, which beat .alfred/config.json.`;

type Command = (argv: readonly string[], io: CliIo) => Promise<number>;

/** A command, loaded on demand. */
interface CommandEntry {
  readonly load: () => Promise<Command>;
  /**
   * Runs the engine with the bash tool, whose synchronous read-only and
   * concurrency checks need the bash grammar before the first tool call.
   */
  readonly shell?: true;
}

const COMMANDS: Readonly<Record<string, CommandEntry>> = {
  ask: { load: async () => (await import("./ask.js")).askCommand, shell: true },
  run: { load: async () => (await import("./run.js")).runCommand, shell: true },
  ledger: { load: async () => (await import("./ledger-command.js")).ledgerCommand },
  replay: { load: async () => (await import("./replay-command.js")).replayCommand, shell: true },
  repomap: { load: async () => (await import("./repomap.js")).repomapCommand },
  doctor: { load: async () => (await import("./doctor.js")).doctorCommand },
  memory: { load: async () => (await import("./memory.js")).memoryCommand },
  mcp: { load: async () => (await import("./mcp.js")).mcpCommand },
};

/**
 * Runs the CLI and returns the exit code: 0 success, 1 failure, 2 usage or
 * configuration error, 130 aborted. Never throws: every failure says which
 * command failed and goes to stderr. Everything written to stdout and stderr,
 * by any command, passes one redaction step that knows the secrets in the
 * environment (provider keys, tokens, the ledger key).
 */
export async function main(argv: readonly string[], rawIo: CliIo): Promise<number> {
  const redacting = redactingIo(rawIo, createRedactor(knownSecretValues(rawIo.env)));
  try {
    return await dispatch(argv, redacting.io);
  } finally {
    redacting.flush();
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const colors = palette(io.stderr.isTTY === true && io.env.NO_COLOR === undefined);
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-V" || name === "version") {
    io.stdout.write(`alfred ${await packageVersion()}\n`);
    return EXIT.success;
  }
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    io.stdout.write(`${USAGE}\n`);
    return name === undefined ? EXIT.usage : EXIT.success;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    io.stderr.write(colors.red(`alfred: unknown command "${name}"\n`) + `${USAGE}\n`);
    return EXIT.usage;
  }
  try {
    if (command.shell === true) await initShellParser();
    const run = await command.load();
    return await run(rest, io);
  } catch (thrown: unknown) {
    // io redacts every write; the message needs no second pass.
    const message = fsErrorMessage(thrown) ?? errorMessage(thrown);
    // A malformed feature list is configuration too: the user fixes a file, not the run.
    const configuration =
      thrown instanceof ConfigError ||
      (thrown instanceof AlfredError && thrown.code === "feature_list_invalid");
    const usage = configuration || thrown instanceof UsageError || isParseArgsError(thrown);
    const label = configuration ? "configuration error" : usage ? "usage error" : "failed";
    io.stderr.write(colors.red(`alfred ${name}: ${label}: ${message}\n`));
    return usage ? EXIT.usage : EXIT.failure;
  }
}

function isParseArgsError(thrown: unknown): boolean {
  return thrown instanceof Error && "code" in thrown && String(thrown.code).startsWith("ERR_PARSE_ARGS");
}
