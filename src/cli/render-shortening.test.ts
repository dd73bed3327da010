import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Feature } from "../harness/features/feature-list.js";
import { createHumanRenderer, palette } from "./render.js";
import { createRunRenderer } from "./run-render.js";

function sink(): { stream: Writable; text: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return { stream, text: () => text };
}

describe("what reaches stderr is shortened, keeping what matters", () => {
  it("shows at most 200 characters of a feature's description, and its length", () => {
    const err = sink();
    const renderer = createRunRenderer({ stdout: sink().stream, stderr: err.stream }, palette(false));
    const feature: Feature = {
      id: "big",
      idSource: "explicit",
      description: "x".repeat(9_000),
      steps: [],
      status: "pending",
      raw: {},
    };
    renderer.harness({ type: "feature_start", index: 1, total: 1, feature, checkpoint: "abc" });
    expect(err.text()).toBe(`\n[1/1] big: ${"x".repeat(200)}… (9000 characters)\n`);
  });

  it("keeps the fix at the end of a long denial (the no-terminal hint)", () => {
    const err = sink();
    const render = createHumanRenderer({ stdout: sink().stream, stderr: err.stream }, palette(false));
    const command = `echo ${"y".repeat(600)}`;
    render({
      type: "tool_result",
      id: "1",
      name: "bash",
      label: `bash(${command})`,
      content: `Permission denied (no_approver): bash(${command}) needs approval (not read-only), and there is no terminal to ask: run with --yes or add a rule in .alfred/config.json`,
      isError: true,
      durationMs: 1,
    });
    expect(err.text()).toContain(
      "there is no terminal to ask: run with --yes or add a rule in .alfred/config.json",
    );
    expect(err.text()).toContain("Permission denied (no_approver)");
  });
});
