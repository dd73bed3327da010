/**
 * The policy file_edit and file_write apply around {@link checkSyntax}: a
 * change that *breaks* a checkable file is refused; a change to a file that
 * was already broken goes through with a warning, so the model can repair a
 * broken file in several steps instead of being locked out of it.
 */
import { checkSyntax, isCheckable } from "./syntax-check.js";

/** The gate's verdict; `warning` is appended to the tool's output. */
export type SyntaxGateResult =
  { readonly ok: true; readonly warning?: string } | { readonly ok: false; readonly error: string };

/**
 * Checks `after` (the content about to be written to `rel`); `before` is the
 * current content, or undefined for a new file. Never throws: a grammar that
 * cannot be loaded lets the change through with a warning.
 */
export async function syntaxGate(
  rel: string,
  before: string | undefined,
  after: string,
): Promise<SyntaxGateResult> {
  if (!isCheckable(rel)) return { ok: true };
  try {
    const next = await checkSyntax(rel, after);
    if (next.ok) return { ok: true };
    if (before !== undefined && !(await checkSyntax(rel, before)).ok) {
      return {
        ok: true,
        warning: `Warning: ${rel} still has a syntax error (it had one before this change): ${next.error}`,
      };
    }
    return {
      ok: false,
      error: `Refused: the change would leave a syntax error in ${rel}: ${next.error}. The file was not changed; fix the new text and retry.`,
    };
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: true, warning: `Warning: the syntax check of ${rel} could not run (${reason})` };
  }
}
