import { afterEach, describe, expect, it } from "vitest";
import { makeToolContext } from "../../test/fakes/file-tools-context.js";
import { LANGUAGE_FIXTURES } from "../../test/fixtures/repomap/languages.js";
import { repoMapTool } from "./repo-map-tool.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

async function run(input: unknown): Promise<{ content: string; isError: boolean; untrusted: boolean }> {
  if (tree === undefined) throw new Error("no tree");
  const result = await repoMapTool.call(repoMapTool.inputSchema.parse(input), makeToolContext(tree.dir));
  return {
    content: String(result.content),
    isError: result.isError === true,
    untrusted: result.untrusted === true,
  };
}

describe("repo_map", () => {
  it("is read-only and concurrency-safe", () => {
    expect(repoMapTool.isReadOnly({})).toBe(true);
    expect(repoMapTool.isConcurrencySafe({})).toBe(true);
  });

  it("returns the map, fenced as repository data", async () => {
    tree = await tempTree(LANGUAGE_FIXTURES[0]?.files ?? {});
    const result = await run({});
    expect(result).toMatchObject({ isError: false, untrusted: true });
    expect(result.content).toContain("src/core.ts:");
    expect(result.content).toMatch(/\d│export function loadConfiguration\(path: string\): RepoConfig \{/);
  });

  it("ranks around a focus file", async () => {
    tree = await tempTree(LANGUAGE_FIXTURES[0]?.files ?? {});
    const result = await run({ focus: ["src/lonely.ts"] });
    expect(result.content.split("\n")[0]).toBe("src/lonely.ts:");
  });

  it.each([["../outside.ts"], ["/etc/passwd"]])(
    "refuses a focus path outside the workspace: %s",
    async (path) => {
      tree = await tempTree(LANGUAGE_FIXTURES[0]?.files ?? {});
      const result = await run({ focus: [path] });
      expect(result.isError).toBe(true);
      expect(result.content).toMatch(/^Refused: /);
    },
  );

  it("rejects budgets out of range and unknown fields", () => {
    expect(() => repoMapTool.inputSchema.parse({ tokens: 10 })).toThrow();
    expect(() => repoMapTool.inputSchema.parse({ tokens: 100_000 })).toThrow();
    expect(() => repoMapTool.inputSchema.parse({ path: "." })).toThrow();
  });
});
