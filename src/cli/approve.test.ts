import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { AskRequest } from "../permissions/policy.js";
import { terminalApprover, terminalAskUser } from "./approve.js";

function terminal(answer: string): { input: PassThrough; output: PassThrough; shown: () => string } {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = "";
  output.on("data", (chunk: Buffer) => (shown += chunk.toString()));
  input.end(`${answer}\n`);
  return { input, output, shown: () => shown };
}

const request: AskRequest = {
  toolName: "bash",
  label: "bash(npm publish)",
  reason: "not read-only",
  input: { command: "npm publish" },
  target: { kind: "execute", command: "npm publish" },
};

describe("terminal approvals", () => {
  it.each([
    ["y", true],
    ["yes", true],
    ["Y", true],
    ["n", false],
    ["", false],
    ["sure", false],
  ])("answer %j approves: %s", async (answer, expected) => {
    const term = terminal(answer);
    expect(await terminalApprover(term)(request)).toBe(expected);
    expect(term.shown()).toContain("Allow bash(npm publish)?");
  });

  it("lets ask_user pick an option by number or answer in words", async () => {
    expect(await terminalAskUser(terminal("2"))("Which?", ["red", "blue"])).toBe("blue");
    expect(await terminalAskUser(terminal("green"))("Which?", ["red", "blue"])).toBe("green");
  });
});
