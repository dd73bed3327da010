export * from "./egress.js";
export * from "./kill-list.js";
export * from "./read-only.js";
export * from "./redact.js";
export * from "./sanitize.js";
export * from "./scrub-env.js";
export * from "./taint.js";
