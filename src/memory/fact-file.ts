/**
 * A fact's file: YAML frontmatter `{type, scope?, ts, ttl?}` between `---`
 * lines, then the content in Markdown. Pure: text in, value out.
 */
import { mappingEntries } from "./mapping.js";
import { stringify } from "yaml";
import { splitFrontmatter } from "./frontmatter.js";
import { FACT_TYPES, type FactType } from "./layout.js";

/** One fact as stored in `facts/<slug>.md`. */
export interface Fact {
  readonly slug: string;
  readonly type: FactType;
  /** Workspace-relative file or directory the fact is about; GC archives it when the path is gone. */
  readonly scope?: string;
  /** When the fact was last written (ISO-8601). */
  readonly ts: string;
  /** ISO-8601 date after which GC archives the fact. */
  readonly ttl?: string;
  readonly content: string;
}

/** A parsed fact, or why the file is not one. */
export type FactParse =
  { readonly ok: true; readonly fact: Fact } | { readonly ok: false; readonly reason: string };

function isFactType(value: unknown): value is FactType {
  return FACT_TYPES.some((type) => type === value);
}

function optionalString(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * Parses a fact file. Lenient where a hand edit is harmless (a missing `ts`
 * becomes `fallbackTs`, a YAML date is read as ISO text), strict where the
 * fact would be meaningless (no frontmatter, an unknown `type`). Never throws.
 */
export function parseFact(slug: string, text: string, fallbackTs: string): FactParse {
  const split = splitFrontmatter(text);
  if (!split.ok) return split;
  const { meta } = split;
  if (typeof meta !== "object" || meta === null)
    return { ok: false, reason: "the frontmatter is not a mapping" };
  const fields = new Map(mappingEntries(meta));
  const type = fields.get("type");
  if (!isFactType(type)) return { ok: false, reason: `type must be one of ${FACT_TYPES.join(", ")}` };
  const ts = fields.get("ts");
  const scope = optionalString(fields.get("scope"));
  const ttl = optionalString(fields.get("ttl"));
  return {
    ok: true,
    fact: {
      slug,
      type,
      ts: ts instanceof Date ? ts.toISOString() : (optionalString(ts) ?? fallbackTs),
      ...(scope === undefined ? {} : { scope }),
      ...(ttl === undefined ? {} : { ttl }),
      content: split.body,
    },
  };
}

/** The file text of a fact (frontmatter keys in the spec's order). */
export function formatFact(fact: Fact): string {
  const meta = {
    type: fact.type,
    ...(fact.scope === undefined ? {} : { scope: fact.scope }),
    ts: fact.ts,
    ...(fact.ttl === undefined ? {} : { ttl: fact.ttl }),
  };
  return `---\n${stringify(meta).trimEnd()}\n---\n${fact.content.trim()}\n`;
}

/** The first line of a fact's content, shortened for the one-line index. */
export function factSummary(fact: Fact, maxChars = 100): string {
  const line =
    fact.content
      .split("\n")
      .find((text) => text.trim() !== "")
      ?.trim() ?? "";
  const flat = line.replace(/\s+/g, " ");
  return flat.length > maxChars ? `${flat.slice(0, maxChars - 1)}…` : flat;
}
