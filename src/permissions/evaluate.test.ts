import { mkdir, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { buildTool } from "../tools/define-tool.js";
import type { PermissionMode } from "../core/permission-mode.js";
import type { AnyTool } from "../tools/tool-contract.js";
import { evaluatePermission } from "./evaluate.js";
import type { AskRequest, PermissionDecision, PermissionPolicy } from "./policy.js";
import { NO_HOOKS } from "./policy.js";
import { createBoundary } from "../platform/boundary/boundary.js";
import { tempDir } from "../../test/support/temp-dir.js";

const ok = async (): Promise<{ content: string }> => ({ content: "ok" });

const fileRead = buildTool({
  name: "file_read",
  description: "read",
  inputSchema: z.strictObject({ path: z.string() }),
  call: ok,
  isReadOnly: () => true,
  describeCall: (input) => `file_read(${input.path})`,
  permissionTarget: (input) => ({ kind: "read", paths: [input.path] }),
});

const fileWrite = buildTool({
  name: "file_write",
  description: "write",
  inputSchema: z.strictObject({ path: z.string(), content: z.string() }),
  call: ok,
  describeCall: (input) => `file_write(${input.path})`,
  permissionTarget: (input) => ({ kind: "edit", paths: [input.path] }),
});

const bash = buildTool({
  name: "bash",
  description: "shell",
  inputSchema: z.strictObject({ command: z.string(), cwd: z.string().optional() }),
  call: ok,
  isReadOnly: (input) => /^(ls|cat|git status)\b/.test(input.command),
  describeCall: (input) => `bash(${input.command})`,
  permissionTarget: (input) => ({ kind: "execute", command: input.command, paths: [input.cwd ?? "."] }),
});

const webFetch = buildTool({
  name: "web_fetch",
  description: "fetch",
  inputSchema: z.strictObject({ url: z.string() }),
  call: ok,
  isReadOnly: () => true,
  describeCall: (input) => `web_fetch(${input.url})`,
  checkPermissions: async () => ({ behavior: "ask", reason: "every outbound fetch is shown to the user" }),
  permissionTarget: (input) => ({ kind: "network", url: input.url }),
});

/** Touches nothing the hard layers check, so it isolates mode, rules and asking. */
const deploy = buildTool({
  name: "deploy",
  description: "deploy",
  inputSchema: z.strictObject({ env: z.string() }),
  call: ok,
  describeCall: (input) => `deploy(${input.env})`,
});

const mcpTool = (name: string): AnyTool =>
  buildTool({ name, description: name, inputSchema: z.strictObject({}), call: ok, isReadOnly: () => true });

let workingDir: string;
let outside: string;

beforeAll(async () => {
  const base = tempDir("alfred-perm-");
  workingDir = path.join(base, "repo");
  outside = path.join(base, "repo-evil");
  await mkdir(path.join(workingDir, ".github", "workflows"), { recursive: true });
  await mkdir(path.join(workingDir, "src"), { recursive: true });
  await mkdir(outside, { recursive: true });
  await symlink(outside, path.join(workingDir, "escape"));
  await symlink(path.join(workingDir, ".github", "workflows"), path.join(workingDir, "ci"));
});

/** A policy, and the mode the call is decided in (bypass unless a case says otherwise). */
type Setting = Partial<PermissionPolicy> & { readonly permissionMode?: PermissionMode };

function policy(overrides: Partial<PermissionPolicy> = {}): PermissionPolicy {
  return {
    rules: [],
    hooks: NO_HOOKS,
    boundary: createBoundary({ workingDir: tmpdir(), sandbox: "off", env: {} }),
    ...overrides,
  };
}

async function decide(tool: AnyTool, input: unknown, setting: Setting = {}): Promise<PermissionDecision> {
  const { permissionMode = "bypass", ...overrides } = setting;
  return evaluatePermission({ tool, input, workingDir, permissionMode }, policy(overrides));
}

function verdict(decision: PermissionDecision): string {
  return decision.behavior === "allow" ? "allow" : `deny:${decision.layer}`;
}

describe("hard denies hold even in bypass", () => {
  const protectedPaths = [".github/workflows/**", ".alfred/**"];
  const cases: readonly [string, AnyTool, unknown, string][] = [
    ["a parent escape", fileWrite, { path: "../outside.txt", content: "" }, "deny:path_jail"],
    ["a sibling with a shared prefix", fileWrite, { path: "../repo-evil/x", content: "" }, "deny:path_jail"],
    ["an absolute path outside", fileRead, { path: "/etc/passwd" }, "deny:path_jail"],
    ["a symlink out of the workspace", fileWrite, { path: "escape/x.txt", content: "" }, "deny:path_jail"],
    ["a cwd outside", bash, { command: "ls", cwd: ".." }, "deny:path_jail"],
    ["rm -rf /", bash, { command: "rm -rf /" }, "deny:kill_list"],
    ["a workflow edit", fileWrite, { path: ".github/workflows/ci.yml", content: "" }, "deny:protected_path"],
    [
      "a workflow edit, dotted",
      fileWrite,
      { path: "./src/../.github/workflows/x.yml", content: "" },
      "deny:protected_path",
    ],
    [
      "a workflow edit, other case",
      fileWrite,
      { path: ".GitHub/workflows/x.yml", content: "" },
      "deny:protected_path",
    ],
    [
      "a workflow edit through a symlink",
      fileWrite,
      { path: "ci/x.yml", content: "" },
      "deny:protected_path",
    ],
    ["an .alfred edit", fileWrite, { path: ".alfred/config.json", content: "{}" }, "deny:protected_path"],
    // Issue 26: the same rule as the commit and push checks (security/paths/protected-paths.ts).
    ["an .ALFRED edit", fileWrite, { path: ".ALFRED/hooks.json", content: "{}" }, "deny:protected_path"],
    [
      "a .GitHub/Workflows edit",
      fileWrite,
      { path: ".GitHub/Workflows/ci.yml", content: "" },
      "deny:protected_path",
    ],
    ["an .alfred. edit", fileWrite, { path: ".alfred./hooks.json", content: "{}" }, "deny:protected_path"],
    ["a fetch off the allow-list", webFetch, { url: "https://evil.example/" }, "deny:egress"],
    ["credentials smuggled in the URL", webFetch, { url: "https://api.github.com@evil.com/" }, "deny:egress"],
    // These need the real primitives to allow (the stubs deny everything).
    ["a workflow read", fileRead, { path: ".github/workflows/ci.yml" }, "allow"],
    ["an ordinary edit", fileWrite, { path: "src/a.ts", content: "" }, "allow"],
    ["an ordinary command", bash, { command: "npm test" }, "allow"],
    ["a fetch on the allow-list", webFetch, { url: "https://api.github.com/repos" }, "allow"],
  ];
  it.each(cases)("%s", async (_name, tool, input, expected) => {
    const decision = await decide(tool, input, {
      protectedPaths,
      boundary: createBoundary({
        workingDir: tmpdir(),
        sandbox: "off",
        env: {},
        egressAllow: ["api.github.com"],
      }),
    });
    expect(verdict(decision)).toBe(expected);
  });

  it("names the call in the reason", async () => {
    const decision = await decide(fileWrite, { path: "../outside.txt", content: "" });
    expect(decision).toMatchObject({
      behavior: "deny",
      reason: expect.stringMatching(/^file_write\(\.\.\/outside\.txt\): /) as unknown,
    });
  });

  it("wins over an allow rule", async () => {
    const rules = [{ tool: "*", behavior: "allow" as const }];
    expect(verdict(await decide(bash, { command: "rm -rf /" }, { rules }))).toBe("deny:kill_list");
    expect(verdict(await decide(fileRead, { path: "../x" }, { rules }))).toBe("deny:path_jail");
  });
});

describe("mode and rules, through the evaluator", () => {
  it("last matching rule wins, with wildcards", async () => {
    const rules = [
      { tool: "mcp__*", behavior: "deny" as const },
      { tool: "mcp__github__*", behavior: "allow" as const },
    ];
    expect(
      verdict(await decide(mcpTool("mcp__github__get_issue"), {}, { permissionMode: "default", rules })),
    ).toBe("allow");
    expect(verdict(await decide(mcpTool("mcp__slack__post"), {}, { permissionMode: "default", rules }))).toBe(
      "deny:rule",
    );
  });

  it("plan mode refuses mutating calls even when a rule allows them", async () => {
    const rules = [{ tool: "*", behavior: "allow" as const }];
    expect(verdict(await decide(deploy, { env: "prod" }, { permissionMode: "plan", rules }))).toBe(
      "deny:mode",
    );
    expect(verdict(await decide(mcpTool("mcp__x__read"), {}, { permissionMode: "plan" }))).toBe("allow");
  });

  it("acceptEdits allows edits the path rules do not refuse", async () => {
    const rules = [{ tool: "file_write", behavior: "deny" as const, pattern: "src/generated/**" }];
    expect(
      verdict(
        await decide(fileWrite, { path: "src/a.ts", content: "" }, { permissionMode: "acceptEdits", rules }),
      ),
    ).toBe("allow");
    expect(
      verdict(
        await decide(
          fileWrite,
          { path: "src/generated/a.ts", content: "" },
          { permissionMode: "acceptEdits", rules },
        ),
      ),
    ).toBe("deny:rule");
  });

  it("a tool that throws is denied, not crashed", async () => {
    const broken = buildTool({
      name: "broken",
      description: "",
      inputSchema: z.strictObject({}),
      call: ok,
      permissionTarget: () => {
        throw new Error("no idea");
      },
    });
    expect(await decide(broken, {})).toMatchObject({
      behavior: "deny",
      layer: "tool",
      reason: expect.stringMatching(/no idea/) as unknown,
    });
  });
});

describe("ask", () => {
  it("denies with a clear message when nobody can answer", async () => {
    expect(await decide(deploy, { env: "prod" }, { permissionMode: "default" })).toEqual({
      behavior: "deny",
      layer: "no_approver",
      reason:
        "deploy(prod) needs approval (deploy(prod) is not read-only), and there is no terminal to ask: " +
        "run with --yes or add a rule in .alfred/config.json",
    });
  });

  it("asks the approver and follows the answer", async () => {
    const questions: AskRequest[] = [];
    const ask = (answer: boolean) => async (question: AskRequest) => {
      questions.push(question);
      return answer;
    };
    expect(await decide(deploy, { env: "prod" }, { permissionMode: "default", ask: ask(true) })).toEqual({
      behavior: "allow",
      input: { env: "prod" },
    });
    expect(
      verdict(await decide(deploy, { env: "prod" }, { permissionMode: "default", ask: ask(false) })),
    ).toBe("deny:user");
    expect(questions[0]).toEqual({
      toolName: "deploy",
      label: "deploy(prod)",
      reason: "deploy(prod) is not read-only",
      input: { env: "prod" },
      target: { kind: "other" },
    });
  });

  it("an ask rule asks even in bypass, and an approver that throws is a deny", async () => {
    const rules = [{ tool: "deploy", behavior: "ask" as const }];
    const failing = async (): Promise<boolean> => {
      throw new Error("terminal closed");
    };
    expect(verdict(await decide(deploy, { env: "prod" }, { rules }))).toBe("deny:no_approver");
    expect(await decide(deploy, { env: "prod" }, { rules, ask: failing })).toMatchObject({
      layer: "no_approver",
      reason: expect.stringMatching(/terminal closed/) as unknown,
    });
  });

  it("bash(npm publish) in default mode without a terminal (needs the real kill-list)", async () => {
    expect(await decide(bash, { command: "npm publish" }, { permissionMode: "default" })).toMatchObject({
      behavior: "deny",
      layer: "no_approver",
      reason: expect.stringMatching(
        /^bash\(npm publish\) needs approval .*run with --yes or add a rule in \.alfred\/config\.json$/,
      ) as unknown,
    });
  });
});
