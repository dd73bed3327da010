/**
 * The parts of the LSP protocol Alfred reads, as zod schemas: a server's
 * answers are data from another process (possibly confused, possibly hostile),
 * so they are validated before use rather than cast.
 */
import * as z from "zod";

const position = z.object({ line: z.number().int().min(0), character: z.number().int().min(0) });
const range = z.object({ start: position, end: position });

/** A 0-based position in a document. */
export type Position = z.output<typeof position>;

const location = z.object({ uri: z.string(), range });
const locationLink = z.object({
  targetUri: z.string(),
  targetRange: range,
  targetSelectionRange: range.optional(),
});

/** Where a symbol is: a document and a range. */
export type Location = z.output<typeof location>;

/** `textDocument/definition` and `textDocument/references` results, normalised to locations. */
export const locationsSchema = z
  .union([z.null(), location, z.array(z.union([location, locationLink]))])
  .transform((value): Location[] => {
    if (value === null) return [];
    if (!Array.isArray(value)) return [value];
    return value.map((entry) =>
      "targetUri" in entry
        ? { uri: entry.targetUri, range: entry.targetSelectionRange ?? entry.targetRange }
        : entry,
    );
  });

const markedString = z.union([z.string(), z.object({ language: z.string(), value: z.string() })]);
const markup = z.object({ kind: z.string(), value: z.string() });

/** `textDocument/hover` result, normalised to text (empty: nothing to show). */
export const hoverSchema = z
  .union([z.null(), z.object({ contents: z.union([markup, markedString, z.array(markedString)]) })])
  .transform((value): string => {
    if (value === null) return "";
    const parts = Array.isArray(value.contents) ? value.contents : [value.contents];
    return parts
      .map((part) => {
        if (typeof part === "string") return part;
        if ("kind" in part) return part.value;
        return `\`\`\`${part.language}\n${part.value}\n\`\`\``;
      })
      .join("\n\n")
      .trim();
  });

/** One diagnostic, as Alfred keeps it. */
const diagnosticSchema = z.object({
  range,
  severity: z.number().int().min(1).max(4).optional(),
  code: z.union([z.string(), z.number()]).optional(),
  source: z.string().optional(),
  message: z.string(),
});

/** A diagnostic of a document. Severity 1 error, 2 warning, 3 information, 4 hint. */
export type Diagnostic = z.output<typeof diagnosticSchema>;

/** `textDocument/publishDiagnostics` parameters. */
export const publishDiagnosticsSchema = z.object({
  uri: z.string(),
  version: z.number().int().optional(),
  diagnostics: z.array(diagnosticSchema),
});

/** `textDocument/diagnostic` result (a full report; `unchanged` carries no items). */
export const documentDiagnosticSchema = z.union([
  z.object({ kind: z.literal("full"), items: z.array(diagnosticSchema) }),
  z.object({ kind: z.literal("unchanged"), resultId: z.string() }),
]);

/** The server capabilities Alfred looks at. */
export const capabilitiesSchema = z.object({
  capabilities: z
    .object({
      diagnosticProvider: z.unknown().optional(),
      definitionProvider: z.unknown().optional(),
      referencesProvider: z.unknown().optional(),
      hoverProvider: z.unknown().optional(),
    })
    .loose(),
});

/** `$/progress` values of work-done progress. */
export const progressValueSchema = z.object({ kind: z.enum(["begin", "report", "end"]) }).loose();

/** `client/registerCapability` parameters. */
export const registrationSchema = z.object({
  registrations: z.array(z.object({ id: z.string(), method: z.string() }).loose()),
});

/** `client/unregisterCapability` parameters (the LSP spells the field `unregisterations`). */
export const unregistrationSchema = z.object({
  unregisterations: z.array(z.object({ id: z.string(), method: z.string() }).loose()),
});
