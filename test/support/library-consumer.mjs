// A library consumer, run by plain `node` (not vitest, whose module loader would supply what a
// bundle might lack): imports "alfred-ci" as an installed package resolves it (package.json
// "exports"), runs one scripted session in the workspace named by argv[2] (its .alfred/lsp.json
// names a language server) and prints the tool results as JSON. test/e2e/package-entry.test.ts.
import { alfredConfigSchema, createMockProvider, createSession, runQuery } from "alfred-ci";

const [workingDir] = process.argv.slice(2);
const turns = [
  {
    toolCalls: [
      { name: "file_read", input: { path: "greet.ts" } },
      { name: "repo_map", input: {} },
      {
        name: "memory_upsert",
        input: { slug: "greeting", type: "project", content: "greetVisitor lives in greet.ts" },
      },
    ],
  },
  {
    toolCalls: [
      { name: "memory_search", input: { query: "greetVisitor" } },
      { name: "lsp_hover", input: { path: "greet.ts", line: 0, character: 17 } },
    ],
  },
  { text: "done" },
];
const session = await createSession({
  config: alfredConfigSchema.parse({ provider: "mock", permissionMode: "acceptEdits" }),
  env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: workingDir },
  workingDir,
  lsp: "configured",
  provider: createMockProvider({ turns }),
});
const results = [];
try {
  for await (const event of runQuery("look around", session)) {
    if (event.type === "tool_result") results.push({ content: event.content, isError: event.isError });
  }
} finally {
  await session.close?.();
}
process.stdout.write(JSON.stringify(results));
