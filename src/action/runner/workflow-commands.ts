/**
 * Alfred's one channel to the runner: log lines, annotations, groups, masks, outputs, file
 * commands and the job summary. The protocol itself (escaping, the `ghadelimiter_` heredocs of
 * `GITHUB_OUTPUT`/`GITHUB_ENV`/`GITHUB_STATE`, the summary file) is `@actions/core`'s; this module
 * puts the entry point's redactor in front of it, so no string reaches the runner unredacted, and
 * keeps model-written log lines from posing as workflow commands.
 */
import type * as ActionsCore from "@actions/core";
import { omitUndefined } from "../../core/omit-undefined.js";

/** Where an annotation points (the toolkit's `AnnotationProperties`, all optional). */
interface AnnotationProperties {
  readonly title?: string;
  readonly file?: string;
  readonly startLine?: number;
  readonly endLine?: number;
  readonly startColumn?: number;
  readonly endColumn?: number;
}

/**
 * What the channel writes to: `@actions/core` itself in production (`toolkit-channel.ts`), a
 * recording fake in tests. Unredacted: {@link redactingCommands} is what stands in front of it.
 */
export type CommandSink = Pick<
  typeof ActionsCore,
  | "info"
  | "debug"
  | "notice"
  | "warning"
  | "error"
  | "setSecret"
  | "setOutput"
  | "exportVariable"
  | "saveState"
  | "startGroup"
  | "endGroup"
  | "setFailed"
> & {
  /** The job summary builder; only `addRaw` and `write` are used. */
  readonly summary: {
    addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> };
  };
};

/** The commands the Action uses; every string passes the redactor before it is written. */
export interface WorkflowCommands {
  /** A log line; each of its lines is made inert (see {@link inertLogText}). */
  info(message: string): void;
  debug(message: string): void;
  notice(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  /** Masks a value in every later log line (the one command that carries a secret, unredacted). */
  setSecret(value: string): void;
  /** A step output (the toolkit's `GITHUB_OUTPUT` heredoc with a random delimiter). */
  setOutput(name: string, value: string): void;
  /** An environment variable for this and later steps (`GITHUB_ENV`). */
  exportVariable(name: string, value: string): void;
  /** State for this action's post step (`GITHUB_STATE`). */
  saveState(name: string, value: string): void;
  /** Runs `work` inside a collapsible log group. */
  group<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Appends Markdown to the job summary (`core.summary`). */
  appendSummary(markdown: string): Promise<void>;
  /** Logs the error and makes the step fail. */
  setFailed(message: string): void;
}

const ZWSP = "\u200b";

/**
 * Text for a plain log line, every line of it inert: the runner reads a line that starts with
 * `::` (`::set-output`, `::stop-commands::`, `::add-mask::`) or `##[` as a command, so such a
 * line gets a zero-width space before its marker. Commands Alfred means are written by the
 * toolkit (escaped, one line each), never through a log line.
 */
export function inertLogText(text: string): string {
  return text.replace(/^(\s*)(::|##\[)/gm, `$1${ZWSP}$2`);
}

/** The channel: `sink` behind `redact` (the entry point's `Redactor.text`). */
export function redactingCommands(sink: CommandSink, redact: (text: string) => string): WorkflowCommands {
  // Redacted before the toolkit escapes, so a secret is matched as written, not `%0A`-escaped.
  const where = (properties: AnnotationProperties): AnnotationProperties =>
    omitUndefined({
      ...properties,
      title: properties.title === undefined ? undefined : redact(properties.title),
      file: properties.file === undefined ? undefined : redact(properties.file),
    });
  return {
    info: (message) => sink.info(inertLogText(redact(message))),
    debug: (message) => sink.debug(redact(message)),
    notice: (message, properties = {}) => sink.notice(redact(message), where(properties)),
    warning: (message, properties = {}) => sink.warning(redact(message), where(properties)),
    error: (message, properties = {}) => sink.error(redact(message), where(properties)),
    setSecret: (value) => sink.setSecret(value),
    setOutput: (name, value) => sink.setOutput(name, redact(value)),
    exportVariable: (name, value) => sink.exportVariable(name, redact(value)),
    saveState: (name, value) => sink.saveState(name, redact(value)),
    group: async (name, work) => {
      sink.startGroup(inertLogText(redact(name)).replace(/\r?\n/g, " "));
      try {
        return await work();
      } finally {
        sink.endGroup();
      }
    },
    appendSummary: async (markdown) => {
      await sink.summary.addRaw(redact(markdown), true).write();
    },
    setFailed: (message) => sink.setFailed(redact(message)),
  };
}
