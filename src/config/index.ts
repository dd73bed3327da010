export * from "./load.js";
export * from "./schema.js";
export * from "./sources.js";
export * from "../core/zod-issues.js";
export * from "./file-source.js";
