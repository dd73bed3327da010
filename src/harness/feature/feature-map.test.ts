import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { demoRepository, gitIn, statuses } from "../../../test/support/demo-repo.js";
import { alfredConfigSchema } from "../../config/schema.js";
import type { ContentBlock } from "../../core/messages.js";
import { initShellParser } from "../../platform/wasm/shell-parser.js";
import { createMockProvider } from "../../providers/mock.js";
import type { MockTurn } from "../../providers/mock-script.js";
import { createSession } from "../../session/create-session.js";
import { autonomousRun } from "../autonomous-run.js";
import { runCommittedFiles } from "./feature-map.js";

/** A small module graph: core.js is what everything uses; zeta.js is used by nothing. */
const SOURCES: Record<string, string> = {
  "src/core.js": "export function formatRecord(record) {\n  return String(record);\n}\n",
  "src/report.js":
    'import { formatRecord } from "./core.js";\nexport function buildReport(rows) {\n  return rows.map(formatRecord);\n}\n',
  "src/export.js":
    'import { formatRecord } from "./core.js";\nexport function exportRows(rows) {\n  return rows.map(formatRecord).join(";");\n}\n',
  "src/zeta.js": "export function zetaOnlyHelper(value) {\n  return value;\n}\n",
};

const FEATURES = {
  verify: "node -e 0",
  features: [
    { id: "greet", description: "Add a greeting helper", steps: [], status: "pending" },
    { id: "farewell", description: "Add a farewell helper", steps: [], status: "pending" },
  ],
};

const call = (name: string, input: Record<string, unknown>): MockTurn => ({ toolCalls: [{ name, input }] });
const rubric = call("submit_rubric", { verification: 2, reasoning: "done" });
const GREET = "export function greetPerson(name) {\n  return `hi ${name}`;\n}\n";

/** Feature 1 edits only zeta.js; feature 2 ends at once. */
const TURNS: MockTurn[] = [
  call("file_read", { path: "src/zeta.js" }),
  call("file_edit", {
    path: "src/zeta.js",
    old_string: "export function",
    new_string: `${GREET}export function`,
  }),
  { text: "greet added" },
  rubric,
  { text: "farewell: nothing to change" },
  rubric,
];

/** What every run of this file shares. */
const RUN = {
  featuresFile: "feature_list.json",
  resume: false,
  rollback: true,
  iterationBudget: 1,
  verifyTimeoutMs: 60_000,
  featureBudget: {},
  runBudget: {},
  ledgerKey: "test-ledger-key-0123456789abcdef",
};

function firstMessageText(request: {
  messages: readonly { content: string | readonly ContentBlock[] }[];
}): string {
  const content = request.messages[0]?.content ?? "";
  return typeof content === "string"
    ? content
    : content.map((block) => (block.type === "text" ? block.text : "")).join("");
}

/** The first file of the focused map in a task message. */
function mapHead(task: string): string | undefined {
  const map = /<untrusted-data source="repo-map"[^>]*>\n([\s\S]*?)<\/untrusted-data>/.exec(task)?.[1];
  return map?.split("\n")[0];
}

beforeAll(() => initShellParser());

describe("the implement task's focused repo map", () => {
  it("feature 2's task is focused on the file feature 1 changed", async () => {
    const workingDir = demoRepository((root) => {
      for (const [path, content] of Object.entries(SOURCES)) {
        mkdirSync(join(root, "src"), { recursive: true });
        writeFileSync(join(root, path), content);
      }
      writeFileSync(join(root, "feature_list.json"), JSON.stringify(FEATURES, null, 2));
    });
    const provider = createMockProvider({ turns: TURNS });
    const session = await createSession({
      config: alfredConfigSchema.parse({ provider: "mock", permissionMode: "bypass" }),
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      workingDir,
      provider,
      disabledTools: ["git_commit"],
    });
    const summary = await autonomousRun({ ...RUN, runId: "focus", session });
    expect(summary.status).toBe("all_resolved");
    expect(statuses(workingDir)).toEqual({ greet: "passing", farewell: "passing" });
    // The feature's commit (with the feature list's status), not the repository's first commit.
    expect((await runCommittedFiles(workingDir, "focus")).sort()).toEqual([
      "feature_list.json",
      "src/zeta.js",
    ]);
    expect(await runCommittedFiles(workingDir, "another-run")).toEqual([]);

    const tasks = provider.requests
      .map(firstMessageText)
      .filter((text, index, all) => text.startsWith("Implement") && all.indexOf(text) === index);
    const [first, second] = tasks;
    // Feature 1: nothing touched yet, the map leads with the file everything uses.
    expect(mapHead(first ?? "")).toBe("src/core.js:");
    // Feature 2: led by what feature 1 changed, with the function it added.
    expect(mapHead(second ?? "")).toBe("src/zeta.js:");
    expect(second).toContain("export function greetPerson(name) {");
    // The system prompt, the cached prefix, is the same bytes for every call of the run.
    const implementSystems = new Set(
      provider.requests
        .filter((request) => firstMessageText(request).startsWith("Implement"))
        .map((r) => r.system),
    );
    expect(implementSystems.size).toBe(1);
    expect(gitIn(workingDir, "log", "-1", "--format=%(trailers:key=Alfred-Run,valueonly)").trim()).toBe(
      "focus",
    );
  }, 120_000);
});
