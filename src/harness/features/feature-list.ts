/**
 * feature_list.json: the backlog the harness works through.
 *
 * Both shapes of `feature-list-schema.ts` are read, and status changes are
 * written back in the shape that was read, keeping every feature's other
 * fields (known or not) and their key order, and the file's indent and line
 * endings. In the bare shape `passes` holds `passing` as a boolean; the states
 * it cannot hold (`in_progress`, `blocked`) go into an added
 * `"alfred_status"` field beside `passes: false`, removed again when the
 * feature becomes pending or passing. A `passes: true` set by a person wins
 * over a stale `alfred_status`.
 */
import { findJsonLoss } from "../../core/json-lossless.js";
import { resolve } from "node:path";
import { AlfredError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { decodeUtf8 } from "../../core/utf8.js";
import { ioMessage, readBytesIfExists, writeFileAtomic } from "../../platform/fs/fs-durable.js";
import { assignFeatureIds } from "./feature-id.js";
import {
  alfredFeatureListSchema,
  bareFeatureListSchema,
  describeSchemaIssues,
  type FeatureStatus,
  formatJsonPath,
} from "./feature-list-schema.js";
import { parseJsonText } from "../../core/json-text.js";

export { type FeatureStatus } from "./feature-list-schema.js";

/** Which shape the file had. */
type FeatureListShape = "alfred" | "bare";

/** One feature of the backlog. */
export interface Feature {
  /** Explicit, or derived from the description (see `feature-id.ts`). */
  readonly id: string;
  readonly idSource: "explicit" | "derived";
  readonly description: string;
  readonly steps: readonly string[];
  /** This feature's verify command; the list's default applies when absent. */
  readonly verify?: string;
  /** The bare shape's `category`. */
  readonly category?: string;
  /** Glob patterns of the paths the feature will change (`files`), for placing it in a shard. */
  readonly files?: readonly string[];
  readonly status: FeatureStatus;
  /** The object as read, unknown fields included; written back with the status applied. */
  readonly raw: Readonly<Record<string, unknown>>;
}

/** A parsed feature_list.json. */
export interface FeatureList {
  readonly shape: FeatureListShape;
  /** The default verify command (Alfred's shape only). */
  readonly verify?: string;
  readonly features: readonly Feature[];
  /** The top-level object as read (Alfred's shape); `undefined` for a bare array. */
  readonly top: Readonly<Record<string, unknown>> | undefined;
  /** Indent, line ending and byte-order mark detected in the file, reused when writing. */
  readonly format: { readonly indent: string; readonly newline: "\n" | "\r\n"; readonly bom?: boolean };
}

/**
 * Parses feature_list.json text. Errors are values: invalid JSON →
 * `file:line:column: …`; a schema problem → `file: features[3].description:
 * expected a non-empty string` (one line each); a repeated explicit id names
 * both places.
 */
export function parseFeatureList(text: string, file: string): Result<FeatureList, string> {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const json = parseJsonText(source, file);
  if (!json.ok) return err(`${json.error.location}: ${json.error.message}`);
  const data = json.value;
  // Statuses are written back through JSON.stringify: refuse what that would silently change.
  const loss = findJsonLoss(source);
  if (loss !== undefined) {
    const where = loss.path === "$" ? "" : ` ${loss.path.replace(/^\$\.?/, "")}:`;
    return err(
      `${file}:${loss.line}:${loss.column}:${where} ${loss.message}; Alfred will not rewrite a file it cannot read back exactly: fix it and run again`,
    );
  }
  const bare = Array.isArray(data);
  const checked = bare ? bareFeatureListSchema.safeParse(data) : alfredFeatureListSchema.safeParse(data);
  if (!checked.success) return err(describeSchemaIssues(file, checked.error));
  const top = isRecord(data) ? data : undefined;
  const listed: unknown = bare ? data : top?.["features"];
  const rawFeatures: readonly unknown[] = Array.isArray(listed) ? listed : [];
  const prefix = bare ? [] : ["features"];

  const seen = new Map<string, number>();
  const features = rawFeatures.filter(isRecord);
  for (const [index, raw] of features.entries()) {
    const id = raw["id"];
    if (typeof id !== "string") continue;
    const first = seen.get(id);
    if (first !== undefined) {
      const here = formatJsonPath([...prefix, index, "id"]);
      const there = formatJsonPath([...prefix, first, "id"]);
      return err(`${file}: ${here}: duplicate id "${id}" (also at ${there})`);
    }
    seen.set(id, index);
  }

  const ids = assignFeatureIds(
    features.map((raw) => ({
      explicitId: stringField(raw, "id"),
      description: stringField(raw, "description") ?? "",
    })),
  );
  const parsed = features.map((raw, index): Feature => {
    const verify = stringField(raw, "verify");
    const category = stringField(raw, "category");
    const steps = raw["steps"];
    const files = raw["files"];
    return {
      id: ids[index] ?? "",
      idSource: typeof raw["id"] === "string" ? "explicit" : "derived",
      description: stringField(raw, "description") ?? "",
      steps: Array.isArray(steps) ? steps.filter((step) => typeof step === "string") : [],
      ...(verify === undefined ? {} : { verify }),
      ...(category === undefined ? {} : { category }),
      ...(Array.isArray(files) ? { files: files.filter((file) => typeof file === "string") } : {}),
      status: bare ? bareStatus(raw) : (statusField(raw) ?? "pending"),
      raw,
    };
  });
  const defaultVerify = top === undefined ? undefined : stringField(top, "verify");
  return ok({
    shape: bare ? "bare" : "alfred",
    ...(defaultVerify === undefined ? {} : { verify: defaultVerify }),
    features: parsed,
    top,
    format: { ...detectFormat(source), ...(source === text ? {} : { bom: true }) },
  });
}

/**
 * The feature to work on next: one left `in_progress` by an interrupted run
 * first (a resume picks it up again), otherwise the first `pending` one, in
 * file order. `undefined` when everything is passing or blocked.
 */
export function pickNext(list: FeatureList): Feature | undefined {
  return (
    list.features.find((feature) => feature.status === "in_progress") ??
    list.features.find((feature) => feature.status === "pending")
  );
}

/** The feature with `id`, or `undefined`. */
export function findFeature(list: FeatureList, id: string): Feature | undefined {
  return list.features.find((feature) => feature.id === id);
}

/** The verify command of `feature`: its own, else the list's default. */
export function verifyCommandOf(list: FeatureList, feature: Feature): string | undefined {
  return feature.verify ?? list.verify;
}

/**
 * A new list with feature `id` set to `status`; nothing else changes.
 * @throws AlfredError `feature_not_found` when no feature has `id`.
 */
export function setFeatureStatus(list: FeatureList, id: string, status: FeatureStatus): FeatureList {
  if (findFeature(list, id) === undefined) {
    throw new AlfredError("feature_not_found", `no feature with id "${id}" in the feature list`);
  }
  return {
    ...list,
    features: list.features.map((feature) => (feature.id === id ? { ...feature, status } : feature)),
  };
}

/** {@link setFeatureStatus} to `in_progress`. @throws AlfredError `feature_not_found`. */
export function markInProgress(list: FeatureList, id: string): FeatureList {
  return setFeatureStatus(list, id, "in_progress");
}

/** {@link setFeatureStatus} to `passing`. @throws AlfredError `feature_not_found`. */
export function markPassing(list: FeatureList, id: string): FeatureList {
  return setFeatureStatus(list, id, "passing");
}

/** {@link setFeatureStatus} to `blocked`. @throws AlfredError `feature_not_found`. */
export function markBlocked(list: FeatureList, id: string): FeatureList {
  return setFeatureStatus(list, id, "blocked");
}

/**
 * The file text for `list`, in the shape it was read, with each feature's
 * status applied to its original object, the detected indent and line
 * ending, and a trailing newline.
 */
export function serializeFeatureList(list: FeatureList): string {
  const features = list.features.map((feature) => withStatus(feature.raw, feature.status, list.shape));
  const value = list.shape === "bare" ? features : { ...list.top, features };
  const { indent, newline } = list.format;
  // JSON.stringify escapes newlines inside strings, so every "\n" here is a line break.
  const bom = list.format.bom === true ? "\uFEFF" : "";
  return `${bom}${JSON.stringify(value, null, indent).replaceAll("\n", newline)}${newline}`;
}

/**
 * Writes `list` to `path` atomically (temporary file + rename).
 * @throws AlfredError `io_failed`.
 */
export async function writeFeatureList(path: string, list: FeatureList): Promise<void> {
  await writeFileAtomic(path, serializeFeatureList(list));
}

/** Largest feature list read, in bytes. */
export const MAX_FEATURE_LIST_BYTES = 5 * 1024 * 1024;

/**
 * The text of the feature list at `path`: at most {@link MAX_FEATURE_LIST_BYTES}
 * and strictly UTF-8, since a lossy decode would be written back over the
 * original bytes.
 * @throws AlfredError `io_failed` when missing or unreadable;
 *   `feature_list_invalid` naming the limit or the byte offset otherwise.
 */
async function readFeatureListText(path: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    // Never through a link: the agent could have replaced the list with one (issue 26).
    const read = await readBytesIfExists(path, MAX_FEATURE_LIST_BYTES);
    if (read === undefined) throw new AlfredError("io_failed", `${path}: no such file`);
    if ("tooLarge" in read) {
      throw new AlfredError(
        "feature_list_invalid",
        `${path}: ${read.tooLarge} bytes; a feature list may have at most ${MAX_FEATURE_LIST_BYTES} bytes (5 MiB): split the backlog, or move long texts into files the features name`,
      );
    }
    bytes = read.bytes;
  } catch (thrown) {
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError("io_failed", ioMessage(`cannot read ${path}`, thrown), { cause: thrown });
  }
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    throw new AlfredError(
      "feature_list_invalid",
      `${path}: not valid UTF-8 at byte ${decoded.error.offset}: save the file as UTF-8 (Alfred will not rewrite a file it cannot read back exactly)`,
    );
  }
  return decoded.value;
}

