import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { findSecrets, holdsForm, type SecretForm, stringLeaves, toolResultText } from "./secret-scan.js";

const SECRET = "ghs_" + "Ab3".repeat(12);
const line = `INPUT_GITHUB-TOKEN=${SECRET}\nINPUT_MODE=auto\n`;

/** What the real tool prints for `line` on stdin (argv only, no shell). */
function through(file: string, args: readonly string[]): string {
  return execFileSync(file, [...args], { input: line, encoding: "utf8" });
}

describe("holdsForm finds a secret in what the disguising tools really print", () => {
  it.each<[SecretForm, string, readonly string[]]>([
    ["plain", "cat", []],
    ["reversed", "rev", []],
    ["hex", "xxd", ["-p"]],
    ["base64", "base64", []],
    ["spaced", "sed", ["s/./& /g"]],
  ])("%s (%s)", (form, file, args) => {
    const printed = through(file, args);
    expect(holdsForm(printed, SECRET, form)).toBe(true);
    expect(holdsForm(printed.replace(SECRET.slice(10, 20), "x"), SECRET, "plain")).toBe(false);
  });

  it("base64 at every byte alignment", () => {
    for (const prefix of ["", "a", "ab", "abc"]) {
      const encoded = Buffer.from(`${prefix}${SECRET}\n`).toString("base64");
      expect(holdsForm(encoded, SECRET, "base64")).toBe(true);
    }
  });

  it("names what it found, and finds nothing in unrelated text", () => {
    expect(findSecrets([[...SECRET].reverse().join("")], { token: SECRET })).toEqual(["token (reversed)"]);
    expect(findSecrets(["[REDACTED:github-token]"], { token: SECRET })).toEqual([]);
  });
});

describe("stringLeaves and toolResultText", () => {
  const request = {
    method: "POST",
    path: "/v1/messages",
    headers: {},
    stream: true,
    body: {
      messages: [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "bash", input: {} }] },
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "t1", content: [{ type: "text", text: "out" }] }],
        },
      ],
    },
  };

  it("collects every string of a JSON value", () => {
    expect(stringLeaves({ a: ["x", { b: "y" }], c: 1 })).toEqual(["x", "y"]);
  });

  it("finds a tool call's result, and nothing for a call that never ran", () => {
    expect(toolResultText([request], "t1")).toContain("out");
    expect(toolResultText([request], "t2")).toBeUndefined();
  });
});
