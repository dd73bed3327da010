import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  debug,
  endGroup,
  error,
  exportVariable,
  getBooleanInput,
  getInput,
  info,
  notice,
  saveState,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  summary,
  warning
} from "./chunk-PZ35RAK3.js";
import "./chunk-VMLX44QF.js";
import {
  ConfigError
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/action/runner/workflow-commands.ts
var ZWSP = "\u200B";
function inertLogText(text) {
  return text.replace(/^(\s*)(::|##\[)/gm, `$1${ZWSP}$2`);
}
function redactingCommands(sink, redact) {
  const where = (properties) => omitUndefined({
    ...properties,
    title: properties.title === void 0 ? void 0 : redact(properties.title),
    file: properties.file === void 0 ? void 0 : redact(properties.file)
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
    setFailed: (message) => sink.setFailed(redact(message))
  };
}

// src/action/runner/toolkit-channel.ts
var toolkitSink = {
  info,
  debug,
  notice,
  warning,
  error,
  setSecret,
  setOutput,
  exportVariable,
  saveState,
  startGroup,
  endGroup,
  setFailed,
  summary: {
    addRaw: (text, addEOL) => (process.env.GITHUB_STEP_SUMMARY ?? "") === "" ? { write: () => Promise.resolve() } : summary.addRaw(text, addEOL)
  }
};
function toolkitCommands(redact) {
  return redactingCommands(toolkitSink, redact);
}
var toolkitInputs = {
  text: (name) => {
    const value = getInput(name);
    return value === "" ? void 0 : value;
  },
  boolean: (name) => {
    if (getInput(name) === "") return void 0;
    try {
      return getBooleanInput(name);
    } catch {
      throw new ConfigError(`input ${name}`, "expected true or false");
    }
  }
};
export {
  toolkitCommands,
  toolkitInputs
};