/**
 * Reads and parses the feature list at `path`.
 * @throws AlfredError `io_failed` when it is missing or unreadable;
 *   `feature_list_invalid` with the parse error, the size limit hit or the
 *   offset of a byte that is not UTF-8 otherwise.
 */
export async function readFeatureList(path: string): Promise<FeatureList> {
  const text = await readFeatureListText(path);
  const parsed = parseFeatureList(text, path);
  if (!parsed.ok) throw new AlfredError("feature_list_invalid", parsed.error);
  return parsed.value;
}

// Read-modify-write cycles on one file are serialised within this process, so
// two features finishing at once cannot overwrite each other's status.
const updates = new Map<string, Promise<unknown>>();

/**
 * Re-reads `path`, sets feature `id` to `status` and writes the file back
 * atomically, so status changes made meanwhile to other features are kept.
 * Updates of one file are serialised within the process. A file that no
 * longer parses is never overwritten. Returns the list as written.
 * @throws AlfredError `feature_list_invalid`, `feature_not_found` or `io_failed`.
 */
export function updateFeatureStatus(path: string, id: string, status: FeatureStatus): Promise<FeatureList> {
  const key = resolve(path);
  const run = (updates.get(key) ?? Promise.resolve()).then(async () => {
    const current = await readFeatureList(path);
    const next = setFeatureStatus(current, id, status);
    if (findFeature(current, id)?.status !== status) await writeFeatureList(path, next);
    return next;
  });
  // The queue goes on after a failed update: this call's caller receives the failure through `run`.
  const settled = run.catch(() => undefined);
  updates.set(key, settled);
  void settled.then(() => {
    if (updates.get(key) === settled) updates.delete(key);
  });
  return run;
}

