/**
 * The `bash` tool: runs one shell command in the workspace, with the scrubbed
 * environment, a timeout, and (when configured) inside the OS sandbox.
 */
import { stat } from "node:fs/promises";
import * as z from "zod";
import { checkKillList } from "../security/commands/kill-list.js";
import { resolveInside } from "../platform/fs/path-jail.js";
import { isReadOnlyCommand } from "../security/commands/read-only.js";
import { redact } from "../security/secrets/redact.js";
import { initShellParser } from "../platform/wasm/shell-parser.js";
import { buildTool } from "./define-tool.js";
import type { BoundaryResult } from "../platform/boundary/boundary.js";
import type { Tool, ToolResult } from "./tool-contract.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** Default and maximum timeouts of one command, in milliseconds. */
const BASH_DEFAULT_TIMEOUT_MS = 120_000;
const BASH_MAX_TIMEOUT_MS = 600_000;

const bashInput = z.strictObject({
  command: z.string().min(1).describe("The shell command to run with /bin/bash -c. Chain steps with &&."),
  timeout: z
    .number()
    .int()
    .positive()
    .max(BASH_MAX_TIMEOUT_MS)
    .optional()
    .describe(`Timeout in milliseconds (default ${BASH_DEFAULT_TIMEOUT_MS}, max ${BASH_MAX_TIMEOUT_MS}).`),
  cwd: z
    .string()
    .min(1)
    .optional()
    .describe("Working directory, inside the workspace (default: the workspace root)."),
  description: z.string().optional().describe("One line saying what the command does, shown in the log."),
});

/** What {@link createBashTool} lets callers replace. */
interface BashToolOptions {
  /** Wait between SIGTERM and SIGKILL on timeout/abort (default 2,000 ms). */
  readonly killGraceMs?: number;
}

const DESCRIPTION = [
  "Run one shell command (`/bin/bash -c`) in the workspace; returns its combined stdout and stderr and, on failure, the exit code.",
  "Use it for what only a shell does: builds, tests, linters, package scripts, `git status`/`git diff`/`git log`.",
  "Do not use it to read, search or edit files (use file_read, grep, glob, file_edit, file_write), nor to talk (no `echo` to explain).",
  `Limits: timeout ${BASH_DEFAULT_TIMEOUT_MS / 1000} s by default, at most ${BASH_MAX_TIMEOUT_MS / 1000} s; stdin is closed, so interactive`,
  "commands fail; output over 30,000 characters is cut in the middle; background processes are killed when the command ends;",
  "each call is a fresh shell (no `cd` or variables carry over; use `cwd`). Destructive commands (the kill-list) and paths",
  "outside the workspace are refused. The environment is scrubbed of secrets. In the sandbox: `.git` is read-only, `/tmp` and",
  "`$HOME` are private and empty, and the network reaches only egress-list hosts, through a proxy.",
  'Example: {"command": "npm test -- src/slug.test.ts", "description": "run the slug tests"}',
].join(" ");

/**
 * Builds the `bash` tool. Runs `/bin/bash -c command` through the session's
 * boundary (`ctx.runtime.boundary`): the scrubbed environment only, the OS
 * sandbox when configured, and no process left behind.
 */
function createBashTool(options: BashToolOptions = {}): Tool<typeof bashInput, string> {
  return buildTool({
    name: "bash",
    description: DESCRIPTION,
    inputSchema: bashInput,
    isReadOnly: (input) => isReadOnlyCommand(input.command),
    isConcurrencySafe: (input) => isReadOnlyCommand(input.command),
    describeCall: (input) => `bash(${commandLabel(input.command)})`,
    permissionTarget: (input) => ({ kind: "execute", command: input.command, paths: [input.cwd ?? "."] }),
    // The evaluator enforces the kill-list centrally; checking here too means a
    // host that forgets to wire the evaluator still cannot run `rm -rf /`.
    checkPermissions: async (input) => {
      await initShellParser();
      const verdict = checkKillList(input.command);
      if (verdict.denied) return { behavior: "deny", reason: verdict.reason };
      if (isReadOnlyCommand(input.command)) return { behavior: "allow" };
      return { behavior: "ask", reason: "runs a shell command that may change files" };
    },
    call: async (input, ctx): Promise<ToolResult<string>> => {
      let cwd = ctx.workingDir;
      if (input.cwd !== undefined) {
        const resolved = await resolveInside(ctx.workingDir, input.cwd);
        if (!resolved.ok) return { content: `cwd refused: ${resolved.reason}`, isError: true };
        cwd = resolved.path;
        const isDirectory = await stat(cwd).then(
          (stats) => stats.isDirectory(),
          () => false,
        );
        if (!isDirectory) return { content: `cwd refused: ${input.cwd} is not a directory`, isError: true };
      }
      const timeoutMs = input.timeout ?? BASH_DEFAULT_TIMEOUT_MS;
      const result = await ctx.runtime.boundary.run({
        argv: ["/bin/bash", "-c", input.command],
        cwd,
        timeoutMs,
        signal: ctx.signal,
        ...omitUndefined({ killGraceMs: options.killGraceMs }),
      });
      if (result.refused !== undefined) return { content: result.refused, isError: true };
      return formatResult(result, timeoutMs);
    },
  });
}

/** The `bash` tool with default options. */
export const bashTool = createBashTool();

/** First line of the command, at most 60 characters. */
function commandLabel(command: string): string {
  const firstLine = command.trim().split("\n", 1)[0] ?? "";
  const multiline = command.trim().includes("\n");
  if (firstLine.length > 60) return `${firstLine.slice(0, 59)}…`;
  return multiline ? `${firstLine} …` : firstLine;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

// Command output is untrusted: it can echo repo files, test names or package
// READMEs written by anyone, so the engine fences it. Secrets that slipped into
// it (a token printed by a misconfigured script) are redacted before the model
// or the ledger sees them.
function formatResult(result: BoundaryResult, timeoutMs: number): ToolResult<string> {
  const output = result.output.length > 0 ? result.output : "(no output)";
  const untrusted = { untrusted: true, source: "bash" } as const;
  switch (result.outcome) {
    case "spawn_failed":
      return {
        content: `Could not start the command: ${result.spawnError?.message ?? "unknown error"}`,
        isError: true,
      };
    case "timeout":
      return {
        content: redact(`Timed out after ${seconds(timeoutMs)}; the command was killed.\n${output}`),
        isError: true,
        ...untrusted,
      };
    case "aborted":
      return { content: redact(`Aborted; the command was killed.\n${output}`), isError: true, ...untrusted };
    case "exited": {
      if (result.exitCode === 0) return { content: redact(output), ...untrusted };
      const status =
        result.exitCode === null
          ? `Killed by ${result.exitSignal ?? "a signal"}`
          : `Exit code ${result.exitCode}`;
      return { content: redact(`${status}\n${output}`), isError: true, ...untrusted };
    }
  }
}
