/**
 * How LSP answers read in tool results: files workspace-relative (absolute
 * when outside the workspace, e.g. a global type definition), 1-based
 * `line:col`, diagnostics one per line as a compiler would print them:
 * `src/a.ts:3:7 error TS2322: Type 'string' is not assignable to type 'number'.`
 */
import { isAbsolute, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Diagnostic, Location } from "./protocol.js";

/** At most this many errors are appended to an edit's result. */
const MAX_EDIT_ERRORS = 20;

const SEVERITY: readonly string[] = ["error", "error", "warning", "info", "hint"];

/** The path of a `file://` URI relative to `root` (`/`-separated), or absolute outside it; other URIs as they are. */
function displayPath(root: string, uri: string): string {
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return uri;
  }
  const rel = relative(root, path);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return path;
  return sep === "/" ? rel : rel.split(sep).join("/");
}

/** `src/b.ts:2:17` for a location (1-based). */
export function formatLocation(root: string, location: Location): string {
  const { line, character } = location.range.start;
  return `${displayPath(root, location.uri)}:${line + 1}:${character + 1}`;
}

function codeOf(diagnostic: Diagnostic): string {
  const { code, source } = diagnostic;
  if (code === undefined) return "";
  // TypeScript's codes are numbers; the compiler prints them as TS2322.
  if (typeof code === "number" && (source === undefined || /typescript/i.test(source))) return ` TS${code}`;
  return ` ${code}`;
}

/** One diagnostic as a compiler line; the message folded onto one line. */
export function formatDiagnostic(path: string, diagnostic: Diagnostic): string {
  const { line, character } = diagnostic.range.start;
  const severity = SEVERITY[diagnostic.severity ?? 1] ?? "error";
  const message = diagnostic.message.replace(/\s*\n\s*/g, " ").trim();
  return `${path}:${line + 1}:${character + 1} ${severity}${codeOf(diagnostic)}: ${message}`;
}

/**
 * The errors among `items` (severity 1, or none given), deduplicated, sorted by position,
 * at most `max`, with a count of the rest.
 */
export function formatErrors(path: string, items: readonly Diagnostic[], max = MAX_EDIT_ERRORS): string[] {
  const errors = items
    .filter((item) => (item.severity ?? 1) === 1)
    .toSorted(
      (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
    );
  const lines = [...new Set(errors.map((item) => formatDiagnostic(path, item)))];
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max), `… and ${lines.length - max} more errors`];
}
