/**
 * The ripgrep back end of grep. rg walks and searches; its `--json` stream is
 * turned into the same per-file hits as the JS back end, so the one formatter
 * gives identical text. The flags pin rg to the fallback's rules: files in
 * path order (`--sort path`), `.gitignore`/`.ignore`/`.rgignore` honoured even
 * outside a git repository but no global or `.git/info/exclude` rules, no
 * hidden files, no config file, the same skip list and size cap. grep's own
 * file filter is applied to rg's results (not passed as `-g`, because rg's
 * `-g` would override `.gitignore`).
 *
 * Regex dialect: rg's default (Rust) engine, with PCRE2 for look-around and
 * back-references (`--engine auto`); the fallback uses JavaScript RegExp.
 * Simple patterns behave the same in both; exotic syntax may not.
 */
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { runProcess } from "../../../platform/process/run-process.js";
import type { GrepCollector, HitLine } from "./grep-results.js";
import type { GrepSearch, SearchOutcome } from "./grep-search.js";
import { relativePath } from "../files/tool-path.js";
import { SKIPPED_DIRECTORIES } from "./walk.js";

/** Finds an executable `rg` on `path` (a PATH-style list), or undefined. Never throws. */
export async function findRipgrep(path: string | undefined = process.env.PATH): Promise<string | undefined> {
  for (const directory of (path ?? "").split(delimiter)) {
    if (directory === "") continue;
    const candidate = join(directory, "rg");
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; keep looking.
    }
  }
  return undefined;
}

/** The rg arguments for one search. */
function ripgrepArgs(search: GrepSearch): string[] {
  const args = [
    "--json",
    "--sort=path",
    "--no-config",
    "--no-require-git",
    "--no-ignore-global",
    "--no-ignore-exclude",
    "--max-filesize=1M",
    "--engine=auto",
  ];
  for (const directory of SKIPPED_DIRECTORIES) args.push(`--glob=!${directory}/`);
  if (search.ignoreCase) args.push("--ignore-case");
  if (search.context > 0) args.push(`--context=${search.context}`);
  args.push("--regexp", search.pattern, "--", search.start);
  return args;
}

interface RgText {
  readonly text?: string;
  readonly bytes?: string;
}

interface RgMessage {
  readonly type: string;
  readonly data?: {
    readonly path?: RgText;
    readonly lines?: RgText;
    readonly line_number?: number | null;
    readonly binary_offset?: number | null;
  };
}

function decode(value: RgText | undefined): string {
  if (value?.text !== undefined) return value.text;
  if (value?.bytes !== undefined) return new TextDecoder("utf-8").decode(Buffer.from(value.bytes, "base64"));
  return "";
}

function parseMessage(raw: string): RgMessage | undefined {
  try {
    return JSON.parse(raw) as RgMessage;
  } catch {
    return undefined;
  }
}

function stripTerminator(text: string): string {
  return text.replace(/\r?\n$/, "");
}

/** Turns rg's JSON lines into files for `collector`; `stop` is called once the collector has enough. */
class RipgrepReader {
  stopped = false;
  sawSummary = false;
  #current: { rel: string; lines: HitLine[] } | undefined;
  #pending = "";

  constructor(
    private readonly search: GrepSearch,
    private readonly collector: GrepCollector,
    private readonly stop: () => void,
  ) {}

  /** Feeds a chunk of stdout; complete lines are handled, the rest waits for the next chunk. */
  push(text: string): void {
    const lines = (this.#pending + text).split("\n");
    this.#pending = lines.pop() ?? "";
    for (const line of lines) this.#line(line.replace(/\r$/, ""));
  }

  /** Handles a last line without a terminator. */
  end(): void {
    if (this.#pending !== "") this.#line(this.#pending);
    this.#pending = "";
  }

  #line(raw: string): void {
    if (this.stopped || raw === "") return;
    const message = parseMessage(raw);
    if (message === undefined) return;
    const data = message.data;
    if (message.type === "begin") {
      this.#current = { rel: relativePath(this.search.root, decode(data?.path)), lines: [] };
    } else if ((message.type === "match" || message.type === "context") && this.#current !== undefined) {
      const text = stripTerminator(decode(data?.lines));
      this.#current.lines.push({ line: data?.line_number ?? 0, text, match: message.type === "match" });
    } else if (message.type === "end" && this.#current !== undefined) {
      // rg reports a file as binary when it meets a NUL byte; the fallback skips such files.
      const binary = data?.binary_offset !== null && data?.binary_offset !== undefined;
      if (!binary && this.search.keep(this.#current.rel) && !this.collector.add(this.#current)) {
        this.stopped = true;
        this.stop();
      }
      this.#current = undefined;
    } else if (message.type === "summary") {
      this.sawSummary = true;
    }
  }
}

/**
 * Runs rg at `rgPath` (a trusted tool, not agent code: through `runProcess`,
 * not the boundary) and feeds its files to `collector`. rg gets an empty
 * environment (it needs none), is killed on abort, when the collector has
 * enough, or after `search.timeoutMs`.
 */
export async function searchWithRipgrep(
  rgPath: string,
  search: GrepSearch,
  collector: GrepCollector,
): Promise<SearchOutcome> {
  const enough = new AbortController();
  const reader = new RipgrepReader(search, collector, () => enough.abort());
  const result = await runProcess({
    file: rgPath,
    args: ripgrepArgs(search),
    cwd: search.root,
    env: {},
    timeoutMs: search.timeoutMs,
    signal: AbortSignal.any([search.signal, enough.signal]),
    killGraceMs: 500,
    maxOutputChars: 4_000,
    onStdout: (text) => reader.push(text),
  });
  reader.end();
  if (search.signal.aborted) return { ok: false, error: "grep was cancelled" };
  if (reader.stopped) return { ok: true, partial: true };
  if (result.outcome === "timeout") {
    return {
      ok: true,
      partial: true,
      note: `search timed out after ${search.timeoutMs / 1000} s; results are partial`,
    };
  }
  const code = result.exitCode;
  if (!reader.sawSummary && code !== 0 && code !== 1) {
    const why = result.spawnError?.message ?? result.output.trim();
    return { ok: false, error: `rg failed: ${why || `exit code ${String(code)}`}` };
  }
  return { ok: true, partial: false };
}
