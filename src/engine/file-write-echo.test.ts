import { beforeAll, describe, expect, it } from "vitest";
import { collect } from "../../test/support/query.js";
import type { Deps } from "../core/deps.js";
import type { ToolResultBlock } from "../core/messages.js";
import { createMockProvider } from "../providers/mock.js";
import { fileWriteTool } from "../tools/file-write.js";
import type { QueryConfig } from "./query-config.js";
import { runQuery } from "./run-query.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

// Issue 26, item 5: the diff file_write returns is redacted on its way to the model, and the
// password rule read `http://127.0.0.1:8080@example.com:443/` as user `127.0.0.1`, password
// `8080`: the model's view of its own file said `127.0.0.1:[REDACTED:password]@…`. A host and
// port before `@` now stay; a real password in a URL is still replaced.
const deps: Deps = { now: () => 0, sleep: async () => {}, random: () => 0.5 };
const HOST_PORT_URLS = [
  "http://127.0.0.1:8080@example.com:443/",
  "https://proxy.internal:3128@registry.npmjs.org:443/pkg",
  "http://localhost:3000@api.example.com:8443/v1",
  "http://[::1]:9229@example.org:80/",
];
const PASSWORD = ["Zx9", "Kq2", "Lm7w"].join("");

let tree: TempTreeDir;
beforeAll(async () => {
  tree = await tempTree();
});
async function echoOf(path: string, content: string): Promise<string> {
  const provider = createMockProvider({
    turns: [{ toolCalls: [{ name: "file_write", input: { path, content } }] }, { text: "done" }],
  });
  const config: QueryConfig = {
    model: { provider, name: "mock" },
    limits: { maxTurns: 3 },
    toolHost: {
      tools: [fileWriteTool],
      workingDir: tree.dir,
      authorize: async (_tool, input) => ({ behavior: "allow", input }),
    },
    deps,
  };
  await collect(runQuery("write the file", config));
  const block = provider.requests[1]?.messages.at(-1)?.content[0] as ToolResultBlock | undefined;
  return block?.content ?? "";
}

describe("the file_write echo the model reads", () => {
  it("keeps host:port@host:port URLs byte for byte", async () => {
    const echo = await echoOf("urls.txt", `${HOST_PORT_URLS.join("\n")}\n`);
    expect(echo).toContain("Created urls.txt");
    for (const url of HOST_PORT_URLS) expect(echo).toContain(url);
    expect(echo).not.toContain("[REDACTED");
  });

  it("still replaces a password in a URL", async () => {
    const echo = await echoOf(
      "db.txt",
      `postgres://app:${PASSWORD}@db.internal:5432/app\nhttp://admin:8080@example.com/\n`,
    );
    expect(echo).toContain("postgres://app:[REDACTED:password]@db.internal:5432/app");
    expect(echo).toContain("http://admin:[REDACTED:password]@example.com/");
    expect(echo).not.toContain(PASSWORD);
  });
});
