// Preload for start-up tests (`node --import ./load-trace.mjs …`): records every module the
// process loads into the file named by ALFRED_LOAD_TRACE, one per line. ES modules (and the
// entries of CommonJS packages they import) through a resolve hook; CommonJS files from the
// require cache when the process exits.
import { appendFileSync } from "node:fs";
import { createRequire, register } from "node:module";

const out = process.env.ALFRED_LOAD_TRACE;
if (out !== undefined && out !== "") {
  register(new URL("./load-trace-hooks.mjs", import.meta.url), { data: { out } });
  const cache = createRequire(import.meta.url).cache;
  process.on("exit", () => {
    const files = Object.keys(cache).map((path) => `file://${path}\n`);
    appendFileSync(out, files.join(""));
  });
}
