/**
 * LSP timings with the real typescript-language-server 5.3 (TypeScript 5.9), unsandboxed:
 * server start to its first definition answer (project loaded), and an edit to its settled
 * diagnostics (the wait file_edit adds), median of a few edits.
 */
import { mkdtemp, realpath, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { LspManager } from "../src/lsp/manager.js";
import { LSP_PROJECT, lspBoundary, TSL } from "../test/support/lsp-workspace.js";
import { type BenchRow, median, ms } from "./measure.js";

/** Start → first definition, and edit → settled errors, for typescript-language-server. */
export async function lspBenchmark(): Promise<BenchRow[]> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), "alfred-bench-lsp-")));
  for (const [path, content] of Object.entries(LSP_PROJECT)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  const manager = new LspManager({ workingDir: dir, boundary: lspBoundary(dir), servers: [TSL] });
  const file = join(dir, "src/a.ts");
  try {
    const startedAt = performance.now();
    await manager.locations(file, "definition", { line: 2, character: 25 });
    const firstAnswer = performance.now() - startedAt;
    const edits: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const broken = round % 2 === 0;
      await writeFile(
        file,
        broken ? LSP_PROJECT["src/a.ts"]!.replace("helper(2)", 'helper("2")') : LSP_PROJECT["src/a.ts"]!,
      );
      const editedAt = performance.now();
      const result = await manager.diagnostics(file, 10_000);
      if (result.items.length !== (broken ? 1 : 0))
        throw new Error(`unexpected diagnostics: ${JSON.stringify(result)}`);
      edits.push(performance.now() - editedAt);
    }
    return [
      {
        name: "lsp: tsl start → first definition",
        value: ms(firstAnswer),
        baseline: "-",
        ratio: "-",
        note: "project load included",
      },
      {
        name: "lsp: edit → settled diagnostics (tsl)",
        value: ms(median(edits)),
        baseline: "-",
        ratio: "-",
        note: "median of 5; clean edits wait the 1 s empty-list debounce",
      },
    ];
  } finally {
    await manager.close();
    await rm(dir, { recursive: true, force: true });
  }
}
