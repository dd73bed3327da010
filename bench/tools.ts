import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeToolContext } from "../test/fakes/file-tools-context.js";
import { fileEditTool } from "../src/tools/file-edit.js";
import { fileReadTool } from "../src/tools/file-read.js";
import { globTool } from "../src/tools/glob.js";
import { createGrepTool } from "../src/tools/grep.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

/** A large real source tree: the sources the Anthropic SDK ships (about 1,450 files). */
const TREE = join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", "@anthropic-ai", "sdk");
const PATTERN = "export (async )?function";

function countFiles(): number {
  return readdirSync(TREE, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

const ratio = (value: number, baseline: number): string => `${(value / baseline).toFixed(2)}x`;

/** grep (both back ends) against raw `rg` on the same tree and pattern. */
export async function grepBenchmarks(): Promise<BenchRow[]> {
  const ctx = makeToolContext(TREE);
  const files = countFiles();
  const raw = await medianMs(() =>
    execFileSync("rg", ["-n", "--no-heading", "-e", PATTERN, "."], { cwd: TREE, maxBuffer: 1 << 28 }),
  );
  const withRg = createGrepTool({ useRipgrep: true });
  const fallback = createGrepTool({ useRipgrep: false });
  const input = { pattern: PATTERN, output_mode: "content" as const };
  const tool = await medianMs(() => withRg.call(input, ctx));
  const pure = await medianMs(() => fallback.call(input, ctx), 5, 1);
  return [
    {
      name: `grep (ripgrep path), ${files} files`,
      value: ms(tool),
      baseline: `${ms(raw)} raw rg`,
      ratio: ratio(tool, raw),
    },
    {
      name: `grep (pure fallback), ${files} files`,
      value: ms(pure),
      baseline: `${ms(raw)} raw rg`,
      ratio: ratio(pure, raw),
    },
  ];
}

/** glob against a plain recursive readdir + suffix filter of the same tree. */
export async function globBenchmark(): Promise<BenchRow> {
  const ctx = makeToolContext(TREE);
  const baseline = await medianMs(() =>
    readdirSync(TREE, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(),
  );
  const tool = await medianMs(() => globTool.call({ pattern: "**/*.ts" }, ctx));
  return {
    name: "glob **/*.ts (ignore rules, skips, sort, cap)",
    value: ms(tool),
    baseline: `${ms(baseline)} readdir`,
    ratio: ratio(tool, baseline),
  };
}

/** A fuzzy (collapse-rung) file_edit in a 10,000-line file against read + exact replace + write of the same file. */
export async function fuzzyEditBenchmark(): Promise<BenchRow> {
  const lines = Array.from(
    { length: 10_000 },
    (_, index) => `export const value${index} = compute(${index});`,
  );
  lines[7_500] = "export   const   target =   compute(1);";
  const original = `${lines.join("\n")}\n`;
  const dir = mkdtempSync(join(tmpdir(), "alfred-bench-"));
  const path = join(dir, "big.ts");
  const baseline = await medianMs(() => {
    writeFileSync(path, original);
    const text = readFileSync(path, "utf8");
    writeFileSync(
      path,
      text.replace("export   const   target =   compute(1);", "export const target = compute(2);"),
    );
  });
  const tool = await medianMs(async () => {
    writeFileSync(path, original);
    const ctx = makeToolContext(dir);
    await fileReadTool.call({ path: "big.ts", limit: 1 }, ctx);
    const result = await fileEditTool.call(
      {
        path: "big.ts",
        old_string: "export const target = compute(1);",
        new_string: "export const target = compute(2);",
      },
      ctx,
    );
    if (result.isError === true) throw new Error(String(result.content));
  });
  return {
    name: "fuzzy file_edit, 10,000-line file (read + edit)",
    value: ms(tool),
    baseline: `${ms(baseline)} exact replace`,
    ratio: ratio(tool, baseline),
    note: "includes the TypeScript syntax check",
  };
}
