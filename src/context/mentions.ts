/**
 * What a task's text names: identifiers (for Aider's ×10 on mentioned names)
 * and workspace files (which join the focus). Pure.
 */

/** Identifiers and files a task text mentions. */
export interface Mentions {
  readonly identifiers: readonly string[];
  /** Paths from `knownPaths` the text names in full, or by a file name no other known path shares. */
  readonly files: readonly string[];
}

const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/g;

/** Reads the identifiers and known files named in `text` (a feature's description and steps, an issue). */
export function mentionsIn(text: string, knownPaths: readonly string[]): Mentions {
  const identifiers = [...new Set(text.match(WORD) ?? [])];
  const byName = new Map<string, string[]>();
  for (const path of knownPaths) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  const files = knownPaths.filter((path) => {
    if (text.includes(path)) return true;
    const name = path.slice(path.lastIndexOf("/") + 1);
    return (
      (byName.get(name)?.length ?? 0) === 1 &&
      new RegExp(`(^|[\\s\`'"(/])${escape(name)}($|[\\s\`'"),:.])`).test(text)
    );
  });
  return { identifiers, files };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
