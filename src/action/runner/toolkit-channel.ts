/**
 * The production side of the channel: `@actions/core` behind the entry point's redactor, and the
 * inputs as the toolkit reads them. `@actions/core` loads an HTTP client (undici) with it, so
 * main.ts imports this module with `import()`: a chunk of its own, outside the Action's entry
 * chunk and never loaded by the CLI or the library (test/e2e/action-start-up.test.ts).
 */
import * as core from "@actions/core";
import { ConfigError } from "../../core/errors.js";
import type { ActionInputs } from "./inputs.js";
import { type CommandSink, redactingCommands, type WorkflowCommands } from "./workflow-commands.js";

/** `@actions/core`, except that a job summary without `GITHUB_STEP_SUMMARY` is dropped, not thrown. */
const toolkitSink: CommandSink = {
  info: core.info,
  debug: core.debug,
  notice: core.notice,
  warning: core.warning,
  error: core.error,
  setSecret: core.setSecret,
  setOutput: core.setOutput,
  exportVariable: core.exportVariable,
  saveState: core.saveState,
  startGroup: core.startGroup,
  endGroup: core.endGroup,
  setFailed: core.setFailed,
  summary: {
    addRaw: (text, addEOL) =>
      (process.env.GITHUB_STEP_SUMMARY ?? "") === ""
        ? { write: () => Promise.resolve() }
        : core.summary.addRaw(text, addEOL),
  },
};

/** The workflow commands of one Action run: `@actions/core`, every string redacted by `redact` first. */
export function toolkitCommands(redact: (text: string) => string): WorkflowCommands {
  return redactingCommands(toolkitSink, redact);
}

/** The inputs through `core.getInput` and `core.getBooleanInput` (a bad boolean names its input). */
export const toolkitInputs: ActionInputs = {
  text: (name) => {
    const value = core.getInput(name);
    return value === "" ? undefined : value;
  },
  boolean: (name) => {
    if (core.getInput(name) === "") return undefined;
    try {
      return core.getBooleanInput(name);
    } catch {
      throw new ConfigError(`input ${name}`, "expected true or false");
    }
  },
};
