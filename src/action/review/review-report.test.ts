import { describe, expect, it } from "vitest";
import type { WorkflowCommands } from "../workflow-commands.js";
import { publishReview } from "./review-report.js";
import type { ReviewOutcome } from "./review-run.js";

/** The commands publishReview calls, recorded; the rest do nothing. */
function recordingCommands(): { readonly core: WorkflowCommands; readonly notices: unknown[][] } {
  const notices: unknown[][] = [];
  const nothing = (): void => undefined;
  const core: WorkflowCommands = {
    info: nothing,
    debug: nothing,
    notice: (...args) => notices.push(args),
    warning: nothing,
    error: nothing,
    setSecret: nothing,
    setOutput: nothing,
    exportVariable: nothing,
    saveState: nothing,
    group: (_name, work) => work(),
    appendSummary: async () => undefined,
    setFailed: nothing,
  };
  return { core, notices };
}

const outcome = (inline: number, inBody: number): ReviewOutcome => ({
  conclusion: "success",
  inline: Array.from({ length: inline }, (_, index) => ({
    path: "src/a.ts",
    line: index + 1,
    body: `<!-- alfred -->\nInline ${index}.\nmore`,
  })),
  inBody: Array.from({ length: inBody }, (_, index) => ({
    path: "src/b.ts",
    line: 100 + index,
    body: `Body ${index}.`,
  })),
});

describe("a review's annotations", () => {
  it("puts a notice with its first line on each finding's file and lines, inline ones first", async () => {
    const { core, notices } = recordingCommands();
    await publishReview(outcome(1, 1), (text) => `clean:${text}`, core);
    expect(notices).toEqual([
      ["clean:Inline 0.", { title: "Alfred review", file: "src/a.ts", startLine: 1, endLine: 1 }],
      ["clean:Body 0.", { title: "Alfred review", file: "src/b.ts", startLine: 100, endLine: 100 }],
    ]);
  });

  it("stops at the 10 GitHub shows for a step", async () => {
    const { core, notices } = recordingCommands();
    await publishReview(outcome(8, 5), (text) => text, core);
    expect(notices).toHaveLength(10);
    expect(notices.at(-1)?.[0]).toBe("Body 1.");
  });
});
