import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { ESM_BUNDLE_OPTIONS } from "../scripts/esm-bundle.js";

const ENTRY = fileURLToPath(new URL("floor/cold-start-floor-entry.ts", import.meta.url));

/**
 * Processes the demo's scheduled run starts before its first request (counted with `strace -f -e
 * trace=execve` on the bundle, 2026-12): 18 git, and 2 sandboxed ones — the sandbox probe and the
 * verify preflight (plus the preflight's `sh` and `head` inside its sandbox, left out).
 */
export const PROCESSES_BEFORE_FIRST_REQUEST = { git: 18, sandboxed: 2 } as const;

let bundled: string | undefined;

/** The floor entry bundled into one ES module with dist/'s options: built once per run, removed at exit. */
async function floorBundle(): Promise<string> {
  if (bundled !== undefined) return bundled;
  const directory = mkdtempSync(join(tmpdir(), "alfred-floor-"));
  process.once("exit", () => rmSync(directory, { recursive: true, force: true }));
  const outfile = join(directory, "floor.mjs");
  await build({ ...ESM_BUNDLE_OPTIONS, entryPoints: [ENTRY], outfile, logLevel: "error" });
  bundled = outfile;
  return outfile;
}

/**
 * Milliseconds from spawning `node` on the floor bundle until its request reaches a loopback
 * server: what the cold start would be if Alfred's own code took no time at all.
 */
export async function coldStartFloorMs(node: string, repository: string): Promise<number> {
  const script = await floorBundle();
  let firstRequestAt: number | undefined;
  const server = createServer((request, response) => {
    firstRequestAt ??= performance.now();
    request.resume();
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the floor's server has no port");
  const { port } = address;
  const startedAt = performance.now();
  try {
    await promisify(execFile)(node, [
      script,
      repository,
      `http://127.0.0.1:${port}`,
      String(PROCESSES_BEFORE_FIRST_REQUEST.git),
      String(PROCESSES_BEFORE_FIRST_REQUEST.sandboxed),
    ]);
  } finally {
    server.close();
  }
  if (firstRequestAt === undefined) throw new Error("the floor process never reached the server");
  return firstRequestAt - startedAt;
}
