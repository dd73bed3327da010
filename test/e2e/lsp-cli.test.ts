import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeWorkspace, runAlfred } from "../support/cli.js";
import { LSP_PROJECT, TSL } from "../support/lsp-workspace.js";

// The built CLI (bin/alfred.js → build/), with the real typescript-language-server named in .alfred/lsp.json.
describe("LSP from the built CLI", () => {
  it("alfred doctor lists the configured server and says it answers", async () => {
    const workingDir = await makeWorkspace({
      ...LSP_PROJECT,
      ".alfred/lsp.json": JSON.stringify({ servers: [{ command: TSL.command, args: ["--stdio"] }] }),
    });
    const run = await runAlfred(["doctor", "--json"], { cwd: workingDir, timeoutMs: 120_000 });
    const report = JSON.parse(run.stdout) as { checks: { check: string; ok: boolean; detail: string }[] };
    const lsp = report.checks.find((check) => check.check === "lsp typescript-language-server");
    expect(lsp?.ok).toBe(true);
    expect(lsp?.detail).toMatch(/config; all files\): answers \(initialize/);
    expect(report.checks.map((check) => check.check)).toEqual(
      expect.arrayContaining(["config", "sandbox", "ripgrep"]),
    );
  }, 150_000);

  it("alfred doctor finds gopls for a Go module, and clangd for a C project, and says each answers", async () => {
    const workingDir = await makeWorkspace({
      "go.mod": "module example.com/tiny\n\ngo 1.19\n",
      "main.go": "package main\n\nfunc main() {}\n",
      "compile_flags.txt": "-std=c11\n",
    });
    const run = await runAlfred(["doctor", "--json"], {
      cwd: workingDir,
      env: { PATH: "/usr/bin:/bin" },
      timeoutMs: 120_000,
    });
    const report = JSON.parse(run.stdout) as { checks: { check: string; ok: boolean; detail: string }[] };
    for (const name of ["gopls", "clangd"]) {
      const check = report.checks.find((each) => each.check === `lsp ${name}`);
      expect(check?.ok, JSON.stringify(check)).toBe(true);
      expect(check?.detail).toMatch(
        new RegExp(`^/usr/bin/${name} \\(discovered; .*\\): answers \\(initialize`),
      );
    }
  }, 150_000);

  it("alfred ask: lsp_definition answers and file_edit reports the type error it made", async () => {
    const workingDir = await makeWorkspace({
      ...LSP_PROJECT,
      ".alfred/lsp.json": JSON.stringify({ servers: [{ command: TSL.command, args: ["--stdio"] }] }),
    });
    const turns = [
      { toolCalls: [{ name: "lsp_definition", input: { path: "src/a.ts", line: 2, character: 25 } }] },
      { toolCalls: [{ name: "file_read", input: { path: "src/b.ts" } }] },
      {
        toolCalls: [
          { name: "file_edit", input: { path: "src/b.ts", old_string: "n * 2", new_string: "'x'" } },
        ],
      },
      { text: "done", stopReason: "end_turn" },
    ];
    writeFileSync(join(workingDir, "script.json"), JSON.stringify({ turns }));
    const run = await runAlfred(
      ["ask", "find helper", "--json", "--mode", "acceptEdits", "--yes", "--sandbox", "off"],
      {
        cwd: workingDir,
        env: { ALFRED_PROVIDER: "mock", ALFRED_MOCK_SCRIPT: "script.json" },
        timeoutMs: 150_000,
      },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("src/b.ts:2:17: export function helper(n: number): number {");
    expect(run.stdout).toMatch(
      /src\/b\.ts:3:3 error TS2322: Type 'string' is not assignable to type 'number'\.|still loading/,
    );
  }, 180_000);

  it("alfred ask finds typescript-language-server in the workspace's node_modules/.bin without lsp.json", async () => {
    const workingDir = await makeWorkspace(LSP_PROJECT);
    mkdirSync(join(workingDir, "node_modules", ".bin"), { recursive: true });
    symlinkSync(TSL.command, join(workingDir, "node_modules", ".bin", "typescript-language-server"));
    const turns = [
      { toolCalls: [{ name: "lsp_hover", input: { path: "src/a.ts", line: 2, character: 25 } }] },
      { text: "done", stopReason: "end_turn" },
    ];
    writeFileSync(join(workingDir, "script.json"), JSON.stringify({ turns }));
    const run = await runAlfred(["ask", "what is helper", "--json", "--sandbox", "off"], {
      cwd: workingDir,
      // No server on PATH: only the workspace's own can be found.
      env: { ALFRED_PROVIDER: "mock", ALFRED_MOCK_SCRIPT: "script.json", PATH: "/usr/bin:/bin" },
      timeoutMs: 150_000,
    });
    expect(run.code).toBe(0);
    const hover = run.stdout.split("\n").find((line) => line.includes('"type":"tool_result"')) ?? "";
    expect(hover).toContain('"isError":false');
    expect(hover).toMatch(/helper\(n: number\): number/);
  }, 180_000);
});
