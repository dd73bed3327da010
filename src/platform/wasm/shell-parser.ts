/**
 * Start-up for the shell policy. `checkKillList` and `isReadOnlyCommand` parse commands with
 * tree-sitter-bash, whose grammar loads asynchronously (WebAssembly); the policy functions are
 * synchronous and pure, so loading lives here, in platform/, and hands the ready parser to
 * security/shell/parse.ts. Nothing loads it at import time: the permission gate and the bash tool
 * await it on first use, so importing the package does not pay for the grammar.
 */
import { installShellParser, shellParserReady } from "../../security/shell/parse.js";
import { createParser, loadGrammar, loadedGrammar } from "./tree-sitter.js";

let loading: Promise<void> | undefined;

/**
 * Loads the bash grammar used by `checkKillList` and `isReadOnlyCommand`. Idempotent: later calls
 * resolve at once. Until it has resolved, the kill-list denies every command and no command is
 * read-only (both fail closed).
 * @throws Error when the tree-sitter runtime or the bash grammar `.wasm` cannot be loaded.
 */
export async function initShellParser(): Promise<void> {
  if (shellParserReady()) return;
  loading ??= (async () => {
    const language = loadedGrammar("bash") ?? (await loadGrammar("bash"));
    installShellParser(createParser(language));
  })();
  // A failed load may be retried later (e.g. after setWasmDirectory).
  loading.catch(() => (loading = undefined));
  await loading;
}
