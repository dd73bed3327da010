import { readFile, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeToolContext } from "../../test/fakes/file-tools-context.js";
import type { AnyTool } from "../tools/tool-contract.js";
import { MemoryIndex } from "./fts-index.js";
import { memoryLayout } from "./layout.js";
import { createMemoryTools } from "./memory-tools.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

const tools = createMemoryTools({ now: () => new Date("2026-03-01T12:00:00.000Z") });

function tool(name: string): AnyTool {
  const found = tools.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

async function call(dir: string, name: string, input: unknown) {
  const parsed = tool(name).inputSchema.safeParse(input);
  if (!parsed.success)
    return { content: parsed.error.issues.map((issue) => issue.message).join("; "), isError: true };
  return tool(name).call(parsed.data, makeToolContext(dir));
}

async function indexedSlugs(dir: string, query: string): Promise<string[]> {
  // Open without syncing: what index.db itself holds.
  const index = await MemoryIndex.open(memoryLayout(dir));
  try {
    return index.search(query, 10).map((hit) => hit.slug);
  } finally {
    index.close();
  }
}

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

describe("memory tools", () => {
  it("upsert writes the spec's file, overwrites by slug, and lists it once in MEMORY.md", async () => {
    tree = await tempTree({ "src/db.ts": "" });
    await call(tree.dir, "memory_upsert", {
      slug: "db-driver",
      type: "project",
      content: "Use pg, not knex.",
      scope: "src/db.ts",
      ttl: "2027-01-01",
    });
    const second = await call(tree.dir, "memory_upsert", {
      slug: "db-driver",
      type: "project",
      content: "Use postgres.js now.",
    });
    expect(second.content).toContain("Updated db-driver");
    const layout = memoryLayout(tree.dir);
    expect(await readFile(join(layout.facts, "db-driver.md"), "utf8")).toBe(
      "---\ntype: project\nts: 2026-03-01T12:00:00.000Z\n---\nUse postgres.js now.\n",
    );
    const index = await readFile(layout.index, "utf8");
    expect(index.match(/db-driver/g)?.length).toBe(2); // link text and target, one line
    expect(index).toContain("- [db-driver](facts/db-driver.md) (project): Use postgres.js now.");
    expect(await indexedSlugs(tree.dir, "postgres")).toEqual(["db-driver"]);
  });

  it("forget moves the fact to archive/ and out of the index; absent is a no-op", async () => {
    tree = await tempTree();
    await call(tree.dir, "memory_upsert", {
      slug: "old-rule",
      type: "feedback",
      content: "Tabs, not spaces.",
    });
    expect(await indexedSlugs(tree.dir, "tabs")).toEqual(["old-rule"]);
    const forgot = await call(tree.dir, "memory_forget", { slug: "old-rule" });
    expect(forgot.content).toContain("Forgot old-rule");
    const layout = memoryLayout(tree.dir);
    await expect(readFile(join(layout.facts, "old-rule.md"))).rejects.toThrow();
    expect(await readFile(join(layout.archive, "old-rule.md"), "utf8")).toContain("Tabs, not spaces.");
    expect(await indexedSlugs(tree.dir, "tabs")).toEqual([]);
    expect(await readFile(layout.index, "utf8")).not.toContain("old-rule");
    expect(String((await call(tree.dir, "memory_forget", { slug: "old-rule" })).content)).toContain(
      "nothing to forget",
    );
  });

  it("search returns ranked facts with type, slug, snippet and timestamp, fenced as untrusted", async () => {
    tree = await tempTree();
    await call(tree.dir, "memory_upsert", {
      slug: "deploy",
      type: "reference",
      content: "Deploys go through the staging cluster first.",
    });
    const result = await call(tree.dir, "memory_search", { query: "staging", k: 3 });
    expect(result).toMatchObject({
      untrusted: true,
      content: {
        results: [{ slug: "deploy", type: "reference", kind: "fact", ts: "2026-03-01T12:00:00.000Z" }],
      },
    });
  });

  it.each([
    ["../escape", "memory_upsert"],
    ["Upper", "memory_upsert"],
    ["a/b", "memory_forget"],
    ["", "memory_forget"],
  ])("rejects the slug %j", async (slug, name) => {
    tree = await tempTree();
    const result = await call(tree.dir, name, { slug, type: "user", content: "x" });
    expect(result.isError).toBe(true);
  });

  it("rejects k outside 1–50, a bad ttl and a scope outside the workspace", async () => {
    expect(tool("memory_search").inputSchema.safeParse({ query: "x", k: 51 }).success).toBe(false);
    expect(tool("memory_search").inputSchema.safeParse({ query: "x", k: 0 }).success).toBe(false);
    expect(
      tool("memory_upsert").inputSchema.safeParse({ slug: "a", type: "user", content: "x", ttl: "someday" })
        .success,
    ).toBe(false);
    expect(
      tool("memory_upsert").inputSchema.safeParse({ slug: "a", type: "user", content: "x", scope: "../etc" })
        .success,
    ).toBe(false);
  });

  it("refuses to write through a memory directory symlinked outside the workspace", async () => {
    tree = await tempTree({ "ws/.alfred/keep": "" });
    const outside = await tempTree();
    await symlink(outside.dir, join(tree.dir, "ws/.alfred/memory"));
    const result = await call(join(tree.dir, "ws"), "memory_upsert", {
      slug: "x",
      type: "user",
      content: "leak",
    });
    expect(result.isError).toBe(true);
    await expect(readFile(join(outside.dir, "facts/x.md"))).rejects.toThrow();
  });

  it("declares the fact path for the jail and answers passthrough", async () => {
    const upsert = tool("memory_upsert");
    const input = { slug: "a", type: "user", content: "x" };
    expect(upsert.permissionTarget(input)).toEqual({ kind: "edit", paths: [".alfred/memory/facts/a.md"] });
    expect(
      await upsert.checkPermissions(input, { permissionMode: "default", workingDir: "/w" }),
    ).toMatchObject({
      behavior: "passthrough",
    });
    expect(upsert.isReadOnly(input)).toBe(false);
  });
});
