/**
 * `.gitignore` semantics (also used for `.ignore` and `.rgignore`) for the directory walk: comments, `!` negation,
 * directory-only `foo/`, anchored `/foo` (and any pattern with an inner `/`),
 * unanchored names matching at any depth, `**`. Nested `.gitignore` files
 * override their parents; within one file the last matching rule wins.
 * Patterns are matched against each entry's own path only: the walk never
 * descends into an ignored directory, which gives git's "a file inside an
 * excluded directory cannot be re-included" rule for free.
 */
import { compileGlob } from "../../core/glob-pattern.js";

/** One parsed pattern line. */
export interface IgnoreRule {
  readonly pattern: string;
  readonly negate: boolean;
  readonly dirOnly: boolean;
  readonly regex: RegExp;
}

/**
 * The rules of one ignore file, and the directory (relative to the walk root,
 * `""` for the root) it sits in. `priority` orders kinds of file the way
 * ripgrep does: every `.rgignore` (0) is consulted before any `.ignore` (1),
 * before any `.gitignore` (2, the default); within a kind the deepest wins.
 */
export interface IgnoreLayer {
  readonly base: string;
  readonly rules: readonly IgnoreRule[];
  readonly priority?: number;
}

function trimTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line.charAt(end - 1) === " " && line.charAt(end - 2) !== "\\") end -= 1;
  return line.slice(0, end);
}

/** Parses one rule line; undefined for blank lines and comments. */
function parseRule(raw: string): IgnoreRule | undefined {
  let line = trimTrailingSpaces(raw.replace(/\r$/, ""));
  if (line === "" || line.startsWith("#")) return undefined;
  let negate = false;
  if (line.startsWith("!")) {
    negate = true;
    line = line.slice(1);
  } else if (line.startsWith("\\!") || line.startsWith("\\#")) {
    line = line.slice(1);
  }
  let dirOnly = false;
  if (line.endsWith("/")) {
    dirOnly = true;
    line = line.replace(/\/+$/, "");
  }
  if (line === "") return undefined;
  const anchored = line.includes("/");
  const body = anchored ? line.replace(/^\/+/, "") : `**/${line}`;
  return { pattern: raw, negate, dirOnly, regex: compileGlob(body, { dot: true, braces: false }) };
}

/** Parses the text of a `.gitignore` file. Pure; never throws. */
export function parseGitignore(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (const line of text.split("\n")) {
    const rule = parseRule(line);
    if (rule !== undefined) rules.push(rule);
  }
  return rules;
}

/** The verdict of one layer: undefined when none of its rules matches. */
function layerVerdict(layer: IgnoreLayer, relPath: string, isDir: boolean): boolean | undefined {
  for (let index = layer.rules.length - 1; index >= 0; index -= 1) {
    const rule = layer.rules[index];
    if (rule === undefined || (rule.dirOnly && !isDir)) continue;
    if (rule.regex.test(relPath)) return !rule.negate;
  }
  return undefined;
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
