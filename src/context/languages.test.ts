import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { grammarFile } from "../platform/tree-sitter.js";
import { allLanguages, languageById, languageOf } from "./languages.js";
import { queryText, tagQuery } from "./tag-query.js";

describe("languages", () => {
  it.each([
    ["src/a.ts", "typescript"],
    ["src/a.mts", "typescript"],
    ["src/a.tsx", "tsx"],
    ["lib/a.cjs", "javascript"],
    ["a.py", "python"],
    ["a.go", "go"],
    ["a.rs", "rust"],
    ["A.java", "java"],
    ["A.cs", "c_sharp"],
    ["a.rb", "ruby"],
  ])("%s is %s", (path, id) => {
    expect(languageOf(path)?.id).toBe(id);
  });

  it.each([["types.d.ts"], ["README.md"], ["Makefile"], ["dir.ts/file"]])("%s is not mapped", (path) => {
    expect(languageOf(path)).toBeUndefined();
  });

  it("every grammar and tag query the map uses is copied into the bundle", async () => {
    const script = await readFile(new URL("../../scripts/bundle.js", import.meta.url), "utf8");
    const queryList = /const tagQueries = \[([^\]]*)\]/.exec(script)?.[1] ?? "";
    for (const language of allLanguages()) {
      expect(script, language.id).toContain(`"${grammarFile(language.grammar).file}"`);
      for (const query of language.queryFiles) {
        expect(query.file).toBe("queries/tags.scm");
        expect(queryList, `${language.id} query`).toContain(`"${query.pkg}",`);
      }
    }
  });

  it("drops the doc-comment captures from every query, and each query still compiles", async () => {
    for (const language of allLanguages()) {
      expect(queryText(language), language.id).not.toContain("@doc");
      expect((await tagQuery(language)).query.captureNames, language.id).toContain("name");
      expect(languageById(language.id)).toBe(language);
    }
  });
});
