import { describe, expect, it } from "vitest";
import { hooksFor } from "./tool-hooks.js";

const cases: readonly [matcher: string, tool: string, runs: boolean][] = [
  ["*", "bash", true],
  ["bash", "bash", true],
  ["bash", "bash_output", false],
  ["Bash", "bash", true], // copied from a Claude Code config: guards should rather run too often
  ["file_*", "file_write", true],
  ["file_*", "glob", false],
  ["bash | file_write", "file_write", true],
  ["mcp__*", "mcp__github__create_issue", true],
  ["mcp__github__*", "mcp__slack__post", false],
];

describe("hooksFor", () => {
  it.each(cases)("matcher %j on %s → %s", (matcher, tool, runs) => {
    expect(hooksFor([{ matcher, command: "true" }], tool)).toHaveLength(runs ? 1 : 0);
  });
});
