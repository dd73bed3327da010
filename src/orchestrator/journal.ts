/**
 * The run journal (`.alfred/workflows/<runId>/journal.jsonl`): one line per
 * completed `agent()` call, keyed deterministically, so a resumed run skips
 * the calls that already finished and `alfred replay` can serve the model's
 * recorded responses back.
 *
 * Crashes: `append` resolves after its line, newline included, is fsync'ed. A
 * final line without its newline is an append that never resolved; it is
 * ignored when reading and cut away before the next append. Any other bad line
 * is corruption and `openJournal` refuses with `journal_corrupt`.
 */
import { dirname } from "node:path";
import type { Deps } from "../core/deps.js";
import { AlfredError } from "../core/errors.js";
import { err, ok, type Result } from "../core/result.js";
import {
  appendDurable,
  ensureDirectory,
  readTextIfExists,
  truncateDurable,
} from "../platform/fs/fs-durable.js";
import { redact as defaultRedact } from "../security/secrets/redact.js";
import { mapStrings } from "./canonical-json.js";
import {
  describeIssues,
  type JournalEntry,
  journalEntrySchema,
  type NewJournalEntry,
} from "./journal-schema.js";
import type { Redactor } from "./ledger.js";

export type { JournalEntry, NewJournalEntry } from "./journal-schema.js";

/** Options of {@link openJournal}. */
export interface JournalOptions {
  /** Applied to every string value of `input` and `output` before writing. */
  readonly redact?: Redactor;
  /** Secrets to redact wherever they appear (e.g. the ledger key). */
  readonly knownSecrets?: readonly string[];
}

/** An open journal. */
export interface Journal {
  readonly path: string;
  /**
   * Redacts, validates and appends one entry (stamping `ts` from the clock and
   * `kind: "agent"`), resolving once it is on disk with the entry as stored.
   * Appends are written in call order.
   * @throws AlfredError `journal_duplicate_key` when the key is already
   *   recorded or being recorded; TypeError when the entry does not fit the
   *   schema (nothing is written); AlfredError `io_failed` / `journal_corrupt`.
   */
  append(entry: NewJournalEntry): Promise<JournalEntry>;
  /** The completed entry for `key`, as stored (redacted). */
  findByKey(key: string): JournalEntry | undefined;
  /** Every completed entry, in file order. */
  entries(): readonly JournalEntry[];
}

/** A parsed journal text. */
export interface ParsedJournal {
  readonly entries: readonly JournalEntry[];
  /** Byte length of the complete lines; less than the text when a torn final line follows. */
  readonly committedBytes: number;
  readonly torn: boolean;
}

/**
 * The deterministic key of one agent step: `run-1/feature-x/attempt-2/implement`.
 * Each segment is URI-encoded so a `/` inside an id cannot impersonate another key.
 * @throws TypeError for an empty segment or an attempt that is not a positive integer.
 */
export function journalKey(runId: string, featureId: string, attempt: number, step: string): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    throw new TypeError(`journal key attempt must be a positive integer, got ${attempt}`);
  }
  const segments = [runId, featureId, step].map((segment) => {
    if (segment === "") throw new TypeError("journal key segments must be non-empty");
    return encodeURIComponent(segment);
  });
  return `${segments[0]}/${segments[1]}/attempt-${attempt}/${segments[2]}`;
}

/**
 * Parses journal text (pure). A torn final line is ignored; any other line
 * that is not a valid entry, or a repeated key, is an error naming the line.
 */
export function parseJournal(text: string, file: string): Result<ParsedJournal, string> {
  const end = text.lastIndexOf("\n") + 1;
  const committed = text.slice(0, end);
  const lines = committed === "" ? [] : committed.slice(0, -1).split("\n");
  const entries: JournalEntry[] = [];
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const where = `${file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return err(`${where}: not JSON`);
    }
    const parsed = journalEntrySchema.safeParse(value);
    if (!parsed.success) return err(`${where}: not a journal entry (${describeIssues(parsed.error)})`);
    if (seen.has(parsed.data.key)) return err(`${where}: duplicate key "${parsed.data.key}"`);
    seen.add(parsed.data.key);
    entries.push(parsed.data);
  }
  return ok({ entries, committedBytes: Buffer.byteLength(committed, "utf8"), torn: end < text.length });
}

/**
 * Opens (or starts) the journal at `path`, creating its directory, and loads
 * the completed entries.
 * @throws AlfredError `journal_corrupt` for a bad line other than a torn last
 *   one; `io_failed` when the file cannot be read.
 */
export async function openJournal(
  path: string,
  deps: Pick<Deps, "now">,
  options: JournalOptions = {},
): Promise<Journal> {
  await ensureDirectory(dirname(path));
  const redactor = options.redact ?? defaultRedact;
  const secrets = options.knownSecrets ?? [];
  const redactText = (text: string): string =>
    secrets.length === 0 ? redactor(text) : redactor(text, { knownSecrets: secrets });

  let state = await load(path);
  let inDoubt = false;
  const pending = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();

  const write = async (entry: JournalEntry): Promise<void> => {
    if (inDoubt) state = await load(path);
    if (state.byKey.has(entry.key)) throw duplicate(path, entry.key);
    inDoubt = true;
    if (state.torn) await truncateDurable(path, state.committedBytes);
    const line = `${JSON.stringify(entry)}\n`;
    await appendDurable(path, line);
    inDoubt = false;
    state.committedBytes += Buffer.byteLength(line, "utf8");
    state.byKey.set(entry.key, entry);
    state.entries.push(entry);
    state.torn = false;
  };

  return {
    path,
    async append(fresh) {
      if (pending.has(fresh.key) || state.byKey.has(fresh.key)) throw duplicate(path, fresh.key);
      const { key, input, output } = fresh;
      const candidate = {
        key,
        ts: deps.now(),
        kind: "agent",
        ...(input === undefined ? {} : { input: mapStrings(input, redactText) }),
        output: mapStrings(output, redactText),
      };
      const parsed = journalEntrySchema.safeParse(candidate);
      if (!parsed.success) throw new TypeError(`journal entry "${key}": ${describeIssues(parsed.error)}`);
      pending.add(key);
      const run = queue.then(() => write(parsed.data));
      // The queue goes on after a failed write: this call's caller receives the failure through `run`.
      queue = run.catch(() => undefined);
      try {
        await run;
      } finally {
        pending.delete(key);
      }
      return parsed.data;
    },
    findByKey: (key) => state.byKey.get(key),
    entries: () => [...state.entries],
  };
}

interface LoadedJournal {
  readonly entries: JournalEntry[];
  readonly byKey: Map<string, JournalEntry>;
  committedBytes: number;
  torn: boolean;
}

async function load(path: string): Promise<LoadedJournal> {
  const parsed = parseJournal((await readTextIfExists(path)) ?? "", path);
  if (!parsed.ok) throw new AlfredError("journal_corrupt", parsed.error);
  const { entries, committedBytes, torn } = parsed.value;
  return {
    entries: [...entries],
    byKey: new Map(entries.map((entry) => [entry.key, entry])),
    committedBytes,
    torn,
  };
}

function duplicate(path: string, key: string): AlfredError {
  return new AlfredError("journal_duplicate_key", `${path}: an entry for "${key}" is already recorded`);
}
