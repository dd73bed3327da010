import { findJsonSyntaxError } from "./json-syntax.js";
import type { Result } from "./result.js";
import { err, ok } from "./result.js";

/** Where JSON text broke: `file:line:column` and what was expected there. */
export interface JsonTextError {
  readonly location: string;
  readonly message: string;
}

/**
 * Parses JSON text. On failure the error names `file:line:column` — found by
 * scanning, since Node 20's `JSON.parse` often reports no position — so a
 * person can jump straight to the broken spot.
 */
export function parseJsonText(text: string, file: string): Result<unknown, JsonTextError> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (thrown) {
    const where = findJsonSyntaxError(text);
    if (where === undefined) {
      return err({
        location: file,
        message: `not valid JSON (${thrown instanceof Error ? thrown.message : String(thrown)})`,
      });
    }
    return err({
      location: `${file}:${where.line}:${where.column}`,
      message: `not valid JSON: ${where.message}`,
    });
  }
}
