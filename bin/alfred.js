#!/usr/bin/env node
// The CLI is compiled to build/. From a clone that has not been built yet, say so
// instead of failing with a module-not-found stack.
import { existsSync } from "node:fs";

const entry = new URL("../build/cli/bin.js", import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write(
    "alfred: the CLI is not built yet (build/cli/bin.js is missing): run `npm install` (or `npm ci`), then `npm run build`, in Alfred's directory\n",
  );
  process.exit(2);
}
await import(entry.href);
