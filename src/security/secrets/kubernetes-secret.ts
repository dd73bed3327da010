/**
 * The values of a Kubernetes `Secret` manifest (gitleaks' `kubernetes-secret-yaml`): in a YAML
 * document that says `kind: Secret` (not `ExternalSecret`, `SopsSecret`, `SecretStore`), every
 * value under `data:` that is base64 of ten or more characters, also as a `|` or `>` block, and
 * every non-empty value under `stringData:` (plain text by definition) is replaced. Template
 * values (`{{ .Values.x }}`), empty strings and short values (`YmFyCg==`) stay. Documents are
 * handled one by one (`---`), so a `kind: Secret` never reaches into its neighbour. Pure.
 */
import { isPlaceholderOrReference, marker, REDACTED_PREFIX } from "./secret-values.js";

const KIND_SECRET = /^[ \t]*kind:[ \t]*(["']?)secret\1[ \t]*(?:#.*)?$/im;
const DOCUMENT_SEPARATOR = /^(---[ \t]*)$/m;
const BASE64_VALUE = /^[A-Za-z0-9+/]{10,}={0,3}$/;
const ENTRY = /^([\w.-]+):[ \t]*(.*)$/;
const SECTION = /^(data|stringData):[ \t]*$/;

const MARKER = marker("kubernetes-secret");

/** What the walk over one document's lines is inside. */
interface Walk {
  /** Indent of the `data:` / `stringData:` line, -1 outside one. */
  section: number;
  plain: boolean;
  /** Indent of a `key: |` entry whose block lines are being read, -1 otherwise. */
  block: number;
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

function isSecretValue(value: string, plain: boolean): boolean {
  if (value === "" || value.includes(REDACTED_PREFIX) || value.includes("{{")) return false;
  return plain ? !isPlaceholderOrReference(value) : BASE64_VALUE.test(value);
}

/** The line with its entry's value replaced, or the line as it is. */
function redactEntry(line: string, walk: Walk, indent: number): string {
  const entry = ENTRY.exec(line.trim());
  if (entry === null) return line;
  const rest = (entry[2] ?? "").trimEnd();
  if (/^[|>][-+]?$/.test(rest)) {
    walk.block = indent;
    return line;
  }
  const quoted = /^(["'])(.*)\1$/.exec(rest);
  const value = quoted?.[2] ?? rest;
  if (!isSecretValue(value, walk.plain)) return line;
  const head = line.slice(0, line.lastIndexOf(rest));
  const quote = quoted?.[1] ?? "";
  return `${head}${quote}${MARKER}${quote}${line.slice(head.length + rest.length)}`;
}

function redactLine(line: string, walk: Walk): string {
  const trimmed = line.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return line;
  const indent = indentOf(line);
  if (walk.block >= 0) {
    if (indent > walk.block)
      return isSecretValue(trimmed, walk.plain) ? line.slice(0, indent) + MARKER : line;
    walk.block = -1;
  }
  if (walk.section >= 0 && indent <= walk.section) walk.section = -1;
  if (walk.section < 0) {
    const section = SECTION.exec(trimmed);
    if (section !== null) Object.assign(walk, { section: indent, plain: section[1] === "stringData" });
    return line;
  }
  return redactEntry(line, walk, indent);
}

function redactDocument(document: string): string {
  if (!KIND_SECRET.test(document)) return document;
  const walk: Walk = { section: -1, plain: false, block: -1 };
  return document
    .split("\n")
    .map((line) => redactLine(line, walk))
    .join("\n");
}

/** Replaces the secret values of Kubernetes `Secret` manifests in `text`. Never throws. */
export function redactKubernetesSecrets(text: string): string {
  if (!/kind:/i.test(text) || !/data:/i.test(text)) return text;
  return text.split(DOCUMENT_SEPARATOR).map(redactDocument).join("");
}
