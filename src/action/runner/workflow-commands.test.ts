import { describe, expect, it } from "vitest";
import { FAKE_GITHUB_TOKEN, FAKE_PROVIDER_KEY, leakedSecrets } from "../../../test/fixtures/fake-secrets.js";
import { withFakeRunner } from "../../../test/fakes/fake-runner.js";
import { createRedactor } from "../../security/secrets/redactor.js";
import { toolkitCommands } from "./toolkit-channel.js";
import { inertLogText } from "./workflow-commands.js";

const asWritten = (text: string): string => text;

/** The command names of the log's lines that the runner would read as commands. */
function commandLines(log: string): string[] {
  return log
    .split("\n")
    .filter((line) => line.startsWith("::") || line.startsWith("##["))
    .map((line) => /^::([a-z-]+)/.exec(line)?.[1] ?? line);
}

describe("the workflow-command channel (@actions/core behind the redactor)", () => {
  it("writes outputs, variables and state in the toolkit's delimited form, and appends to the job summary", async () => {
    await withFakeRunner(async (runner) => {
      const core = toolkitCommands(asWritten);
      core.setOutput("pr-url", "https://x/pull/1\nsecond line");
      core.exportVariable("ALFRED_TEST_VARIABLE", "kept");
      core.saveState("phase", "done");
      await core.appendSummary("## Alfred");
      await core.appendSummary("second");
      expect(runner.outputFile()).toMatch(
        /^pr-url<<(ghadelimiter_[0-9a-f-]+)\nhttps:\/\/x\/pull\/1\nsecond line\n\1\n$/,
      );
      expect(runner.envFile()).toMatch(/^ALFRED_TEST_VARIABLE<<(ghadelimiter_[0-9a-f-]+)\nkept\n\1\n$/);
      expect(runner.stateFile()).toMatch(/^phase<<(ghadelimiter_[0-9a-f-]+)\ndone\n\1\n$/);
      expect(runner.summaryFile()).toBe("## Alfred\nsecond\n");
      expect(runner.log()).toBe("");
    });
    delete process.env.ALFRED_TEST_VARIABLE;
  });

  it("puts file and line on an annotation, escaped", async () => {
    await withFakeRunner((runner) => {
      const core = toolkitCommands(asWritten);
      core.warning("two\nlines 100%", { title: "a: b, c", file: "src/cart.ts", startLine: 3, endLine: 4 });
      core.notice("plain");
      expect(runner.log()).toBe(
        "::warning title=a%3A b%2C c,file=src/cart.ts,line=3,endLine=4::two%0Alines 100%25\n::notice::plain\n",
      );
    });
  });

  it("passes every message, annotation, output, variable, state, group and summary through the redactor, but not add-mask", async () => {
    await withFakeRunner(async (runner) => {
      const core = toolkitCommands(createRedactor([FAKE_PROVIDER_KEY]).text);
      const secretText = `key ${FAKE_PROVIDER_KEY}\ntoken ${FAKE_GITHUB_TOKEN}`;
      core.info(secretText);
      core.debug(secretText);
      core.notice(secretText, { title: secretText });
      core.warning(secretText, { file: secretText });
      core.error(secretText);
      core.setFailed(secretText);
      core.setOutput("x", secretText);
      core.exportVariable("ALFRED_TEST_SECRET", secretText);
      core.saveState("x", secretText);
      await core.group(secretText, () => Promise.resolve());
      await core.appendSummary(secretText);
      const written = [
        runner.log(),
        runner.outputFile(),
        runner.envFile(),
        runner.stateFile(),
        runner.summaryFile(),
        process.env.ALFRED_TEST_SECRET ?? "",
      ].join("\n");
      expect(leakedSecrets(written, [FAKE_PROVIDER_KEY, FAKE_GITHUB_TOKEN])).toEqual([]);
      // Fourteen places (the group name is one line), two secrets each; one more for the variable in process.env.
      expect(written.split("REDACTED").length - 1).toBe(2 * 14);
      core.setSecret(FAKE_PROVIDER_KEY);
      expect(runner.log().split("\n").at(-2)).toBe(`::add-mask::${FAKE_PROVIDER_KEY}`);
    });
    delete process.env.ALFRED_TEST_SECRET;
  });

  it("keeps model text that spells workflow commands inert, on every path to the log", async () => {
    const payloads = [
      "::set-output name=pr-url::https://evil.example",
      "done\n::stop-commands::pause\n::add-mask::x",
      "  ##[group]fake group\n\t::error::fake",
    ];
    await withFakeRunner(async (runner) => {
      const core = toolkitCommands(asWritten);
      for (const text of payloads) {
        core.info(text);
        core.debug(text);
        core.notice(text);
        core.warning(text, { title: text });
        core.error(text);
        await core.group(text, () => Promise.resolve());
        core.setFailed(text);
      }
      // Only the commands Alfred issued, none that the text spelled.
      expect(commandLines(runner.log())).toEqual(
        payloads.flatMap(() => ["debug", "notice", "warning", "error", "group", "endgroup", "error"]),
      );
    });
  });

  it.each([
    ["::stop-commands::x", "\u200b::stop-commands::x"],
    ["a\n  ::set-output name=y::z\n##[error]e", "a\n  \u200b::set-output name=y::z\n\u200b##[error]e"],
    ["a :: b", "a :: b"],
  ])("inertLogText(%j)", (text, expected) => {
    expect(inertLogText(text)).toBe(expected);
  });
});
