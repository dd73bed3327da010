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
import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { createInterface } from "node:readline";
import type { GrepCollector, HitLine } from "./grep-results.js";
import type { GrepSearch, SearchOutcome } from "./grep-search.js";
import { relativePath } from "./tool-path.js";
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
export function ripgrepArgs(search: GrepSearch): string[] {
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

/** Reads rg's JSON stream into files for `collector`; answers whether the collector asked to stop. */
async function consume(
  stdout: NodeJS.ReadableStream,
  search: GrepSearch,
  collector: GrepCollector,
  stop: () => void,
): Promise<{ stopped: boolean; sawSummary: boolean }> {
  let stopped = false;
  let sawSummary = false;
  let current: { rel: string; lines: HitLine[] } | undefined;
  for await (const raw of createInterface({ input: stdout, crlfDelay: Infinity })) {
    if (stopped || raw === "") continue;
    const message = parseMessage(raw);
    if (message === undefined) continue;
    const data = message.data;
    if (message.type === "begin") {
      current = { rel: relativePath(search.root, decode(data?.path)), lines: [] };
    } else if ((message.type === "match" || message.type === "context") && current !== undefined) {
      const text = stripTerminator(decode(data?.lines));
      current.lines.push({ line: data?.line_number ?? 0, text, match: message.type === "match" });
    } else if (message.type === "end" && current !== undefined) {
      // rg reports a file as binary when it meets a NUL byte; the fallback skips such files.
      const binary = data?.binary_offset !== null && data?.binary_offset !== undefined;
      if (!binary && search.keep(current.rel) && !collector.add(current)) {
        stopped = true;
        stop();
      }
      current = undefined;
    } else if (message.type === "summary") {
      sawSummary = true;
    }
  }
  return { stopped, sawSummary };
}

/**
 * Runs rg at `rgPath` and feeds its files to `collector`. rg gets an empty
 * environment (it needs none), is killed on abort, when the collector has
 * enough, or after `search.timeoutMs`.
 */
export async function searchWithRipgrep(
  rgPath: string,
  search: GrepSearch,
  collector: GrepCollector,
): Promise<SearchOutcome> {
  const child = spawn(rgPath, ripgrepArgs(search), {
    cwd: search.root,
    env: {},
    stdio: ["ignore", "pipe", "pipe"],
    signal: search.signal,
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    if (stderr.length < 4000) stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on("close", (code) => resolve(code));
    child.on("error", () => resolve(null));
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGTERM");
  }, search.timeoutMs);
  let result: { stopped: boolean; sawSummary: boolean };
  try {
    result = await consume(child.stdout, search, collector, () => child.kill("SIGTERM"));
  } finally {
    clearTimeout(timer);
  }
  const code = await exited;
  if (search.signal.aborted) return { ok: false, error: "grep was cancelled" };
  if (result.stopped) return { ok: true, partial: true };
  if (timedOut) {
    return {
      ok: true,
      partial: true,
      note: `search timed out after ${search.timeoutMs / 1000} s; results are partial`,
    };
  }
  if (!result.sawSummary && code !== 0 && code !== 1) {
    return { ok: false, error: `rg failed: ${stderr.trim() || `exit code ${String(code)}`}` };
  }
  return { ok: true, partial: false };
}
