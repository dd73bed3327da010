import { parse } from "yaml";

/** `---` YAML `---` at the very top of a file; group 1 is the YAML. */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** A file split into its parsed frontmatter and its trimmed body, or why it could not be. */
export type FrontmatterSplit =
  | { readonly ok: true; readonly meta: unknown; readonly body: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Splits a Markdown file with YAML frontmatter (facts, skills) into the parsed
 * YAML and the body after it. Never throws: a missing block or invalid YAML is
 * a reason the caller reports with the file's name.
 */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const match = FRONTMATTER.exec(text);
  if (match === null) return { ok: false, reason: "no YAML frontmatter (--- … ---) at the top" };
  try {
    const meta: unknown = parse(match[1] ?? "");
    return { ok: true, meta, body: text.slice(match[0].length).trim() };
  } catch (thrown) {
    return {
      ok: false,
      reason: `invalid frontmatter: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    };
  }
}
