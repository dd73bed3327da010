// A stand-in for Alfred's process in the service shutdown tests: starts a language server that ignores
// shutdown and SIGTERM (test/fakes/lsp-fake.mjs stubborn) through the platform, prints its pid, then ends
// the way argv[2] says: `exit` (process.exit), `throw` (an uncaught error) or `signal` (an unhandled SIGTERM).
import { fileURLToPath } from "node:url";
import { createBoundary } from "../../src/platform/boundary/boundary.js";
import { startService } from "../../src/platform/services/service-process.js";

const how = process.argv[2] ?? "exit";
const workingDir = process.cwd();
const boundary = createBoundary({
  workingDir,
  sandbox: "off",
  env: { PATH: process.env["PATH"] ?? "" },
});
const fake = fileURLToPath(new URL("./lsp-fake.mjs", import.meta.url));
const started = await startService(boundary, { argv: [process.execPath, fake, "stubborn"], cwd: workingDir });
if (!started.ok) throw new Error(started.error);
process.stdout.write(`${started.service.pid}\n`);
if (how === "exit") process.exit(0);
if (how === "signal") process.kill(process.pid, "SIGTERM");
if (how === "throw") throw new Error("the host failed");
