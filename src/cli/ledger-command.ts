import { readFile } from "../platform/fs/fs.js";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { anchorPathOf, checkLedgerAnchor } from "../orchestrator/ledger-anchor.js";
import { type LedgerVerification, verifyLedger } from "../orchestrator/ledger-verify.js";
import { type CliIo, EXIT } from "./io.js";
import { palette } from "./render.js";
import { ledgerKeyFrom } from "./run.js";
import { UsageError } from "./usage-error.js";

/** `alfred ledger` usage text. */
export const LEDGER_USAGE = `Usage: alfred ledger verify FILE [--allow-open] [--json]

Checks every signature and link of a ledger with ALFRED_LEDGER_KEY.
Exit 0 when intact; 1 naming the first broken entry and why (bad signature,
broken link, sequence gap, reorder, truncation, a line that is not JSON).
A ledger must end with its run_end entry, else it is incomplete (exit 1);
--allow-open accepts a run still in progress. When the tail anchor
(ledger.head.json) lies beside the file, the last entry must match it.`;

/**
 * `alfred ledger verify FILE`.
 * @throws UsageError / ConfigError for a missing file argument or key.
 */
export async function ledgerCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      "allow-open": { type: "boolean" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help === true) {
    io.stdout.write(`${LEDGER_USAGE}\n`);
    return EXIT.success;
  }
  const [action, file, ...extra] = positionals;
  if (action !== "verify" || file === undefined || extra.length > 0)
    throw new UsageError("expected: alfred ledger verify FILE");
  const key = ledgerKeyFrom(io.env);
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), "utf8");
  } catch (cause) {
    throw new UsageError(`cannot read ${file}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  const chain = verifyLedger(text, key, { requireEnd: values["allow-open"] !== true });
  const anchorPath = anchorPathOf(resolve(io.cwd, file));
  // No readable anchor: the chain alone is verified (a ledger copied without its anchor stays checkable).
  const anchor = await readFile(anchorPath, "utf8").catch(() => undefined);
  const tail =
    anchor === undefined
      ? { ok: true as const }
      : checkLedgerAnchor(text, anchor, { ledger: file, anchor: anchorPath });
  // A lost tail is the more specific finding than "no run_end": both show when lines were dropped.
  const result: LedgerVerification =
    !tail.ok && (chain.ok || chain.problem === "incomplete")
      ? {
          ok: false,
          seq: chain.ok ? chain.entries : chain.seq,
          line: chain.ok ? chain.entries + 1 : chain.line,
          problem: "truncation",
          reason: tail.reason,
        }
      : chain;
  const colors = palette(io.stderr.isTTY === true && io.env.NO_COLOR === undefined);
  if (values.json === true) {
    io.stdout.write(`${JSON.stringify(result)}\n`);
  } else if (!result.ok && result.problem === "incomplete") {
    io.stdout.write(
      colors.red(
        `${file}: incomplete: ${result.seq} entries and no "run_end" (the run is still open, was interrupted, or lost its last lines); --allow-open accepts a run in progress\n`,
      ),
    );
  } else if (result.ok) {
    io.stdout.write(`${file}: intact, ${result.entries} entries\n`);
  } else {
    io.stdout.write(
      colors.red(
        `${file}: broken at entry ${result.seq} (line ${result.line}): ${result.problem}: ${result.reason}\n`,
      ),
    );
  }
  return result.ok ? EXIT.success : EXIT.failure;
}
