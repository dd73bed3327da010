import { chmod, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { buildTool } from "../tools/define-tool.js";
import type { PermissionMode } from "../core/permission-mode.js";
import type { AnyTool, ToolContext } from "../tools/tool-contract.js";
import { createPermissionGate } from "./permission-gate.js";
import type { HookSpec, PermissionDecision, PermissionPolicy } from "./policy.js";
import { createBoundary } from "../platform/boundary/boundary.js";
import { tempDir } from "../../test/support/temp-dir.js";

const deploy = buildTool({
  name: "deploy",
  description: "deploy",
  inputSchema: z.strictObject({ env: z.string() }),
  call: async () => ({ content: "deployed" }),
  describeCall: (input) => `deploy(${input.env})`,
});

let dir: string;
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin" };
const boundary = createBoundary({ workingDir: tmpdir(), sandbox: "off", env });

beforeAll(async () => {
  dir = tempDir("alfred-gate-");
});

async function hook(name: string, body: string): Promise<HookSpec> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return { matcher: "deploy", command: `'${file}'` };
}

function context(
  mode: PermissionMode,
  askUser?: (question: string, options: readonly string[]) => Promise<string>,
): ToolContext {
  return {
    workingDir: dir,
    signal: new AbortController().signal,
    readFileState: new Map(),
    permissionMode: mode,
    runtime: { boundary, ...(askUser === undefined ? {} : { askUser }) },
  };
}

function policy(overrides: Partial<PermissionPolicy> = {}): PermissionPolicy {
  return {
    rules: [],
    hooks: { PreToolUse: [], PostToolUse: [] },
    boundary,
    ...overrides,
  };
}

describe("createPermissionGate", () => {
  it("passes the (rewritten) input on allow", async () => {
    const rewrite = await hook("rewrite.sh", `echo '{ "env": "staging" }'`);
    const gate = createPermissionGate(policy({ hooks: { PreToolUse: [rewrite], PostToolUse: [] } }));
    expect(await gate.authorize(deploy, { env: "prod" }, context("bypass"))).toEqual({
      behavior: "allow",
      input: { env: "staging" },
    });
  });

  it("turns a deny into a reason the model can read", async () => {
    const gate = createPermissionGate(policy({ rules: [{ tool: "deploy", behavior: "deny" }] }));
    expect(await gate.authorize(deploy, { env: "prod" }, context("bypass"))).toEqual({
      behavior: "deny",
      reason: "Permission denied (rule): deploy(prod) is refused by the rule `deny deploy`",
    });
  });

  it("decides in the mode the tool context carries", async () => {
    const gate = createPermissionGate(policy());
    expect(await gate.authorize(deploy, { env: "prod" }, context("plan"))).toMatchObject({
      behavior: "deny",
      reason: expect.stringMatching(/^Permission denied \(mode\)/) as unknown,
    });
    expect(await gate.authorize(deploy, { env: "prod" }, context("bypass"))).toMatchObject({
      behavior: "allow",
    });
  });

  it("asks through the runtime when the policy has no approver", async () => {
    const questions: string[] = [];
    const askUser = async (question: string): Promise<string> => {
      questions.push(question);
      return "allow";
    };
    const gate = createPermissionGate(policy());
    expect(await gate.authorize(deploy, { env: "prod" }, context("default", askUser))).toMatchObject({
      behavior: "allow",
    });
    expect(questions).toEqual(["Allow deploy(prod)? deploy(prod) is not read-only"]);
    expect(await gate.authorize(deploy, { env: "prod" }, context("default"))).toMatchObject({
      behavior: "deny",
      reason: expect.stringMatching(
        /^Permission denied \(no_approver\): deploy\(prod\) needs approval/,
      ) as unknown,
    });
  });

  it("reports decisions and hook notes, and survives a reporter that throws", async () => {
    const crash = await hook("crash.sh", "exit 3");
    const notes: string[] = [];
    const decisions: PermissionDecision[] = [];
    const gate = createPermissionGate(policy({ hooks: { PreToolUse: [crash], PostToolUse: [] } }), {
      onNote: (note) => notes.push(note),
      onDecision: (_tool: AnyTool, decision) => {
        decisions.push(decision);
        throw new Error("journal is full");
      },
    });
    expect(await gate.authorize(deploy, { env: "prod" }, context("bypass"))).toMatchObject({
      behavior: "allow",
    });
    expect(notes).toEqual([`PreToolUse hook \`${crash.command}\` exited with code 3`]);
    expect(decisions).toHaveLength(1);
  });

  it("runs PostToolUse hooks after success only, and reports their failures", async () => {
    const out = path.join(dir, "post.json");
    const record = await hook("post.sh", `cat > '${out}'\necho "lint found 2 problems" >&2\nexit 2`);
    const notes: string[] = [];
    const gate = createPermissionGate(policy({ hooks: { PreToolUse: [], PostToolUse: [record] } }), {
      onNote: (note) => notes.push(note),
    });
    await gate.afterToolCall(
      deploy,
      { env: "prod" },
      { content: "failed", isError: true },
      context("bypass"),
    );
    await expect(readFile(out, "utf8")).rejects.toThrow();
    await gate.afterToolCall(deploy, { env: "prod" }, { content: "deployed" }, context("bypass"));
    expect(JSON.parse(await readFile(out, "utf8"))).toEqual({
      hook_event_name: "PostToolUse",
      tool_name: "deploy",
      tool_input: { env: "prod" },
      cwd: dir,
      permission_mode: "bypass",
      tool_response: "deployed",
    });
    expect(notes).toEqual([`PostToolUse hook \`${record.command}\` reported: lint found 2 problems`]);
  });
});
