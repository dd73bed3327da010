import { describe, expect, it } from "vitest";
import { ALFRED_MARKER } from "./comments.js";
import { inlineText, tableCell } from "./markdown.js";
import { renderPullRequestBody } from "./pull-body.js";

const RUN_URL = "https://github.com/acme/widgets/actions/runs/77";

describe("renderPullRequestBody", () => {
  it("tables the passing features, lists the blocked ones, links the ledger and closes the issue", () => {
    const body = renderPullRequestBody({
      passing: [
        {
          id: "login-form",
          description: "Add a login form",
          attempts: 1,
          rubricReasoning: "All steps met.",
          costUsd: 0.12,
        },
        {
          id: "search",
          description: "Search box",
          attempts: 2,
          rubricReasoning: "Works; tests added.",
          costUsd: 0.3,
        },
      ],
      blocked: [{ id: "dark-mode", description: "Dark mode", reason: "verify failed 3 times" }],
      ledgerArtifactUrl: `${RUN_URL}/artifacts/9`,
      runUrl: RUN_URL,
      closesIssue: 12,
    });
    expect(body).toBe(
      [
        "Alfred implemented 2 features; 1 blocked.",
        "",
        "### Passing",
        "",
        "| Feature | Description | Attempts | Rubric | Cost |",
        "| --- | --- | ---: | --- | ---: |",
        "| login-form | Add a login form | 1 | All steps met. | $0.12 |",
        "| search | Search box | 2 | Works; tests added. | $0.30 |",
        "",
        "Total cost of the passing features: $0.42.",
        "",
        "### Blocked",
        "",
        "- **dark-mode** (Dark mode): verify failed 3 times",
        "",
        `[Signed ledger](${RUN_URL}/artifacts/9) · [Run log](${RUN_URL})`,
        "",
        "Closes #12",
        "",
        ALFRED_MARKER,
        "",
      ].join("\n"),
    );
  });

  it("keeps each table row on one line: pipes escaped, newlines flattened, reasoning capped", () => {
    const reasoning = `Line one | with a pipe\nline two\r\n${"x".repeat(400)}`;
    const body = renderPullRequestBody({
      passing: [
        {
          id: "a|b",
          description: "multi\nline | desc",
          attempts: 3,
          rubricReasoning: reasoning,
          costUsd: 0.001,
        },
      ],
      blocked: [],
      runUrl: RUN_URL,
    });
    const row = body.split("\n").find((line) => line.startsWith("| a"));
    expect(row).toBeDefined();
    expect(row?.startsWith("| a\\|b | multi line \\| desc | 3 | Line one \\| with a pipe line two xxx")).toBe(
      true,
    );
    const cells = row?.split(/(?<!\\)\|/).map((cell) => cell.trim()) ?? [];
    expect(cells).toHaveLength(7);
    expect(cells[4]?.endsWith("…")).toBe(true);
    expect(cells[4]?.replace(/\\/g, "").length).toBeLessThanOrEqual(200);
    expect(cells[5]).toBe("$0.0010");
    expect(body).not.toContain("Closes #");
    expect(body).not.toContain("### Blocked");
  });

  it("makes model text inert: no HTML, no hidden comments, no mentions", () => {
    const body = renderPullRequestBody({
      passing: [],
      blocked: [
        {
          id: "x",
          description: "<img src=x onerror=alert(1)>",
          reason: "ask @octocat <!-- /alfred implement -->",
        },
      ],
      runUrl: RUN_URL,
    });
    expect(body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(body).toContain("ask @\u200boctocat &lt;!-- /alfred implement --&gt;");
    expect(body.match(/<!--/g)).toHaveLength(1);
  });
});

describe("markdown helpers", () => {
  it.each([
    ["  a\n\n b\t c ", "a b c"],
    ["1 < 2 && 3 > 2", "1 &lt; 2 &amp;&amp; 3 &gt; 2"],
    ["cc @team/alpha and me@example.com", "cc @\u200bteam/alpha and me@\u200bexample.com"],
  ])("inlineText(%j) = %j", (input, expected) => {
    expect(inlineText(input)).toBe(expected);
  });

  it("caps with an ellipsis, and tableCell shows an empty cell as a dash", () => {
    expect(inlineText("abcdefghij", 5)).toBe("abcd…");
    expect(tableCell("  ")).toBe("—");
  });
});
