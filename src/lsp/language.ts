/**
 * File extensions → LSP language ids (the `languageId` of `didOpen`, and the
 * `languages` of `.alfred/lsp.json`). Pure.
 */
import { extname } from "node:path";

const BY_EXTENSION: Readonly<Record<string, string>> = {
  ".ts": "typescript",
  ".mts": "typescript",
  ".cts": "typescript",
  ".tsx": "typescriptreact",
  ".js": "javascript",
  ".mjs": "javascript",
  ".cjs": "javascript",
  ".jsx": "javascriptreact",
  ".py": "python",
  ".pyi": "python",
  ".go": "go",
  ".rs": "rust",
  ".java": "java",
  ".cs": "csharp",
  ".rb": "ruby",
  ".c": "c",
  ".h": "c",
  ".cpp": "cpp",
  ".cc": "cpp",
  ".hpp": "cpp",
};

/** The languages typescript-language-server serves. */
export const TYPESCRIPT_LANGUAGES = [
  "typescript",
  "typescriptreact",
  "javascript",
  "javascriptreact",
] as const;

/** The languages pyright serves. */
export const PYTHON_LANGUAGES = ["python"] as const;

/** The language id of `path` by its extension, or `undefined` for an unknown extension. */
export function languageOf(path: string): string | undefined {
  return BY_EXTENSION[extname(path).toLowerCase()];
}
