import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { workflowCommand, workflowCommands } from "./workflow-commands.js";

describe("workflow commands", () => {
  it.each([
    ["warning", "two\nlines 100%", { title: "a: b, c" }, "::warning title=a%3A b%2C c::two%0Alines 100%25\n"],
    ["add-mask", "s3cret", {}, "::add-mask::s3cret\n"],
    ["notice", "plain", {}, "::notice::plain\n"],
  ])("formats %s", (name, message, properties, expected) => {
    expect(workflowCommand(name, message, properties)).toBe(expected);
  });

  it("writes outputs in heredoc form and appends to the job summary", () => {
    const dir = mkdtempSync(join(tmpdir(), "alfred-wc-"));
    const env = { GITHUB_OUTPUT: join(dir, "out"), GITHUB_STEP_SUMMARY: join(dir, "summary") };
    writeFileSync(env.GITHUB_OUTPUT, "");
    const lines: string[] = [];
    const commands = workflowCommands({ write: (text) => lines.push(text), env });
    commands.setOutput("pr-url", "https://x/pull/1\nsecond line");
    commands.appendSummary("## Alfred");
    commands.info("::set-output name=x::y");
    expect(readFileSync(env.GITHUB_OUTPUT, "utf8")).toMatch(
      /^pr-url<<(ghadelimiter_[0-9a-f-]+)\nhttps:\/\/x\/pull\/1\nsecond line\n\1\n$/,
    );
    expect(readFileSync(env.GITHUB_STEP_SUMMARY, "utf8")).toBe("## Alfred\n");
    expect(lines).toEqual(["::set-output name=x::y\n"]);
  });
});
