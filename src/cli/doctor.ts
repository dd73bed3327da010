/**
 * `alfred doctor`: what Alfred finds on this machine for this workspace — the
 * configuration, the language servers (configured or discovered) and whether
 * each answers `initialize`, the MCP servers the repository configures and the
 * tools each lists, the sandbox, and ripgrep. Each check is one line;
 * `--json` prints them as one object.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { permissionModeFor } from "../core/host-profiles.js";
import { loadConfig } from "../config/load.js";
import type { AlfredConfig } from "../config/schema.js";
import { errorMessage } from "../core/errors.js";
import { type FeatureList, readFeatureList } from "../harness/features/feature-list.js";
import { stat } from "../platform/fs/fs.js";
import { verifyPreflight } from "../harness/verify/verify-preflight.js";
import { findExecutable } from "../lsp/discover.js";
import { type Boundary, createBoundary } from "../platform/boundary/boundary.js";
import type { SandboxMode } from "../platform/sandbox/sandbox.js";
import { scrubEnvironment } from "../security/secrets/scrub-env.js";
import { existingDirectory } from "./common-flags.js";
import { checkMemoryFiles } from "./doctor-memory.js";
import { checkLspServers, checkMcpServers, type DoctorCheck } from "./doctor-servers.js";
import { type CliIo, EXIT } from "./io.js";
import { palette } from "./render.js";

/** `alfred doctor` usage text. */
export const DOCTOR_USAGE = `Usage: alfred doctor [--cwd DIR] [--json]

Checks the configuration, the language servers (.alfred/lsp.json, or those
found in node_modules/.bin or on PATH: typescript-language-server,
pyright-langserver, and gopls, rust-analyzer and clangd for a workspace with
go.mod, Cargo.toml or a C/C++ build file) and whether each one answers, the MCP servers (.alfred/mcp.json or
.mcp.json) started inside the boundary and the tools each lists, the OS
sandbox as alfred run and the Action use it ("on" unless configured), whether
every verify command of the feature list can start inside it (the preflight
alfred run does before any model call), the memory facts and skills that are
skipped, and ripgrep.`;

export type { DoctorCheck } from "./doctor-servers.js";

/**
 * Runs every check in `cwd`.
 * @throws never: a failing check is a verdict.
 */
export async function runDoctor(
  workingDir: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<DoctorCheck[]> {
  const checks: DoctorCheck[] = [];
  // The sandbox as `alfred run` and the Action use it (`on` unless configured), not `ask`'s `auto`.
  let sandbox: SandboxMode = "on";
  let config: AlfredConfig | undefined;
  try {
    config = await loadConfig({ workingDir, env, host: "cliRun" });
    sandbox = config.sandbox;
    // The mode each CLI host works in with this configuration (HOST_PROFILES: run's is fixed).
    const ask = permissionModeFor("cliAsk", config.permissionMode);
    const run = permissionModeFor("cliRun", config.permissionMode);
    checks.push({
      check: "config",
      ok: true,
      detail: `provider ${config.provider}, mode ${ask} (run: ${run})`,
    });
  } catch (error) {
    checks.push({ check: "config", ok: false, detail: errorMessage(error) });
  }
  const boundary = createBoundary({
    workingDir,
    sandbox,
    env: scrubEnvironment(env, { allow: config?.envAllow ?? [] }),
    readPaths: config?.sandboxReadPaths ?? [],
    egressAllow: config?.egressAllow ?? [],
  });
  checks.push({
    check: "sandbox",
    ok: (await boundary.state()).reason === undefined,
    // The line is already labelled: "sandbox: sandbox: auto → bwrap" said it twice.
    detail: (await boundary.describe()).replace(/^sandbox: /, ""),
  });
  if (config !== undefined) checks.push(await checkVerifyCommands(workingDir, config, boundary));
  try {
    checks.push(...(await checkLspServers(workingDir, boundary)));
  } catch (error) {
    checks.push({ check: "lsp", ok: false, detail: errorMessage(error) });
  }
  try {
    checks.push(...(await checkMcpServers(workingDir, boundary)));
  } catch (error) {
    checks.push({ check: "mcp", ok: false, detail: errorMessage(error) });
  }
  checks.push(await checkMemoryFiles(workingDir));
  const rg = await findExecutable("rg", workingDir, boundary.policy.env["PATH"] ?? "");
  checks.push({
    check: "ripgrep",
    ok: rg !== undefined,
    detail: rg ?? "rg not found on PATH (grep falls back to a slower search)",
  });
  await boundary.close();
  return checks;
}

/** The run's verify preflight on the feature list (`verify-preflight.ts`), when there is one. */
async function checkVerifyCommands(
  workingDir: string,
  config: AlfredConfig,
  boundary: Boundary,
): Promise<DoctorCheck> {
  const listPath = resolve(workingDir, config.features);
  // Missing or unreadable: nothing doctor can check there, which it says.
  if ((await stat(listPath).catch(() => undefined)) === undefined)
    return { check: "verify", ok: true, detail: `no ${config.features}: nothing to check` };
  let list: FeatureList;
  try {
    list = await readFeatureList(listPath);
  } catch (error) {
    return { check: "verify", ok: false, detail: errorMessage(error) };
  }
  const report = await verifyPreflight({
    list,
    listPath: config.features,
    boundary,
    workingDir,
    defaultVerify: config.verify,
  });
  return report.problems.length === 0
    ? {
        check: "verify",
        ok: true,
        detail: `${report.commands.length} verify command(s) can start inside the boundary`,
      }
    : { check: "verify", ok: false, detail: report.problems.join("\n     ") };
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
  const workingDir = await existingDirectory(resolve(io.cwd, values.cwd ?? "."), values.cwd);
  const checks = await runDoctor(workingDir, io.env);
  if (values.json === true) io.stdout.write(`${JSON.stringify({ workspace: workingDir, checks })}\n`);
  else {
    const colors = palette(io.stdout.isTTY === true && io.env.NO_COLOR === undefined);
    for (const { check, ok, detail } of checks)
      io.stdout.write(`${ok ? "ok  " : colors.red("FAIL")} ${check}: ${detail}\n`);
  }
  return checks.every((check) => check.ok) ? EXIT.success : EXIT.failure;
}
