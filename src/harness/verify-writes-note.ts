/**
 * The one line that tells the user which files a verify command wrote and why they were
 * discarded. A file of its own: the job log and the CLI render it without loading the harness.
 */

/** The console and feedback line for paths `discardVerifyWrites` (verify-writes.ts) discarded. */
export function verifyWritesNote(paths: readonly string[]): string {
  const shown = paths.slice(0, 5).join(", ") + (paths.length > 5 ? `, … (${paths.length} files)` : "");
  return (
    `verify wrote ${shown}; discarded (the commit holds only what verify ran on): ` +
    "commit these files in the repository, or add them to .gitignore"
  );
}
