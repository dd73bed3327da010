"use strict";
/*
 * proxy-bridge.cjs — runs *inside* the sandbox, in front of one command:
 *
 *   node proxy-bridge.cjs --socket /inside/egress-proxy.sock [--port 3128] -- <argv…>
 *
 * The sandbox has no network (`--unshare-net`), only its own loopback. This script listens on
 * 127.0.0.1:<port> there and pipes every connection, byte for byte, to Alfred's egress proxy
 * through the unix socket mounted into the sandbox; it decides nothing (the proxy outside
 * does). It then runs the command with HTTP_PROXY/HTTPS_PROXY/ALL_PROXY (both cases) pointing
 * at that port and NO_PROXY removed, forwards SIGTERM/SIGINT/SIGHUP/SIGQUIT to it, and exits
 * with the command's exit code, or re-raises the signal that ended it.
 *
 * Dependency-free CommonJS on purpose: it runs under whatever `node` the sandbox sees, from
 * src/, build/platform/ or dist/, with nothing to resolve. Its own failures exit 125 (127 when
 * the command cannot be started), like env(1) and timeout(1).
 */
const net = require("node:net");
const { spawn } = require("node:child_process");
const { constants } = require("node:os");
const timers = require("node:timers");

const FORWARDED_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT"];
const PROXY_VARIABLES = ["HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"];

function fail(message, code) {
  process.stderr.write(`alfred proxy-bridge: ${message}\n`);
  process.exit(code === undefined ? 125 : code);
}

function parseArguments(args) {
  const options = { socket: undefined, port: 3128, command: [] };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === "--") {
      options.command = args.slice(index + 1);
      break;
    }
    if (arg === "--socket") options.socket = args[++index];
    else if (arg === "--port") options.port = Number(args[++index]);
    else fail(`unknown option ${JSON.stringify(arg)}`);
  }
  if (!options.socket) fail("--socket <path> is required");
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535)
    fail("--port must be 1-65535");
  if (options.command.length === 0) fail("no command after --");
  return options;
}

function relay(client, socketPath) {
  const upstream = net.connect(socketPath);
  const endBoth = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on("error", endBoth);
  upstream.on("error", endBoth);
  client.on("close", endBoth);
  upstream.on("close", endBoth);
  client.pipe(upstream);
  upstream.pipe(client);
}

function commandEnvironment(port) {
  const env = Object.assign({}, process.env);
  delete env.NO_PROXY;
  delete env.no_proxy;
  for (const name of PROXY_VARIABLES) env[name] = `http://127.0.0.1:${port}`;
  // Node ≥ 24 makes fetch() and http(s) honour the variables above only when asked.
  env.NODE_USE_ENV_PROXY = "1";
  return env;
}

function exitLike(code, signal) {
  if (signal === null) process.exit(code === null ? 125 : code);
  for (const name of FORWARDED_SIGNALS) process.removeAllListeners(name);
  process.kill(process.pid, signal);
  // A signal with no handler is ignored by PID 1; fall back to the shell's convention.
  timers.setTimeout(() => process.exit(128 + (constants.signals[signal] || 0)), 200);
}

function run(options) {
  const child = spawn(options.command[0], options.command.slice(1), {
    stdio: "inherit",
    env: commandEnvironment(options.port),
  });
  child.once("error", (error) => fail(`cannot run ${options.command[0]}: ${error.message}`, 127));
  child.once("exit", exitLike);
  for (const name of FORWARDED_SIGNALS) process.on(name, () => child.kill(name));
}

const options = parseArguments(process.argv.slice(2));
const server = net.createServer((client) => relay(client, options.socket));
server.once("error", (error) => fail(`cannot listen on 127.0.0.1:${options.port}: ${error.message}`));
server.listen({ host: "127.0.0.1", port: options.port, exclusive: true }, () => run(options));
