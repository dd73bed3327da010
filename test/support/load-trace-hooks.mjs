// The module hook of load-trace.mjs: appends each resolved module URL to the trace file.
import { appendFileSync } from "node:fs";

let out = "";

/** Receives the trace file's path from `register()`. */
export function initialize(data) {
  out = data.out;
}

/** Resolves as usual, and records what was resolved. */
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(out, `${resolved.url}\n`);
  return resolved;
}
