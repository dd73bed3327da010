/**
 * The language servers discovery looks for, and when: the Node servers
 * (`typescript-language-server`, `pyright-langserver`) whenever installed, the
 * others only when the workspace's root has a file that marks a project of
 * their language (a machine with gopls installed does not make every
 * workspace a Go project). Pure data.
 */
import { PYTHON_LANGUAGES, TYPESCRIPT_LANGUAGES } from "./language.js";

/** One server discovery knows. */
export interface KnownServer {
  readonly command: string;
  readonly args: readonly string[];
  readonly languages: readonly string[];
  /** Root file names (exact, or `*.ext`) of which one must exist; absent: none needed. */
  readonly markers?: readonly string[];
}

/** The servers auto-discovery looks for, in order. */
export const KNOWN_SERVERS: readonly KnownServer[] = [
  { command: "typescript-language-server", args: ["--stdio"], languages: TYPESCRIPT_LANGUAGES },
  { command: "pyright-langserver", args: ["--stdio"], languages: PYTHON_LANGUAGES },
  { command: "gopls", args: ["serve"], languages: ["go"], markers: ["go.mod", "go.work"] },
  {
    command: "rust-analyzer",
    args: [],
    languages: ["rust"],
    markers: ["Cargo.toml", "rust-project.json"],
  },
  {
    command: "clangd",
    // No background index: it would write `.cache/clangd/` into the workspace, and a review or
    // an MCP client only reads. Definitions, hover and diagnostics need only the open file's
    // includes; references then cover the files clangd has opened.
    args: ["--background-index=false", "--log=error"],
    languages: ["c", "cpp"],
    markers: [
      "compile_commands.json",
      "compile_flags.txt",
      ".clangd",
      "CMakeLists.txt",
      "meson.build",
      "Makefile",
      "*.c",
      "*.cpp",
      "*.cc",
      "*.h",
      "*.hpp",
    ],
  },
];

/** Whether `names` (the workspace root's entries) hold one of `server`'s markers. Pure. */
export function markedFor(server: KnownServer, names: readonly string[]): boolean {
  const { markers } = server;
  if (markers === undefined) return true;
  return markers.some((marker) =>
    marker.startsWith("*.") ? names.some((name) => name.endsWith(marker.slice(1))) : names.includes(marker),
  );
}
