import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FAKE_GITHUB_TOKEN, FAKE_PROVIDER_KEY, leakedSecrets } from "../../test/fixtures/fake-secrets.js";
import { createRedactor } from "../security/redactor.js";
import { workflowCommand, workflowCommands } from "./workflow-commands.js";
import { tempDir } from "../../test/support/temp-dir.js";

describe("workflow commands", () => {
  it.each([
    ["warning", "two\nlines 100%", { title: "a: b, c" }, "::warning title=a%3A b%2C c::two%0Alines 100%25\n"],
    ["add-mask", "s3cret", {}, "::add-mask::s3cret\n"],
    ["notice", "plain", {}, "::notice::plain\n"],
  ])("formats %s", (name, message, properties, expected) => {
    expect(workflowCommand(name, message, properties)).toBe(expected);
  });

  it("writes outputs in heredoc form and appends to the job summary", () => {
    const dir = tempDir("alfred-wc-");
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

  it("passes every message, annotation, output and summary through the redactor, but not add-mask", () => {
    const dir = tempDir("alfred-wc-");
    const env = { GITHUB_OUTPUT: join(dir, "out"), GITHUB_STEP_SUMMARY: join(dir, "summary") };
    writeFileSync(env.GITHUB_OUTPUT, "");
    const lines: string[] = [];
    const redactor = createRedactor([FAKE_PROVIDER_KEY]);
    const commands = workflowCommands({ write: (text) => lines.push(text), env, redact: redactor.text });
    const secretText = `key ${FAKE_PROVIDER_KEY}\ntoken ${FAKE_GITHUB_TOKEN}`;
    commands.info(secretText);
    commands.debug(secretText);
    commands.notice(secretText);
    commands.warning(secretText, { title: secretText });
    commands.error(secretText);
    commands.setFailed(secretText);
    commands.setOutput("x", secretText);
    commands.appendSummary(secretText);
    process.exitCode = 0;
    const written = [
      lines.join(""),
      readFileSync(env.GITHUB_OUTPUT, "utf8"),
      readFileSync(env.GITHUB_STEP_SUMMARY, "utf8"),
    ];
    expect(leakedSecrets(written.join("\n"), [FAKE_PROVIDER_KEY, FAKE_GITHUB_TOKEN])).toEqual([]);
    // Nine places, two secrets each (in the title property the marker's `:` is escaped as `%3A`).
    expect(written.join("\n").split("REDACTED").length - 1).toBe(18);
    commands.setSecret(FAKE_PROVIDER_KEY);
    expect(lines.at(-1)).toBe(`::add-mask::${FAKE_PROVIDER_KEY}\n`);
  });
});
