/**
 * Start-up for the shell policy. `checkKillList` and `isReadOnlyCommand` parse commands with
 * tree-sitter-bash, whose grammar loads asynchronously; the policy functions themselves are
 * synchronous, so the grammar is loaded once, before the first command is judged.
 */
import { loadShellParser } from "./shell/parse.js";

/**
 * Loads the bash grammar used by `checkKillList` and `isReadOnlyCommand`. Idempotent: later calls
 * resolve at once. Until it has resolved, the kill-list denies every command and no command is
 * read-only (both fail closed).
 * @throws Error when the tree-sitter runtime or the bash grammar `.wasm` cannot be loaded.
 */
export async function initShellParser(): Promise<void> {
  await loadShellParser();
}
