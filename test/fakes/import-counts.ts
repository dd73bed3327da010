/**
 * An oracle for the repo map's tests, independent of tree-sitter: how many
 * files of a TypeScript/JavaScript tree import each file, by relative
 * `import … from "./x"` specifiers resolved the way TypeScript would.
 */
import { readFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";

const SPECIFIER = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Files (workspace-relative) mapped to the number of distinct files importing them, for `files` under `root`. */
export async function importCounts(root: string, files: readonly string[]): Promise<Map<string, number>> {
  const known = new Set(files);
  const counts = new Map<string, number>();
  for (const file of files) {
    const text = await readFile(join(root, file), "utf8");
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const spec = match[1];
      if (spec === undefined) continue;
      const base = normalize(join(dirname(file), spec)).replace(/\.(js|mjs)$/, "");
      const target = [".ts", ".tsx", "/index.ts", ".js", ""]
        .map((ext) => base + ext)
        .find((path) => known.has(path));
      if (target !== undefined && target !== file) targets.add(target);
    }
    for (const target of targets) counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  return counts;
}
