import { askUserTool } from "./ask-user.js";
import { bashTool } from "./bash.js";
import { fileEditTool } from "./file-edit.js";
import { fileReadTool } from "./file-read.js";
import { fileWriteTool } from "./file-write.js";
import { gitCommitTool } from "./git-commit.js";
import { globTool } from "./glob.js";
import { grepTool } from "./grep.js";
import type { AnyTool } from "./tool-contract.js";
import { webFetchTool } from "./web-fetch.js";

/** Which built-ins a run gets. Programmatic and Action runs have no human to ask, so no `ask_user`. */
export interface ToolSetOptions {
  /** A person is at a terminal to answer `ask_user`. */
  readonly interactive?: boolean;
  /** Names to leave out. */
  readonly disabled?: readonly string[];
}

/** The built-in tools in registration order (memory tools and `load_skill` arrive with their issue). */
export const BUILTIN_TOOLS: readonly AnyTool[] = [
  fileReadTool,
  fileWriteTool,
  fileEditTool,
  bashTool,
  globTool,
  grepTool,
  webFetchTool,
  gitCommitTool,
  askUserTool,
];

/** The enabled built-in tools for a run. */
export function getAllTools(options: ToolSetOptions = {}): readonly AnyTool[] {
  const disabled = new Set(options.disabled ?? []);
  if (options.interactive !== true) disabled.add(askUserTool.name);
  return BUILTIN_TOOLS.filter((tool) => tool.isEnabled() && !disabled.has(tool.name));
}

export type * from "./tool-contract.js";
