import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  BOUNDARY_TAG,
  DEFAULT_BWRAP,
  SANDBOX_HOME,
  boundaryToolchains,
  buildSandboxArgs,
  harnessStateBinds,
  noteAgentProcessStart,
  resolveGitLayout,
  resolveHostRoot,
  sweepTaggedProcesses,
  uptimeSeconds
} from "./chunk-OYGW7ROU.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";

// src/tools/define-tool.ts
function renderAsText(result) {
  const { content } = result;
  const text = typeof content === "string" ? content : JSON.stringify(content, null, 2) ?? "";
  return [{ type: "text", text }];
}
function buildTool(definition) {
  return {
    name: definition.name,
    description: definition.description,
    inputSchema: definition.inputSchema,
    call: (input, ctx) => definition.call(input, ctx),
    isEnabled: () => definition.isEnabled?.() ?? true,
    isReadOnly: (input) => definition.isReadOnly?.(input) ?? false,
    isConcurrencySafe: (input) => definition.isConcurrencySafe?.(input) ?? false,
    checkPermissions: (input, ctx) => definition.checkPermissions?.(input, ctx) ?? Promise.resolve({ behavior: "allow" }),
    describeCall: (input) => definition.describeCall?.(input) ?? definition.name,
    render: (result) => definition.render?.(result) ?? renderAsText(result),
    permissionTarget: (input) => definition.permissionTarget?.(input) ?? { kind: "other" }
  };
}

// src/platform/services/service-process.ts
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { realpath } from "node:fs/promises";
var running = /* @__PURE__ */ new Set();
var exitHookInstalled = false;
function killGroup(child, signal) {
  if (child.pid === void 0) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
  }
}
function killAll() {
  for (const child of running) killGroup(child, "SIGKILL");
}
function onStopSignal(signal) {
  if (process.listenerCount(signal) > 1) return;
  killAll();
  for (const name of STOP_SIGNALS) process.off(name, onStopSignal);
  process.kill(process.pid, signal);
}
var STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", killAll);
  for (const signal of STOP_SIGNALS) process.on(signal, onStopSignal);
}
async function sandboxedSpec(boundary, command) {
  const { policy } = boundary;
  const workingDir = await realpath(policy.workingDir);
  const cwd = await realpath(command.cwd);
  if (cwd !== workingDir && !cwd.startsWith(`${workingDir}/`))
    return `cwd ${command.cwd} is outside the workspace ${workingDir}`;
  const hostHome = policy.hostHome ?? policy.env["HOME"];
  const root = await resolveHostRoot({
    path: policy.env["PATH"] ?? "",
    workingDir,
    ...omitUndefined({ hostHome })
  });
  const installs = (command.readOnlyDirs ?? []).map((dir) => ({ source: dir, dest: dir }));
  const network = command.network === true ? await boundary.networkExtras() : void 0;
  const extras = {
    extraReadOnlyBinds: [
      { source: workingDir, dest: workingDir },
      ...installs,
      ...network?.extraReadOnlyBinds ?? []
    ],
    ...network?.argvPrefix === void 0 ? {} : { argvPrefix: network.argvPrefix }
  };
  const toolchains = boundaryToolchains(policy, workingDir, hostHome);
  const git = await resolveGitLayout(workingDir);
  const harnessState = await harnessStateBinds(workingDir);
  const layout = { workingDir, cwd, root, git, toolchains, harnessState, extras };
  return {
    file: policy.bwrapPath ?? DEFAULT_BWRAP,
    args: buildSandboxArgs(layout, command.argv),
    cwd,
    env: {
      ...policy.env,
      ...command.env,
      ...toolchains.env,
      HOME: SANDBOX_HOME,
      TMPDIR: "/tmp",
      ...network?.extraEnv
    },
    sandboxed: true,
    egress: network !== void 0
  };
}
async function spawnSpec(boundary, command) {
  const state = await boundary.state();
  if (state.reason !== void 0 && state.mode === "on") return state.reason;
  const [file, ...args] = command.argv;
  if (file === void 0) return "empty command";
  if (state.boundary === "on") return sandboxedSpec(boundary, command);
  const env = { ...boundary.policy.env, ...command.env };
  return { file, args, cwd: command.cwd, env, sandboxed: false, egress: false };
}
async function startService(boundary, command) {
  const spec = await spawnSpec(boundary, command).catch((error) => String(error));
  if (typeof spec === "string") return { ok: false, error: spec };
  noteAgentProcessStart();
  const tag = randomUUID();
  const startedAt = uptimeSeconds();
  const child = spawn(spec.file, [...spec.args], {
    cwd: spec.cwd,
    // Last, so the policy cannot choose or clear the tag the sweep looks for.
    env: { ...spec.env, [BOUNDARY_TAG]: tag },
    detached: true,
    stdio: ["pipe", "pipe", "pipe"]
  });
  const started = await new Promise((resolve) => {
    child.once("spawn", () => resolve(void 0));
    child.once(
      "error",
      (error) => resolve(`${error.code ?? "error"}: ${error.message}`)
    );
  });
  if (started !== void 0 || child.pid === void 0)
    return { ok: false, error: `cannot start ${command.argv[0] ?? ""}: ${started ?? "no pid"}` };
  installExitHook();
  running.add(child);
  const limit = command.stderrChars ?? 4e3;
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text) => {
    stderr = (stderr + text).slice(-limit);
  });
  child.stdin.on("error", () => void 0);
  child.stdout.on("error", () => void 0);
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      killGroup(child, "SIGKILL");
      resolve({ code, signal });
    });
  });
  let stopping;
  const stop = (graceMs = 1e3) => stopping ??= (async () => {
    killGroup(child, "SIGTERM");
    const timer = new Promise((resolve) => setTimeout(() => resolve("late"), graceMs).unref());
    if (await Promise.race([exited, timer]) === "late") killGroup(child, "SIGKILL");
    await exited;
    await sweepTaggedProcesses(tag, startedAt);
  })();
  return {
    ok: true,
    service: {
      pid: child.pid,
      stdin: child.stdin,
      stdout: child.stdout,
      sandboxed: spec.sandboxed,
      egress: spec.egress,
      stderrTail: () => stderr,
      exited,
      stop
    }
  };
}

export {
  buildTool,
  startService
};
