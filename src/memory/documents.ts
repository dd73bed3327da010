/**
 * What the full-text index covers, read from the files: facts, episodes and
 * run transcripts (`.alfred/workflows/<runId>/journal.jsonl`). Each source is
 * listed (`source-scan.ts`) with its size and mtime so the index re-reads
 * only what changed.
 */
import { readTextIfExists } from "../platform/fs/fs-durable.js";
import { parseFact } from "./fact-file.js";

/** The kinds of indexed document. */
export type DocumentKind = "fact" | "episode" | "transcript";

/** A file the index covers, before it is read. */
export interface SourceFile {
  /** Path relative to the memory root (`facts/x.md`, `../workflows/r/journal.jsonl`): the index key. */
  readonly key: string;
  readonly path: string;
  readonly kind: DocumentKind;
  readonly slug: string;
  readonly mtimeMs: number;
  readonly size: number;
}

/** One document ready for the index. `type` is the fact type, or the kind for the others. */
export interface IndexDocument {
  readonly title: string;
  readonly body: string;
  readonly type: string;
  readonly ts: string;
}

/** The most text one transcript contributes: journals grow with every run. */
const MAX_TRANSCRIPT_CHARS = 200_000;

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return [];
}

function field(record: unknown, name: string): unknown {
  return typeof record === "object" && record !== null
    ? new Map(Object.entries(record)).get(name)
    : undefined;
}

function episodeDocument(source: SourceFile, text: string): IndexDocument | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const ts = field(json, "ts");
  return {
    title: `${source.slug} ${strings(field(json, "goal")).join(" ")}`,
    body: ["approach", "worked", "failed"].flatMap((name) => strings(field(json, name))).join("\n"),
    type: "episode",
    ts: typeof ts === "number" ? new Date(ts).toISOString() : new Date(source.mtimeMs).toISOString(),
  };
}

function transcriptDocument(source: SourceFile, text: string): IndexDocument {
  const parts: string[] = [];
  let length = 0;
  for (const line of text.split("\n")) {
    if (length > MAX_TRANSCRIPT_CHARS) break;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // a torn last line while a run writes
    }
    const said = [
      ...strings(field(field(entry, "input"), "prompt")),
      ...strings(field(field(entry, "output"), "finalText")),
    ];
    for (const piece of said) {
      parts.push(piece);
      length += piece.length;
    }
  }
  return {
    title: `run ${source.slug}`,
    body: parts.join("\n").slice(0, MAX_TRANSCRIPT_CHARS),
    type: "transcript",
    ts: new Date(source.mtimeMs).toISOString(),
  };
}

/**
 * Reads one source into a document; undefined when it is gone or not valid
 * (a fact without frontmatter, an episode that is not JSON): such files are
 * simply not indexed.
 */
export async function readDocument(source: SourceFile): Promise<IndexDocument | undefined> {
  let text: string;
  try {
    // O_NOFOLLOW: a link planted among the facts, episodes or journals is not read (nor indexed).
    const read = await readTextIfExists(source.path);
    if (read === undefined) return undefined;
    text = read;
  } catch {
    return undefined;
  }
  switch (source.kind) {
    case "fact": {
      const parsed = parseFact(source.slug, text, new Date(source.mtimeMs).toISOString());
      if (!parsed.ok) return undefined;
      const { fact } = parsed;
      return {
        title: `${fact.slug.replace(/-/g, " ")} ${fact.scope ?? ""}`.trim(),
        body: fact.content,
        type: fact.type,
        ts: fact.ts,
      };
    }
    case "episode":
      return episodeDocument(source, text);
    case "transcript":
      return transcriptDocument(source, text);
  }
}
