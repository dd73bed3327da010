import type { Result } from "./result.js";
import { err, ok } from "./result.js";

/** 1-based line and column of a character offset in `text`. */
export function lineColumnAt(
  text: string,
  offset: number,
): { readonly line: number; readonly column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** Where JSON text broke: `file:line:column` and the parser's complaint. */
export interface JsonTextError {
  readonly location: string;
  readonly message: string;
}

/**
 * Parses JSON text. On failure the error names `file:line:column`, so a
 * person can jump straight to the broken spot.
 */
export function parseJsonText(text: string, file: string): Result<unknown, JsonTextError> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    const position = /position (\d+)/.exec(message)?.[1];
    const at = position === undefined ? undefined : lineColumnAt(text, Number(position));
    const location = at === undefined ? file : `${file}:${at.line}:${at.column}`;
    return err({
      location,
      message: `not valid JSON (${message.replace(/ in JSON at position \d+.*$/, "")})`,
    });
  }
}
