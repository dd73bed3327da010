/**
 * The user-facing docs against the code they describe: every input and output of `action.yml`
 * is in the README's tables, every command the CLI dispatches is in its command list, relative
 * links between the docs lead to files that exist, and no page tells a user to run the
 * registry's unrelated `alfred` package through npx.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./support/demo-repo.js";

const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
const action = parse(readFileSync(join(PROJECT_ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};

/** The first column of the README table whose header starts with `header`, as names. */
function tableNames(header: string): string[] {
  const start = readme.indexOf(`| ${header} |`);
  expect(start, `a README table headed "${header}"`).toBeGreaterThanOrEqual(0);
  const rows = readme.slice(start).split("\n\n")[0]?.split("\n").slice(2) ?? [];
  return rows.flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ""));
}

/** Every Markdown file a user or maintainer reads. */
function markdownFiles(): string[] {
  const top = ["README.md", "CONTRIBUTING.md", "SECURITY.md", "CHANGELOG.md", "bench/README.md"];
  const inDocs = (dir: string): string[] =>
    readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? inDocs(join(dir, entry.name))
        : entry.name.endsWith(".md")
          ? [join(dir, entry.name)]
          : [],
    );
  return [...top, ...inDocs("docs")];
}

describe("the docs", () => {
  it("list every input of action.yml in the README", () => {
    expect(tableNames("input").sort()).toEqual(expect.arrayContaining(Object.keys(action.inputs).sort()));
  });

  it("list every output of action.yml in the README", () => {
    expect(tableNames("output").sort()).toEqual(expect.arrayContaining(Object.keys(action.outputs).sort()));
  });

  it("list every command the CLI dispatches", () => {
    const main = readFileSync(join(PROJECT_ROOT, "src", "cli", "main.ts"), "utf8");
    const commands = [...main.matchAll(/^ {2}(\w+): \{ load:/gm)].map((match) => match[1] ?? "");
    expect(commands.length).toBeGreaterThanOrEqual(8);
    for (const command of commands) expect(readme).toMatch(new RegExp(`^alfred ${command}\\b`, "m"));
  });

  it.each(markdownFiles())("%s links only to files that exist", (file) => {
    const text = readFileSync(join(PROJECT_ROOT, file), "utf8");
    const targets = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((match) => match[1] ?? "")
      .filter((target) => !/^[a-z]+:/.test(target));
    for (const target of targets)
      expect(existsSync(join(PROJECT_ROOT, dirname(file), target)), `${file} → ${target}`).toBe(true);
  });

  it.each(markdownFiles())("%s never runs the registry's unrelated `alfred` package", (file) => {
    const text = readFileSync(join(PROJECT_ROOT, file), "utf8");
    expect(text).not.toMatch(/npx (-y )?alfred\b(?!-ci)/);
    expect(text).not.toMatch(/"npx",\s*"args":\s*\[\s*"-y",\s*"alfred"\s*[,\]]/);
  });
});
