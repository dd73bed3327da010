// A scripted language server for the LSP client's failure tests, speaking LSP framing by hand over stdio.
// Usage: node lsp-fake.mjs MODE [MARKER_FILE]
//   ok          answers initialize, definition (a fixed location) and shutdown; on didOpen/didChange it first
//               publishes an EMPTY list, then 300 ms later the real one (typescript-language-server 5.3's habit)
//   crash       answers initialize, exits with code 3 on the first definition (every start)
//   crash-once  like crash, but only when MARKER_FILE does not exist yet (it creates it): the restart works
//   silent      never answers anything, not even initialize
//   mute        answers initialize, then never answers a request
//   garbage     answers initialize, then writes bytes that are not LSP on the first definition
//   stubborn    answers initialize, ignores shutdown, exit and SIGTERM (only SIGKILL ends it)
import { existsSync, writeFileSync } from "node:fs";

const [mode = "ok", marker] = process.argv.slice(2);
let buffer = Buffer.alloc(0);

function send(message) {
  const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", ...message }), "utf8");
  process.stdout.write(`Content-Length: ${body.length}\r\n\r\n`);
  process.stdout.write(body);
}

function publish(uri, version, diagnostics) {
  send({ method: "textDocument/publishDiagnostics", params: { uri, diagnostics } });
}

const ERROR = {
  range: { start: { line: 0, character: 6 }, end: { line: 0, character: 7 } },
  severity: 1,
  code: 2322,
  source: "typescript",
  message: "Type 'string' is not assignable to type 'number'.",
};

function onDocument(uri, version, text) {
  publish(uri, version, []);
  const errors = text.includes("BAD") ? [ERROR, ERROR] : [];
  setTimeout(() => publish(uri, version, errors), 300);
}

function handle(message) {
  const { id, method, params } = message;
  if (mode === "silent") return;
  if (method === "initialize") {
    send({ id, result: { capabilities: { definitionProvider: true, textDocumentSync: 1 } } });
    return;
  }
  if (method === "textDocument/didOpen") onDocument(params.textDocument.uri, 1, params.textDocument.text);
  if (method === "textDocument/didChange")
    onDocument(params.textDocument.uri, params.textDocument.version, params.contentChanges[0].text);
  if (method === "exit" && mode !== "stubborn") process.exit(0);
  if (id === undefined || method === undefined) return;
  if (mode === "mute" || (mode === "stubborn" && method === "shutdown")) return;
  if (method === "textDocument/definition") {
    if (mode === "crash" || (mode === "crash-once" && !existsSync(marker))) {
      if (marker !== undefined) writeFileSync(marker, "crashed");
      process.stderr.write("fake server: crashing on purpose\n");
      process.exit(3);
    }
    if (mode === "garbage") {
      process.stdout.write("this is not a language server message\r\n\r\n{{{{");
      return;
    }
    const { uri } = params.textDocument;
    send({
      id,
      result: [{ uri, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } } }],
    });
    return;
  }
  send({ id, result: null });
}

process.stdin.on("data", (chunk) => {
  buffer = Buffer.concat([buffer, chunk]);
  for (;;) {
    const headerEnd = buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0) return;
    const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString())?.[1]);
    if (buffer.length < headerEnd + 4 + length) return;
    const body = buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString("utf8");
    buffer = buffer.subarray(headerEnd + 4 + length);
    handle(JSON.parse(body));
  }
});
if (mode === "stubborn") {
  // Outlives its client: stays up when stdin closes, and SIGTERM does nothing.
  process.on("SIGTERM", () => undefined);
  setInterval(() => undefined, 1_000);
}
