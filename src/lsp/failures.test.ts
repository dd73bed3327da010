import { afterEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { writeFile } from "node:fs/promises";
import { fakeServer, lspBoundary } from "../../test/support/lsp-workspace.js";
import { runningServiceCount } from "../platform/services/service-process.js";
import { LspRequestError } from "./client.js";
import type { LspServerSpec } from "./config.js";
import { LspManager } from "./manager.js";
import { LspUnavailableError } from "./server.js";
import type { LspTimeouts } from "./server.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

const AT = { line: 0, character: 0 };
let tree: TempTreeDir | undefined;
let manager: LspManager | undefined;
const notes: string[] = [];

async function setUp(
  spec: LspServerSpec,
  timeouts: LspTimeouts = {},
): Promise<{ file: string; manager: LspManager }> {
  tree = await tempTree({ "src/a.ts": "const a = 1;\n" });
  notes.length = 0;
  manager = new LspManager({
    workingDir: tree.dir,
    boundary: lspBoundary(tree.dir),
    servers: [spec],
    timeouts: { readyMs: 2_000, ...timeouts },
    onNote: (note) => notes.push(note),
  });
  return { file: join(tree.dir, "src/a.ts"), manager };
}

afterEach(async () => {
  await manager?.close();
  manager = undefined;
  tree = undefined;
});

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error("expected a failure");
}

describe("LSP servers that misbehave never hang the agent", () => {
  it("a server that crashes is restarted once (the request retried), then reported with its stderr", async () => {
    const { file, manager } = await setUp(fakeServer("crash"));
    const first = await failureOf(manager.locations(file, "definition", AT));
    expect(first).toBeInstanceOf(LspRequestError);
    expect(notes[0]).toMatch(/fake-crash crashed .*it will be restarted once/);
    expect(notes[1]).toMatch(
      /fake-crash crashed again and is disabled for this session: .*crashing on purpose/,
    );
    const second = await failureOf(manager.locations(file, "definition", AT));
    expect(second).toBeInstanceOf(LspUnavailableError);
    expect(manager.servers[0]?.status().state).toBe("failed");
    await expect.poll(() => runningServiceCount()).toBe(0);
  }, 30_000);

  it("a crash in the middle of a request is retried on the restarted server", async () => {
    tree = await tempTree({});
    const marker = join(tree.dir, "crashed-once");
    const { file, manager } = await setUp(fakeServer("crash-once", marker));
    const found = await manager.locations(file, "definition", AT);
    expect(found).toHaveLength(1);
    expect(notes.some((note) => note.includes("restarted once"))).toBe(true);
  }, 30_000);

  it("a server that never answers initialize fails within its timeout and is not started again", async () => {
    const { file, manager } = await setUp(fakeServer("silent"), { initializeMs: 1_000 });
    const error = await failureOf(manager.locations(file, "definition", AT));
    expect(error).toBeInstanceOf(LspUnavailableError);
    expect(error.message).toMatch(/did not initialize: initialize got no answer within 1000 ms/);
    expect(runningServiceCount()).toBe(0);
    expect(await failureOf(manager.hover(file, AT))).toBeInstanceOf(LspUnavailableError);
  }, 30_000);

  it("a server that stops answering requests times out, and after two timeouts is stopped", async () => {
    const { file, manager } = await setUp(fakeServer("mute"), { requestMs: 500 });
    const error = await failureOf(manager.locations(file, "definition", AT));
    expect(error).toBeInstanceOf(LspRequestError);
    expect(error.message).toBe("textDocument/definition got no answer within 500 ms");
    await failureOf(manager.locations(file, "definition", AT));
    expect(notes.some((note) => note.includes("stopped answering"))).toBe(true);
    expect(runningServiceCount()).toBe(0);
  }, 30_000);

  it("a server that writes garbage fails the request at once, not after the timeout", async () => {
    const { file, manager } = await setUp(fakeServer("garbage"), { requestMs: 20_000 });
    const error = await failureOf(manager.locations(file, "definition", AT));
    // Not the timeout's "got no answer within 20000 ms": the broken stream failed the request first.
    expect(error.message).toMatch(/broke the protocol|closed/);
  }, 30_000);

  it("a server that ignores shutdown and SIGTERM is killed by close()", async () => {
    const { file, manager } = await setUp(fakeServer("stubborn"));
    await manager.locations(file, "definition", AT).catch(() => undefined);
    expect(runningServiceCount()).toBe(1);
    await manager.close();
    expect(runningServiceCount()).toBe(0);
  }, 30_000);

  it("waits for the list to settle: an empty publish followed by the errors is not taken as 'no errors'", async () => {
    const { file, manager } = await setUp(fakeServer("ok"));
    await manager.diagnostics(file, 3_000);
    await writeFile(file, "const a: number = BAD;\n");
    const result = await manager.diagnostics(file, 3_000);
    expect(result.settled).toBe(true);
    expect(result.items.map((item) => item.code)).toEqual([2322, 2322]);
  }, 30_000);
});
