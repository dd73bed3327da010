/**
 * What not following links costs (issue 26): reading and writing a memory fact four directories
 * below the workspace (`.alfred/memory/facts/<slug>.md`) through workspace-fs.ts — an `lstat`
 * per directory, `O_NOFOLLOW` open, `fstat` — against plain `readFile` / `writeFile` + rename of
 * the same file, measured in the same run.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readWorkspaceText, writeWorkspaceFile } from "../src/platform/fs/workspace-fs.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

const FILES = 200;
const PATH = (index: number): string => `.alfred/memory/facts/fact-${index}.md`;

async function eachFile(work: (index: number) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < FILES; index++) await work(index);
}

/** Reads and (non-durable) writes of 200 facts, no-follow against plain. */
export async function workspaceFsBenchmark(): Promise<BenchRow[]> {
  const root = mkdtempSync(join(tmpdir(), "alfred-bench-wsfs-"));
  try {
    mkdirSync(join(root, ".alfred", "memory", "facts"), { recursive: true });
    for (let index = 0; index < FILES; index++) writeFileSync(join(root, PATH(index)), "x".repeat(400));
    // Alternated, the lower of two medians each: the first timings of a run pay for the JIT and the page cache.
    const plain = () => medianMs(() => eachFile((index) => readFile(join(root, PATH(index)), "utf8")), 9, 3);
    const safe = () => medianMs(() => eachFile((index) => readWorkspaceText(root, PATH(index))), 9, 3);
    const [plainA, safeA, plainB, safeB] = [await plain(), await safe(), await plain(), await safe()];
    const plainRead = Math.min(plainA, plainB);
    const safeRead = Math.min(safeA, safeB);
    const plainW = () =>
      medianMs(
        () =>
          eachFile(async (index) => {
            const temporary = `${join(root, PATH(index))}.${randomBytes(6).toString("hex")}.tmp`;
            await writeFile(temporary, "y".repeat(400));
            await rename(temporary, join(root, PATH(index)));
          }),
        9,
        3,
      );
    const safeW = () =>
      medianMs(
        () => eachFile((index) => writeWorkspaceFile(root, PATH(index), "y".repeat(400), { durable: false })),
        9,
        3,
      );
    const [plainWA, safeWA, plainWB, safeWB] = [await plainW(), await safeW(), await plainW(), await safeW()];
    const plainWrite = Math.min(plainWA, plainWB);
    const safeWrite = Math.min(safeWA, safeWB);
    return [
      {
        name: `workspace-fs read, ${FILES} facts`,
        value: ms(safeRead),
        baseline: ms(plainRead),
        ratio: `${(safeRead / plainRead).toFixed(2)}x`,
        note: "lstat per directory + O_NOFOLLOW open + fstat vs readFile",
      },
      {
        name: `workspace-fs write, ${FILES} facts`,
        value: ms(safeWrite),
        baseline: ms(plainWrite),
        ratio: `${(safeWrite / plainWrite).toFixed(2)}x`,
        note: "lstat per directory + O_EXCL temp + rename vs writeFile + rename (no fsync either)",
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
