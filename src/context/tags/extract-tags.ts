/**
 * One file's definitions and references, read with its grammar's tag query:
 * a capture `@name` inside a match whose other capture is `@definition.<kind>`
 * or `@reference.<kind>`.
 */
import type { Node, Parser, Query } from "web-tree-sitter";
import { createParser } from "../../platform/wasm/tree-sitter.js";
import type { MapLanguage } from "./languages.js";
import { tagQuery } from "./tag-query.js";

/** A definition: its name, kind (`function`, `class`, …), 1-based line and that line's text. */
export interface SymbolDef {
  readonly name: string;
  readonly kind: string;
  readonly line: number;
  readonly signature: string;
}

/** What one file defines, and how often it names each identifier it does not define there. */
export interface FileTags {
  readonly defs: readonly SymbolDef[];
  readonly refs: Readonly<Record<string, number>>;
}

/** Signature lines longer than this are cut: minified code would otherwise fill the map. */
const SIGNATURE_LIMIT = 160;

const parsers = new Map<string, { readonly parser: Parser; readonly query: Query }>();

/** A definition's signature as the map shows it: its line trimmed, cut at {@link SIGNATURE_LIMIT}. */
export function signatureOf(line: string): string {
  const trimmed = line.trim();
  return trimmed.length > SIGNATURE_LIMIT ? `${trimmed.slice(0, SIGNATURE_LIMIT)}…` : trimmed;
}

function lineAt(source: string, index: number): string {
  const start = source.lastIndexOf("\n", index - 1) + 1;
  const newline = source.indexOf("\n", index);
  return signatureOf(source.slice(start, newline < 0 ? source.length : newline));
}

type Tag = { readonly role: "def" | "ref"; readonly kind: string } | undefined;

/** Capture names seen so far and what they mean: a query has a few dozen, matched ~100k times on a large tree. */
const tagOfCapture = new Map<string, Tag>();

function kindOf(captureName: string): Tag {
  if (tagOfCapture.has(captureName)) return tagOfCapture.get(captureName);
  let tag: Tag;
  if (captureName.startsWith("definition.")) tag = { role: "def", kind: captureName.slice(11) };
  else if (captureName.startsWith("reference.")) tag = { role: "ref", kind: captureName.slice(10) };
  tagOfCapture.set(captureName, tag);
  return tag;
}

/**
 * Parses `source` and reads its tags. Loads the grammar on first use.
 * @throws Error when the grammar or its query cannot be loaded.
 */
export async function extractTags(language: MapLanguage, source: string): Promise<FileTags> {
  let entry = parsers.get(language.id);
  if (entry === undefined) {
    const loaded = await tagQuery(language);
    entry = { parser: createParser(loaded.language), query: loaded.query };
    parsers.set(language.id, entry);
  }
  const tree = entry.parser.parse(source);
  if (tree === null) return { defs: [], refs: {} };
  try {
    return readTags(entry.query, tree.rootNode, source);
  } finally {
    tree.delete();
  }
}

function readTags(query: Query, root: Node, source: string): FileTags {
  const defs: SymbolDef[] = [];
  const defAt = new Map<number, number>();
  const refs: { readonly name: string; readonly at: number }[] = [];
  for (const match of query.matches(root)) {
    let nameNode: Node | undefined;
    let tag: Tag;
    for (const capture of match.captures) {
      if (capture.name === "name") nameNode = capture.node;
      else tag ??= kindOf(capture.name);
    }
    if (nameNode === undefined || tag === undefined) continue;
    const name = nameNode.text;
    if (name.length === 0 || name.length > 100) continue;
    const at = nameNode.startIndex;
    if (tag.role === "ref") {
      refs.push({ name, at });
      continue;
    }
    const seen = defAt.get(at);
    // One name can match several definition patterns (a function that is also a constant): the specific kind wins.
    if (seen !== undefined) {
      const previous = defs[seen];
      if (previous !== undefined && previous.kind === "constant")
        defs[seen] = { ...previous, kind: tag.kind };
      continue;
    }
    defAt.set(at, defs.length);
    defs.push({ name, kind: tag.kind, line: nameNode.startPosition.row + 1, signature: lineAt(source, at) });
  }
  // A Map, not an object literal: identifiers such as `constructor` or `toString` would read Object.prototype.
  const counts = new Map<string, number>();
  for (const ref of refs) {
    // A definition's own name node is not a use of it (TypeScript's `type_identifier` pattern sees both).
    if (defAt.has(ref.at)) continue;
    counts.set(ref.name, (counts.get(ref.name) ?? 0) + 1);
  }
  defs.sort((a, b) => a.line - b.line);
  return { defs, refs: Object.fromEntries(counts) };
}
