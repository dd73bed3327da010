/**
 * The runner's workflow-command protocol: log lines and annotations on stdout,
 * outputs and the job summary in the files the runner names. Written here
 * rather than taken from @actions/core, whose import pulls in an HTTP client
 * (undici) the Action does not need before its first model call.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync } from "../platform/fs.js";
import { EOL } from "node:os";
import { omitUndefined } from "../core/omit-undefined.js";

/** Where workflow commands go; `process.stdout` and `process.env` in production. */
export interface Runner {
  readonly write: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * The entry point's redaction step, applied to every message, annotation, output and summary
   * before it is written (never to `add-mask`, which must carry the value it masks).
   */
  readonly redact?: (text: string) => string;
}

const processRunner: Runner = { write: (text) => void process.stdout.write(text), env: process.env };

/** Escapes a command's message (`%`, CR, LF). */
export function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escapes a command property (`%`, CR, LF, `:`, `,`). */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** `::name key=value,…::message`, one line. */
export function workflowCommand(
  name: string,
  message: string,
  properties: Readonly<Record<string, string>> = {},
): string {
  const props = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(",");
  return `::${name}${props === "" ? "" : ` ${props}`}::${escapeData(message)}${EOL}`;
}

/** The commands the Action uses. */
export interface WorkflowCommands {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string): void;
  warning(message: string, properties?: { readonly title?: string }): void;
  error(message: string): void;
  /** Masks a value in every later log line. */
  setSecret(value: string): void;
  /** Appends an output to the `GITHUB_OUTPUT` file (heredoc form, so any value is safe). */
  setOutput(name: string, value: string): void;
  /** Appends Markdown to the job summary (`GITHUB_STEP_SUMMARY`). */
  appendSummary(markdown: string): void;
  /** Logs the error and makes the step fail. */
  setFailed(message: string): void;
}

/** Workflow commands written to `runner` (the real process by default). */
export function workflowCommands(runner: Runner = processRunner): WorkflowCommands {
  const safe = runner.redact ?? ((text: string): string => text);
  const appendTo = (variable: string, text: string): void => {
    const file = runner.env[variable];
    if (file !== undefined && file !== "") appendFileSync(file, text, "utf8");
  };
  // Redacted before escaping, so a secret is matched as it was written, not as `%0A`-escaped.
  const command = (name: string, message: string, properties: Readonly<Record<string, string>> = {}): void =>
    runner.write(
      workflowCommand(
        name,
        safe(message),
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, safe(v)])),
      ),
    );
  return {
    info: (message) => runner.write(`${safe(message)}${EOL}`),
    debug: (message) => command("debug", message),
    notice: (message) => command("notice", message),
    warning: (message, properties = {}) =>
      command("warning", message, omitUndefined({ title: properties.title })),
    error: (message) => command("error", message),
    setSecret: (value) => runner.write(workflowCommand("add-mask", value)),
    setOutput: (name, value) => {
      const delimiter = `ghadelimiter_${randomUUID()}`;
      appendTo("GITHUB_OUTPUT", `${name}<<${delimiter}${EOL}${safe(value)}${EOL}${delimiter}${EOL}`);
    },
    appendSummary: (markdown) => appendTo("GITHUB_STEP_SUMMARY", `${safe(markdown)}${EOL}`),
    setFailed: (message) => {
      command("error", message);
      process.exitCode = 1;
    },
  };
}
