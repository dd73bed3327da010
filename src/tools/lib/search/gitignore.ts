/**
 * `.gitignore` semantics (also used for `.ignore` and `.rgignore`) for the directory walk: comments, `!` negation,
 * directory-only `foo/`, anchored `/foo` (and any pattern with an inner `/`),
 * unanchored names matching at any depth, `**`. Nested `.gitignore` files
 * override their parents; within one file the last matching rule wins.
 * Patterns are matched against each entry's own path only: the walk never
 * descends into an ignored directory, which gives git's "a file inside an
 * excluded directory cannot be re-included" rule for free. Each file's rules
 * are the `ignore` package's; the layering across files is ours.
 */
import ignore, { type Ignore } from "ignore";

/**
 * The rules of one ignore file, and the directory (relative to the walk root,
 * `""` for the root) it sits in. `priority` orders kinds of file the way
 * ripgrep does: every `.rgignore` (0) is consulted before any `.ignore` (1),
 * before any `.gitignore` (2, the default); within a kind the deepest wins.
 */
export interface IgnoreLayer {
  readonly base: string;
  readonly rules: Ignore;
  readonly priority?: number;
}

/**
 * Parses the text of a `.gitignore` file with the `ignore` package (git's own rule syntax:
 * comments, `!`, `\!`, trailing spaces, `foo/`, anchoring, `**`). Pure; never throws.
 */
export function parseGitignore(text: string): Ignore {
  return ignore({ allowRelativePaths: true }).add(text);
}

/** The verdict of one layer: undefined when none of its rules matches. */
function layerVerdict(layer: IgnoreLayer, relPath: string, isDir: boolean): boolean | undefined {
  // A trailing `/` is how `ignore` is told the path is a directory (for `foo/` rules).
  const { ignored, unignored } = layer.rules.test(isDir ? `${relPath}/` : relPath);
  if (ignored) return true;
  return unignored ? false : undefined;
}

/** The ignore-file kinds in the order they are consulted (see {@link IgnoreLayer}). */
export const IGNORE_FILES: readonly string[] = [".rgignore", ".ignore", ".gitignore"];

/**
 * Whether `relPath` (relative to the walk root, `/`-separated) is ignored by
 * the layers that apply to it: by priority, then deepest first (layers are
 * given shallowest first). Layers whose base is not an ancestor are skipped.
 */
export function isIgnored(layers: readonly IgnoreLayer[], relPath: string, isDir: boolean): boolean {
  for (let priority = 0; priority < IGNORE_FILES.length; priority += 1) {
    for (let index = layers.length - 1; index >= 0; index -= 1) {
      const layer = layers[index];
      if (layer === undefined || (layer.priority ?? 2) !== priority) continue;
      let local = relPath;
      if (layer.base !== "") {
        if (!relPath.startsWith(`${layer.base}/`)) continue;
        local = relPath.slice(layer.base.length + 1);
      }
      const verdict = layerVerdict(layer, local, isDir);
      if (verdict !== undefined) return verdict;
    }
  }
  return false;
}
