import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/core/errors.ts
var AlfredError = class extends Error {
  code;
  retryable;
  constructor(code, message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = "AlfredError";
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
};
var ConfigError = class extends AlfredError {
  source;
  constructor(source, message, options = {}) {
    super("config_invalid", `${source}: ${message}`, options);
    this.name = "ConfigError";
    this.source = source;
  }
};
var ProviderError = class extends AlfredError {
  status;
  retryAfterMs;
  constructor(code, message, options = {}) {
    super(code, message, options);
    this.name = "ProviderError";
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
};
var AbortedError = class extends AlfredError {
  constructor(message = "aborted", options = {}) {
    super("aborted", message, options);
    this.name = "AbortedError";
  }
};
function errorMessage(thrown) {
  if (thrown instanceof Error) return thrown.message;
  if (typeof thrown === "string") return thrown;
  try {
    return JSON.stringify(thrown) ?? String(thrown);
  } catch {
    return String(thrown);
  }
}
function isAbortError(thrown) {
  if (thrown instanceof AbortedError) return true;
  return thrown instanceof Error && (thrown.name === "AbortError" || thrown.name === "APIUserAbortError");
}

export {
  AlfredError,
  ConfigError,
  ProviderError,
  AbortedError,
  errorMessage,
  isAbortError
};
