/**
 * Reads a workspace file as UTF-8 text for the file tools, refusing what is
 * not text (a NUL byte in the first 8 KB, or invalid UTF-8) with a message
 * the model can act on instead of handing it garbage.
 */
import { open } from "node:fs/promises";
import { statOrUndefined } from "./tool-path.js";

/** Files larger than this are not loaded whole. */
const MAX_TEXT_FILE_BYTES = 10 * 1024 * 1024;
/** How much of the start of a file is scanned for a NUL byte. */
const BINARY_SNIFF_BYTES = 8 * 1024;

/** Why a file could not be read as text. */
type TextFileProblem = "missing" | "directory" | "not_regular" | "too_large" | "binary" | "not_utf8";

/** The outcome of {@link readTextFile}. The content keeps a byte-order mark, so a rewrite preserves it. */
export type TextFileRead =
  | { readonly ok: true; readonly content: string; readonly mtimeMs: number; readonly size: number }
  | { readonly ok: false; readonly problem: TextFileProblem; readonly message: string };

const MESSAGES: Readonly<Record<TextFileProblem, (rel: string, size: number) => string>> = {
  missing: (rel) => `File not found: ${rel}`,
  directory: (rel) => `${rel} is a directory, not a file; use glob to list its files`,
  not_regular: (rel) => `${rel} is not a regular file`,
  too_large: (rel, size) =>
    `${rel} is too large to load (${size} bytes, limit ${MAX_TEXT_FILE_BYTES}); use grep to find the part you need`,
  binary: (rel) => `${rel} looks like a binary file (it contains a NUL byte); it cannot be shown as text`,
  not_utf8: (rel) => `${rel} is not valid UTF-8 text; it cannot be shown or edited as text`,
};

function problem(kind: TextFileProblem, rel: string, size = 0): TextFileRead {
  return { ok: false, problem: kind, message: MESSAGES[kind](rel, size) };
}

/** True when the first {@link BINARY_SNIFF_BYTES} of `bytes` contain a NUL byte. */
function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/**
 * Reads `abs` (already through the path jail) as text; `rel` names it in
 * messages. The mtime comes from the same open file handle as the bytes.
 * @throws NodeJS.ErrnoException on I/O errors other than a missing file.
 */
export async function readTextFile(abs: string, rel: string): Promise<TextFileRead> {
  const info = await statOrUndefined(abs);
  if (info === undefined) return problem("missing", rel);
  if (info.isDirectory()) return problem("directory", rel);
  if (!info.isFile()) return problem("not_regular", rel);
  if (info.size > MAX_TEXT_FILE_BYTES) return problem("too_large", rel, info.size);
  const handle = await open(abs, "r");
  try {
    const stats = await handle.stat();
    const bytes = await handle.readFile();
    if (looksBinary(bytes)) return problem("binary", rel);
    let content: string;
    try {
      content = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      return problem("not_utf8", rel);
    }
    return { ok: true, content, mtimeMs: stats.mtimeMs, size: bytes.length };
  } finally {
    await handle.close();
  }
}
