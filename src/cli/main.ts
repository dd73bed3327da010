import { readFile } from "../platform/fs.js";
import { AlfredError, ConfigError, errorMessage } from "../core/errors.js";
import { createRedactor } from "../security/redactor.js";
import { knownSecretValues } from "../session/known-secrets.js";
import { askCommand } from "./ask.js";
import { doctorCommand } from "./doctor.js";
import { ledgerCommand } from "./ledger-command.js";
import { memoryCommand } from "./memory.js";
import { mcpCommand } from "./mcp.js";
import { replayCommand } from "./replay-command.js";
import { repomapCommand } from "./repomap.js";
import { runCommand } from "./run.js";
import { type CliIo, EXIT } from "./io.js";
import { redactingIo } from "./redacting-io.js";
import { palette } from "./render.js";
import { UsageError } from "./usage-error.js";

/** Top-level usage text. */
export const USAGE = `Usage: alfred <command> [options]

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

const COMMANDS: Readonly<Record<string, Command>> = {
  ask: askCommand,
  run: runCommand,
  ledger: ledgerCommand,
  replay: replayCommand,
  repomap: repomapCommand,
  doctor: doctorCommand,
  memory: memoryCommand,
  mcp: mcpCommand,
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
  const command = COMMANDS[name];
  if (command === undefined) {
    io.stderr.write(colors.red(`alfred: unknown command "${name}"\n`) + `${USAGE}\n`);
    return EXIT.usage;
  }
  try {
    return await command(rest, io);
  } catch (thrown: unknown) {
    // io redacts every write; the message needs no second pass.
    const message = errorMessage(thrown);
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

/**
 * The version in Alfred's package.json, two levels above this file both in
 * `src/cli/` and in the built `build/cli/`.
 * @throws Error when package.json is missing or has no version.
 */
export async function packageVersion(): Promise<string> {
  const manifest: unknown = JSON.parse(
    await readFile(new URL("../../package.json", import.meta.url), "utf8"),
  );
  if (
    typeof manifest !== "object" ||
    manifest === null ||
    !("version" in manifest) ||
    typeof manifest.version !== "string"
  )
    throw new Error("Alfred's package.json has no version");
  return manifest.version;
}

function isParseArgsError(thrown: unknown): boolean {
  return thrown instanceof Error && "code" in thrown && String(thrown.code).startsWith("ERR_PARSE_ARGS");
}
