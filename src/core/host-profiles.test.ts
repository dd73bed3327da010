import { describe, expect, it } from "vitest";
import { HOST_PROFILES, type HostName, hostOffersTool, permissionModeFor } from "./host-profiles.js";
import { PERMISSION_MODES } from "./permission-mode.js";

/** Each row, written out: a change to what a host does must change this table too. */
const PINNED: Record<HostName, { mode: string; choose: boolean; sandbox: string; protect: string }> = {
  actionRun: { mode: "bypass", choose: false, sandbox: "on", protect: "harness+workflows" },
  actionReview: { mode: "plan", choose: false, sandbox: "on", protect: "none" },
  cliRun: { mode: "bypass", choose: false, sandbox: "on", protect: "harness" },
  cliAsk: { mode: "default", choose: true, sandbox: "auto", protect: "none" },
  mcp: { mode: "plan", choose: false, sandbox: "auto", protect: "none" },
  replay: { mode: "bypass", choose: false, sandbox: "auto", protect: "none" },
  library: { mode: "default", choose: true, sandbox: "off", protect: "none" },
};

const tool = (name: string, readOnly = false) => ({ name, isReadOnly: () => readOnly });
const BUILTINS = ["file_read", "file_write", "file_edit", "bash", "glob", "grep", "web_fetch", "git_commit"];
const offered = (host: HostName, names: readonly string[] = BUILTINS): string[] =>
  names.filter((name) => hostOffersTool(HOST_PROFILES[host].tools, tool(name)));

describe("HOST_PROFILES", () => {
  it.each(Object.entries(PINNED))("%s: mode, who chooses it, sandbox, protected paths", (host, row) => {
    const profile = HOST_PROFILES[host as HostName];
    expect({
      mode: profile.permissionMode,
      choose: profile.userMayChooseMode,
      sandbox: profile.sandbox,
      protect: profile.protectedPaths,
    }).toEqual(row);
  });

  it("has exactly the pinned hosts", () => {
    expect(Object.keys(HOST_PROFILES).sort()).toEqual(Object.keys(PINNED).sort());
  });

  it("the review job reads config before it knows its job: its sandbox default is the run's", () => {
    expect(HOST_PROFILES.actionReview.sandbox).toBe(HOST_PROFILES.actionRun.sandbox);
  });

  it.each([
    ["actionRun", ["file_read", "file_write", "file_edit", "bash", "glob", "grep", "web_fetch"]],
    ["cliRun", ["file_read", "file_write", "file_edit", "bash", "glob", "grep", "web_fetch"]],
    ["replay", ["file_read", "file_write", "file_edit", "bash", "glob", "grep", "web_fetch"]],
    ["cliAsk", BUILTINS],
    ["library", BUILTINS],
    ["actionReview", ["file_read", "glob", "grep", "web_fetch"]],
    ["mcp", ["file_read", "glob", "grep"]],
  ] as const)("%s offers %j of the built-ins", (host, expected) => {
    expect(offered(host)).toEqual(expected);
  });

  it("read-only hosts: repo_map and lsp_* yes; memory, skills and writing MCP tools no", () => {
    const extras = ["repo_map", "lsp_hover", "memory_upsert", "load_skill"];
    expect(offered("actionReview", extras)).toEqual(["repo_map", "lsp_hover"]);
    expect(offered("mcp", extras)).toEqual(["repo_map", "lsp_hover"]);
    const reviewTools = HOST_PROFILES.actionReview.tools;
    expect(hostOffersTool(reviewTools, tool("mcp__docs__search", true))).toBe(true);
    expect(hostOffersTool(reviewTools, tool("mcp__docs__write", false))).toBe(false);
    // alfred mcp serves its own tools only, never a server's it might have started.
    expect(hostOffersTool(HOST_PROFILES.mcp.tools, tool("mcp__docs__search", true))).toBe(false);
  });
});

describe("permissionModeFor", () => {
  it.each(PERMISSION_MODES)("a chosen %s holds where the user may choose, and only there", (chosen) => {
    expect(permissionModeFor("cliAsk", chosen)).toBe(chosen);
    expect(permissionModeFor("library", chosen)).toBe(chosen);
    expect(permissionModeFor("cliRun", chosen)).toBe("bypass");
    expect(permissionModeFor("actionRun", chosen)).toBe("bypass");
    expect(permissionModeFor("actionReview", chosen)).toBe("plan");
    expect(permissionModeFor("mcp", chosen)).toBe("plan");
    expect(permissionModeFor("replay", chosen)).toBe("bypass");
  });

  it("nothing chosen: the row's mode", () => {
    for (const host of Object.keys(HOST_PROFILES) as HostName[])
      expect(permissionModeFor(host, undefined)).toBe(HOST_PROFILES[host].permissionMode);
  });
});
