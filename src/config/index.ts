export * from "./load.js";
export * from "./schema.js";
export * from "./sources.js";
export * from "./zod-issues.js";
export * from "./file-source.js";
