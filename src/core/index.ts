export * from "./deps.js";
export * from "./errors.js";
export * from "./events.js";
export * from "./messages.js";
export * from "./permission-mode.js";
export * from "./result.js";
export * from "./usage.js";
