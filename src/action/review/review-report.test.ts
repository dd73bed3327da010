import { describe, expect, it } from "vitest";
import { withFakeRunner } from "../../../test/fakes/fake-runner.js";
import { toolkitCommands } from "../runner/toolkit-channel.js";
import { publishReview } from "./review-report.js";
import type { ReviewOutcome } from "./review-run.js";

const asWritten = (text: string): string => text;

const outcome = (inline: number, inBody: number): ReviewOutcome => ({
  conclusion: "success",
  inline: Array.from({ length: inline }, (_, index) => ({
    path: "src/a.ts",
    line: index + 2,
    ...(index === 0 ? { startLine: 1 } : {}),
    body: `<!-- alfred -->\nInline ${index}.\nmore`,
  })),
  inBody: Array.from({ length: inBody }, (_, index) => ({
    path: "src/b.ts",
    line: 100 + index,
    body: `Body ${index}.`,
  })),
});

/** The notice commands of a runner's log. */
function notices(log: string): string[] {
  return log.split("\n").filter((line) => line.startsWith("::notice"));
}

describe("a review's annotations (through the real toolkit)", () => {
  it("puts a notice with its first line on each finding's file and lines, inline ones first", async () => {
    await withFakeRunner(async (runner) => {
      await publishReview(outcome(1, 1), (text) => `clean:${text}`, toolkitCommands(asWritten));
      expect(notices(runner.log())).toEqual([
        "::notice title=Alfred review,file=src/a.ts,line=1,endLine=2::clean:Inline 0.",
        "::notice title=Alfred review,file=src/b.ts,line=100,endLine=100::clean:Body 0.",
      ]);
    });
  });

  it("stops at the 10 GitHub shows for a step", async () => {
    await withFakeRunner(async (runner) => {
      await publishReview(outcome(8, 5), asWritten, toolkitCommands(asWritten));
      const written = notices(runner.log());
      expect(written).toHaveLength(10);
      expect(written.at(-1)).toMatch(/::Body 1\.$/);
    });
  });
});
