import { describe, expect, it } from "vitest";
import { loadHooksConfig } from "./hooks-config.js";

const FILE = ".alfred/hooks.json";

describe("loadHooksConfig", () => {
  it("reads Alfred's shape", () => {
    const text = JSON.stringify({
      PreToolUse: [{ matcher: "bash", command: "./guard.sh", timeoutMs: 5000 }],
      PostToolUse: [{ matcher: "file_*", command: "npx prettier --write ." }],
    });
    expect(loadHooksConfig(text, FILE)).toEqual({
      ok: true,
      value: {
        PreToolUse: [{ matcher: "bash", command: "./guard.sh", timeoutMs: 5000 }],
        PostToolUse: [{ matcher: "file_*", command: "npx prettier --write ." }],
      },
    });
  });

  it("treats a missing event or matcher as none / every tool", () => {
    expect(loadHooksConfig('{ "PostToolUse": [ { "command": "log.sh" } ] }', FILE)).toEqual({
      ok: true,
      value: { PreToolUse: [], PostToolUse: [{ matcher: "*", command: "log.sh" }] },
    });
    expect(loadHooksConfig("{}", FILE)).toEqual({ ok: true, value: { PreToolUse: [], PostToolUse: [] } });
  });

  it("reads the Claude-Code-like shape, timeouts in seconds", () => {
    const text = JSON.stringify({
      hooks: {
        PreToolUse: [
          {
            matcher: "bash|file_write",
            hooks: [
              { type: "command", command: "a.sh", timeout: 2 },
              { type: "command", command: "b.sh" },
            ],
          },
        ],
        PostToolUse: [{ matcher: "mcp__.*", hooks: [{ type: "command", command: "c.sh" }] }],
      },
    });
    expect(loadHooksConfig(text, FILE)).toEqual({
      ok: true,
      value: {
        PreToolUse: [
          { matcher: "bash|file_write", command: "a.sh", timeoutMs: 2000 },
          { matcher: "bash|file_write", command: "b.sh" },
        ],
        PostToolUse: [{ matcher: "mcp__*", command: "c.sh" }],
      },
    });
  });

  const malformed: readonly [string, string][] = [
    [
      '{ "PreToolUse": [ { "matcher": "bash", "command": 42 } ] }',
      `${FILE}: PreToolUse[0].command: expected a string, got a number`,
    ],
    [
      '{ "PreToolUse": [ { "matcher": "bash" } ] }',
      `${FILE}: PreToolUse[0].command: missing; expected a string`,
    ],
    ['{ "PreToolUse": { "matcher": "bash" } }', `${FILE}: PreToolUse: expected an array, got an object`],
    [
      '{ "PreToolUse": [ { "command": "x", "timeoutMs": -5 } ] }',
      `${FILE}: PreToolUse[0].timeoutMs: Too small: expected number to be >0`,
    ],
    ['{ "PreToolUse": [], "Stop": [] }', `${FILE}: Stop: unknown field`],
    [
      '{ "PostToolUse": [ { "command": "x", "timeout": 5 } ] }',
      `${FILE}: PostToolUse[0].timeout: unknown field`,
    ],
    ["[]", `${FILE}: expected an object, got an array`],
    [
      '{ "hooks": { "PreToolUse": [ { "matcher": "bash", "hooks": [ { "type": "prompt", "command": "x" } ] } ] } }',
      `${FILE}: hooks.PreToolUse[0].hooks[0].type: expected one of "command"`,
    ],
    ['{ "PreToolUse": [\n  { "command": "x", }\n] }', `${FILE}:2:21: not valid JSON:`],
    ['{ "PreToolUse": [', `${FILE}:1:18: not valid JSON:`],
    ["", `${FILE}:1:1: not valid JSON:`],
  ];
  it.each(malformed)("rejects %j", (text, error) => {
    const result = loadHooksConfig(text, FILE);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.startsWith(error)).toBe(true);
  });
});
