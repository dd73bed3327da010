import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { grammarFile } from "../../platform/wasm/tree-sitter.js";
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

  it("every grammar and tag query the map uses ships in the committed bundle (scripts/shipped-assets.js)", () => {
    // dist/ and the installed package's build/assets/ are filled by the same copyShippedAssets.
    const dist = fileURLToPath(new URL("../../../dist/", import.meta.url));
    for (const language of allLanguages()) {
      expect(existsSync(join(dist, grammarFile(language.grammar).file)), language.id).toBe(true);
      for (const query of language.queryFiles) {
        expect(query.file).toBe("queries/tags.scm");
        expect(existsSync(join(dist, `${query.pkg}.tags.scm`)), `${language.id} query`).toBe(true);
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