function withStatus(
  raw: Readonly<Record<string, unknown>>,
  status: FeatureStatus,
  shape: FeatureListShape,
): Record<string, unknown> {
  if (shape === "alfred") {
    if ("status" in raw || status !== "pending")
      return Object.fromEntries(upsert(Object.entries(raw), "status", status));
    return Object.fromEntries(Object.entries(raw));
  }
  let entries = upsert(Object.entries(raw), "passes", status === "passing");
  if (status === "in_progress" || status === "blocked") entries = upsert(entries, "alfred_status", status);
  else entries = entries.filter(([key]) => key !== "alfred_status");
  // Object.fromEntries defines own properties, so a "__proto__" field stays a field.
  return Object.fromEntries(entries);
}

function upsert(entries: Array<[string, unknown]>, key: string, value: unknown): Array<[string, unknown]> {
  if (!entries.some(([existing]) => existing === key)) return [...entries, [key, value]];
  return entries.map(([existing, old]) => [existing, existing === key ? value : old]);
}

function bareStatus(raw: Readonly<Record<string, unknown>>): FeatureStatus {
  if (raw["passes"] === true) return "passing";
  const extra = raw["alfred_status"];
  return extra === "in_progress" || extra === "blocked" ? extra : "pending";
}

function statusField(raw: Readonly<Record<string, unknown>>): FeatureStatus | undefined {
  const status = raw["status"];
  return status === "pending" || status === "in_progress" || status === "passing" || status === "blocked"
    ? status
    : undefined;
}

function detectFormat(text: string): FeatureList["format"] {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
  return { indent, newline: text.includes("\r\n") ? "\r\n" : "\n" };
}

function stringField(record: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = record[key];
  return typeof value === "string" ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
