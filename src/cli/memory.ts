import { ignoreAlfredState } from "./ignore-state.js";
import { parseArgs } from "node:util";
import { collectGarbage } from "../memory/gc.js";
import { withMemoryIndex } from "../memory/fts-index.js";
import { FACT_TYPES, type FactType, memoryLayout, slugProblem } from "../memory/layout.js";
import { writeFact } from "../memory/store.js";
import { type CliIo, EXIT } from "./io.js";
import { UsageError } from "./usage-error.js";

/** `alfred memory` usage text. */
export const MEMORY_USAGE = `Usage: alfred memory search QUERY [-k N] [--json]
       alfred memory add SLUG --type user|feedback|project|reference [--scope PATH] [--ttl DATE] [CONTENT]
       alfred memory gc [--json]

search  full-text search over .alfred/memory (facts, episodes, run transcripts), best first;
        --json prints {"results":[{"slug","type","score","snippet",…}]}
add     writes .alfred/memory/facts/SLUG.md (overwrites the same slug); CONTENT, or stdin when absent
gc      archives facts past their ttl and facts whose scope path no longer exists`;

function isFactType(value: string): value is FactType {
  return FACT_TYPES.some((type) => type === value);
}

async function readStdin(io: CliIo): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

async function search(io: CliIo, words: readonly string[], k: number, json: boolean): Promise<number> {
  const query = words.join(" ");
  if (query.trim() === "") throw new UsageError("expected: alfred memory search QUERY");
  const results = await withMemoryIndex(memoryLayout(io.cwd), (index) => index.search(query, k));
  if (json) {
    io.stdout.write(`${JSON.stringify({ results })}\n`);
    return EXIT.success;
  }
  if (results.length === 0) io.stderr.write(`no memory matches "${query}"\n`);
  for (const hit of results)
    io.stdout.write(`${hit.score.toFixed(2)}  ${hit.slug} (${hit.type})  ${hit.snippet}\n`);
  return EXIT.success;
}

async function add(
  io: CliIo,
  positionals: readonly string[],
  values: Record<string, string | boolean | undefined>,
): Promise<number> {
  const [slug, ...content] = positionals;
  if (slug === undefined) throw new UsageError("expected: alfred memory add SLUG --type TYPE [CONTENT]");
  const bad = slugProblem(slug);
  if (bad !== undefined) throw new UsageError(bad);
  const type = values.type;
  if (typeof type !== "string" || !isFactType(type))
    throw new UsageError(`--type must be one of ${FACT_TYPES.join(", ")}`);
  const { scope, ttl } = values;
  if (typeof ttl === "string" && Number.isNaN(Date.parse(ttl)))
    throw new UsageError("--ttl must be an ISO-8601 date");
  const text = content.length > 0 ? content.join(" ") : await readStdin(io);
  if (text.trim() === "") throw new UsageError("the fact has no content");
  const layout = memoryLayout(io.cwd);
  const { created, path } = await writeFact(layout, {
    slug,
    type,
    ts: new Date().toISOString(),
    content: text,
    ...(typeof scope === "string" ? { scope } : {}),
    ...(typeof ttl === "string" ? { ttl } : {}),
  });
  await withMemoryIndex(layout, () => undefined);
  io.stdout.write(`${created ? "added" : "updated"} ${path}\n`);
  return EXIT.success;
}

/**
 * `alfred memory search|add|gc`.
 * @throws UsageError for a missing or invalid argument.
 */
export async function memoryCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      json: { type: "boolean" },
      k: { type: "string", short: "k" },
      type: { type: "string" },
      scope: { type: "string" },
      ttl: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help === true) {
    io.stdout.write(`${MEMORY_USAGE}\n`);
    return EXIT.success;
  }
  await ignoreAlfredState(io.cwd);
  const [action, ...rest] = positionals;
  switch (action) {
    case "search": {
      const k = values.k === undefined ? 10 : Number(values.k);
      if (!Number.isInteger(k) || k < 1 || k > 50) throw new UsageError("-k must be an integer from 1 to 50");
      return search(io, rest, k, values.json === true);
    }
    case "add":
      return add(io, rest, values);
    case "gc": {
      if (rest.length > 0) throw new UsageError("alfred memory gc takes no arguments");
      const layout = memoryLayout(io.cwd);
      const report = await collectGarbage(layout, io.cwd, new Date());
      await withMemoryIndex(layout, () => undefined);
      if (values.json === true) io.stdout.write(`${JSON.stringify(report)}\n`);
      else {
        for (const item of report.archived) io.stdout.write(`archived ${item.slug}: ${item.detail}\n`);
        io.stdout.write(`${report.archived.length} archived, ${report.kept} kept\n`);
      }
      return EXIT.success;
    }
    case undefined:
    default:
      throw new UsageError(`expected: alfred memory search|add|gc (see alfred memory --help)`);
  }
}
