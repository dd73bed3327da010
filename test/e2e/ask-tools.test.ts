import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeWorkspace, runAlfred } from "../support/cli.js";

const GREET = [
  'export const GREETING = "Hello";',
  "",
  "export function greet(name) {",
  "    return GREETING + ', ' + name;",
  "}",
  "",
].join("\n");
const TEST = [
  'import assert from "node:assert/strict";',
  'import { test } from "node:test";',
  'import { greet } from "../src/greet.js";',
  'test("greets", () => assert.equal(greet("Ada"), "Hi, Ada!"));',
  "",
].join("\n");

async function ask(workingDir: string, turns: unknown[], extra: string[] = []) {
  writeFileSync(join(workingDir, "script.json"), JSON.stringify({ turns }));
  return runAlfred(
    [
      "ask",
      "Make greet() say Hi with an exclamation mark",
      "--json",
      "--mode",
      "acceptEdits",
      "--yes",
      ...extra,
    ],
    {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: "mock", ALFRED_MOCK_SCRIPT: "script.json" },
    },
  );
}

function toolResults(stdout: string): { label: string; isError: boolean; content: string }[] {
  return stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { type: string; label: string; isError: boolean; content: string })
    .filter((event) => event.type === "tool_result");
}

describe("alfred ask drives the built-in tools end to end (scripted model)", () => {
  it("reads, edits with drifted whitespace and quotes, tests, greps and globs; the file ends exactly as expected", async () => {
    const workingDir = await makeWorkspace({
      "src/greet.js": GREET,
      "test/greet.test.js": TEST,
      "package.json": '{ "type": "module" }\n',
    });
    const run = await ask(workingDir, [
      {
        toolCalls: [
          { name: "glob", input: { pattern: "**/*.js" } },
          { name: "grep", input: { pattern: "GREETING", path: "src" } },
        ],
      },
      { toolCalls: [{ name: "file_read", input: { path: "src/greet.js" } }] },
      // Curly quotes, an en dash-free but re-indented body: what models really send.
      {
        toolCalls: [
          {
            name: "file_edit",
            input: {
              path: "src/greet.js",
              old_string: "export const GREETING = \u201cHello\u201d;",
              new_string: 'export const GREETING = "Hi";',
            },
          },
        ],
      },
      {
        toolCalls: [
          {
            name: "file_edit",
            input: {
              path: "src/greet.js",
              old_string: "return GREETING +  ', '  + name;",
              new_string: "return GREETING + ', ' + name + '!';",
            },
          },
        ],
      },
      { toolCalls: [{ name: "bash", input: { command: "node --test test/" } }] },
      { text: "greet() now says Hi with an exclamation mark; the test passes." },
    ]);
    const results = toolResults(run.stdout);
    expect(results.map((result) => [result.label.replace(/\(.*$/, ""), result.isError])).toEqual([
      ["glob", false],
      ["grep", false],
      ["file_read", false],
      ["file_edit", false],
      ["file_edit", false],
      ["bash", false],
    ]);
    expect(results[0]?.content).toContain("src/greet.js\ntest/greet.test.js");
    expect(results[1]?.content).toContain("src/greet.js:1:export const GREETING");
    expect(results[3]?.content).toContain("matched via punctuation");
    expect(results[4]?.content).toContain("matched via collapse");
    expect(readFileSync(join(workingDir, "src/greet.js"), "utf8")).toBe(
      [
        'export const GREETING = "Hi";',
        "",
        "export function greet(name) {",
        "    return GREETING + ', ' + name + '!';",
        "}",
        "",
      ].join("\n"),
    );
    expect(run.code).toBe(0);
  });

  it.each([
    [
      "an edit that would break syntax",
      [{ name: "file_read", input: { path: "src/greet.js" } }],
      { old_string: "greet(name) {", new_string: "greet(name {" },
      /syntax/i,
    ],
    ["an edit without a prior read", [], { old_string: "Hello", new_string: "Hi" }, /read/i],
    [
      "an ambiguous edit",
      [{ name: "file_read", input: { path: "src/greet.js" } }],
      { old_string: "GREETING", new_string: "SALUTE" },
      /matches 2 places/,
    ],
  ])("rejects %s and leaves the file byte-identical", async (_name, before, edit, message) => {
    const workingDir = await makeWorkspace({ "src/greet.js": GREET });
    const turns = [
      ...before.map((call) => ({ toolCalls: [call] })),
      { toolCalls: [{ name: "file_edit", input: { path: "src/greet.js", ...edit } }] },
      { text: "ok" },
    ];
    const run = await ask(workingDir, turns);
    const edited = toolResults(run.stdout).at(-1);
    expect(edited?.isError).toBe(true);
    expect(edited?.content).toMatch(message);
    expect(readFileSync(join(workingDir, "src/greet.js"), "utf8")).toBe(GREET);
  });

  it("rejects an edit after the file changed on disk, leaving the new content intact", async () => {
    const workingDir = await makeWorkspace({ "src/greet.js": GREET });
    const changed = GREET.replace("Hello", "Howdy");
    const run = await ask(workingDir, [
      { toolCalls: [{ name: "file_read", input: { path: "src/greet.js" } }] },
      // Someone else rewrites the file between the read and the edit (bash here, a person in real life).
      {
        toolCalls: [
          {
            name: "bash",
            input: {
              command: `sleep 0.05 && printf '%s' '${changed.replaceAll("'", "'\\''")}' > src/greet.js`,
            },
          },
        ],
      },
      {
        toolCalls: [
          {
            name: "file_edit",
            input: { path: "src/greet.js", old_string: "greet(name)", new_string: "greet(who)" },
          },
        ],
      },
      { text: "ok" },
    ]);
    const edited = toolResults(run.stdout).at(-1);
    expect(edited?.isError).toBe(true);
    expect(edited?.content).toMatch(/changed|re-read|modified/i);
    expect(readFileSync(join(workingDir, "src/greet.js"), "utf8")).toBe(changed);
  });
});
