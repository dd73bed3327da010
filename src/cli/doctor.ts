/**
 * `alfred doctor`: what Alfred finds on this machine for this workspace — the
 * configuration, the language servers (configured or discovered) and whether
 * each answers `initialize`, the sandbox, and ripgrep. Each check is one line;
 * `--json` prints them as one object.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { WORKTREE } from "../config/file-source.js";
import { loadConfig } from "../config/load.js";
import { errorMessage } from "../core/errors.js";
import { findExecutable } from "../lsp/discover.js";
import { LspServer } from "../lsp/server.js";
import { resolveLspServers } from "../lsp/setup.js";
import { createBoundary } from "../platform/boundary.js";
import type { Boundary } from "../platform/boundary.js";
import type { SandboxMode } from "../platform/sandbox.js";
import { scrubEnvironment } from "../security/scrub-env.js";
import { existingDirectory } from "./common-flags.js";
import { type CliIo, EXIT } from "./io.js";
import { palette } from "./render.js";

/** `alfred doctor` usage text. */
export const DOCTOR_USAGE = `Usage: alfred doctor [--cwd DIR] [--json]

Checks the configuration, the language servers (.alfred/lsp.json, or
typescript-language-server and pyright-langserver found in node_modules/.bin
or on PATH) and whether each one answers, the OS sandbox, and ripgrep.`;

/** One check's verdict. */
export interface DoctorCheck {
  readonly check: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** How long a language server may take to answer `initialize` here. */
const SERVER_ANSWER_MS = 30_000;

async function checkServers(cwd: string, boundary: Boundary): Promise<DoctorCheck[]> {
  const path = boundary.policy.env["PATH"] ?? "";
  const { servers, from } = await resolveLspServers(cwd, WORKTREE, path);
  if (servers.length === 0)
    return [
      {
        check: "lsp",
        ok: true,
        detail:
          from === "config"
            ? ".alfred/lsp.json lists no servers (LSP off)"
            : "no server configured or found (install typescript-language-server or pyright, or write .alfred/lsp.json)",
      },
    ];
  return Promise.all(
    servers.map(async (spec): Promise<DoctorCheck> => {
      const server = new LspServer({
        spec,
        boundary,
        workingDir: cwd,
        timeouts: { initializeMs: SERVER_ANSWER_MS },
      });
      const label = `${spec.command} (${spec.origin}; ${spec.languages?.join(", ") ?? "all files"})`;
      const startedAt = performance.now();
      try {
        await server.use(async () => undefined);
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        return { check: `lsp ${spec.name}`, ok: true, detail: `${label}: answers (initialize ${seconds} s)` };
      } catch (error) {
        return { check: `lsp ${spec.name}`, ok: false, detail: `${label}: ${errorMessage(error)}` };
      } finally {
        await server.close();
      }
    }),
  );
}

/**
 * Runs every check in `cwd`.
 * @throws never: a failing check is a verdict.
 */
export async function runDoctor(
  cwd: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<DoctorCheck[]> {
  const checks: DoctorCheck[] = [];
  let sandbox: SandboxMode = "auto";
  let envAllow: readonly string[] = [];
  try {
    const config = await loadConfig({ cwd, env, host: "ask" });
    sandbox = config.sandbox;
    envAllow = config.envAllow;
    checks.push({ check: "config", ok: true, detail: `provider ${config.provider}, mode ${config.mode}` });
  } catch (error) {
    checks.push({ check: "config", ok: false, detail: errorMessage(error) });
  }
  const boundary = createBoundary({
    workingDir: cwd,
    sandbox,
    env: scrubEnvironment(env, { allow: envAllow }),
  });
  checks.push({
    check: "sandbox",
    ok: (await boundary.state()).reason === undefined,
    detail: await boundary.describe(),
  });
  try {
    checks.push(...(await checkServers(cwd, boundary)));
  } catch (error) {
    checks.push({ check: "lsp", ok: false, detail: errorMessage(error) });
  }
  const rg = await findExecutable("rg", cwd, boundary.policy.env["PATH"] ?? "");
  checks.push({
    check: "ripgrep",
    ok: rg !== undefined,
    detail: rg ?? "rg not found on PATH (grep falls back to a slower search)",
  });
  await boundary.close();
  return checks;
}

/**
 * `alfred doctor`. Exit code 0 when every check passed, 1 otherwise.
 * @throws UsageError for bad flags or a missing --cwd.
 */
export async function doctorCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: { cwd: { type: "string" }, json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    strict: true,
  });
  if (values.help === true) {
    io.stdout.write(`${DOCTOR_USAGE}\n`);
    return EXIT.success;
  }
  const cwd = await existingDirectory(resolve(io.cwd, values.cwd ?? "."), values.cwd);
  const checks = await runDoctor(cwd, io.env);
  if (values.json === true) io.stdout.write(`${JSON.stringify({ workspace: cwd, checks })}\n`);
  else {
    const colors = palette(io.stdout.isTTY === true && io.env.NO_COLOR === undefined);
    for (const { check, ok, detail } of checks)
      io.stdout.write(`${ok ? "ok  " : colors.red("FAIL")} ${check}: ${detail}\n`);
  }
  return checks.every((check) => check.ok) ? EXIT.success : EXIT.failure;
}
