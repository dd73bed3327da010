import { describe, expect, it } from "vitest";
import { checkSyntax, isCheckable } from "./syntax-check.js";

const valid: readonly (readonly [string, string])[] = [
  [
    "a.ts",
    "const a = b satisfies C;\nclass A { accessor x = 1; }\nexport type T<U> = U extends string ? 1 : 2;\n",
  ],
  ["a.mts", "export const x: number = 1;\n"],
  ["a.cts", "import fs = require('fs');\n"],
  ["a.tsx", 'export const App = () => <div className="x">{1}</div>;\n'],
  ["a.js", "export function f(a, ...rest) { return a ?? rest[0]; }\n"],
  ["a.mjs", "import x from 'y';\nawait x();\n"],
  ["a.cjs", "module.exports = { a: 1 };\n"],
  ["a.jsx", "const el = <Button onClick={() => go()}>Hi</Button>;\n"],
  ["a.py", "def f(x):\n    return [i for i in x if i]\n"],
  ["a.go", "package main\n\nfunc main() {\n\tprintln(1)\n}\n"],
  ["a.rs", "fn main() {\n    let v: Vec<u8> = vec![1];\n}\n"],
  ["A.java", "class A {\n  void f() { int x = 1; }\n}\n"],
  ["a.json", '{\n  "a": [1, 2.5e3, true, null, "s\\n"]\n}\n'],
  ["tsconfig.json", '{\n  // comment\n  "compilerOptions": { "strict": true, },\n}\n'],
  [".vscode/settings.json", '{ /* c */ "a": 1 }'],
  ["a.ts", ""],
  ["a.json", "   \n"],
  ["bom.json", '\uFEFF{"a": 1}'],
  ["notes.md", "# unbalanced ( [ {"],
  ["Makefile", "all: ((("],
];

describe("checkSyntax accepts valid code", () => {
  it.each(valid)("%s", async (path, content) => {
    await expect(checkSyntax(path, content)).resolves.toEqual({ ok: true });
  });
});

interface BrokenCase {
  readonly path: string;
  readonly content: string;
  readonly line: number;
  readonly column: number;
  readonly error: RegExp;
}

const brokenCases: readonly BrokenCase[] = [
  {
    path: "src/a.ts",
    content: "const a = 1;\nfoo(;\n",
    line: 2,
    column: 5,
    error: /^src\/a\.ts:2:5: missing "\)"/,
  },
  { path: "a.ts", content: "function f( {\n", line: 1, column: 1, error: /syntax error near/ },
  { path: "a.tsx", content: "const x = <div>;\n", line: 1, column: 1, error: /a\.tsx:\d+:\d+:/ },
  { path: "a.js", content: "let x = ;\n", line: 1, column: 1, error: /a\.js:1:\d+:/ },
  { path: "a.jsx", content: "const x = <a>{</a>;\n", line: 1, column: 1, error: /a\.jsx:1:\d+:/ },
  { path: "a.py", content: "def f(:\n    pass\n", line: 1, column: 1, error: /a\.py:1:\d+:/ },
  { path: "a.go", content: "package main\nfunc main() {\n", line: 2, column: 1, error: /a\.go:\d+:\d+:/ },
  { path: "a.rs", content: "fn main() { let = 1; }\n", line: 1, column: 1, error: /a\.rs:1:\d+:/ },
  { path: "A.java", content: "class A { void f( }\n", line: 1, column: 1, error: /A\.java:1:\d+:/ },
  {
    path: "a.json",
    content: '{\n  "a": 1,\n}\n',
    line: 3,
    column: 1,
    error:
      /^a\.json:3:1: invalid JSON: unexpected "\}", expected a property name in double quotes \(a trailing comma\?\)$/,
  },
  {
    path: "b.json",
    content: '{"a": tru}',
    line: 1,
    column: 7,
    error: /^b\.json:1:7: invalid JSON: unexpected "t", expected a value$/,
  },
  {
    path: "c.json",
    content: "[1, 2\n",
    line: 2,
    column: 1,
    error: /c\.json:2:1: invalid JSON: unexpected end of input, expected ',' or '\]'/,
  },
  { path: "tsconfig.json", content: '{ "a": 1 /* open', line: 1, column: 10, error: /unterminated comment/ },
];

describe("checkSyntax rejects broken code", () => {
  it.each(brokenCases)("$path: $content", async ({ path, content, line, column, error }) => {
    const result = await checkSyntax(path, content);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(error);
    expect(result.line).toBeGreaterThanOrEqual(line);
    if (result.line === line) expect(result.column).toBeGreaterThanOrEqual(column);
  });

  it("points at the exact JSON position", async () => {
    await expect(checkSyntax("x.json", '{"a": 1 "b": 2}')).resolves.toMatchObject({
      ok: false,
      line: 1,
      column: 9,
    });
  });

  it("points at the missing token in TypeScript", async () => {
    await expect(checkSyntax("x.ts", "const é = 'ü'; foo(;\n")).resolves.toMatchObject({
      ok: false,
      line: 1,
      column: 20,
      error: 'x.ts:1:20: missing ")" in "const é = \'ü\'; foo(;"',
    });
  });
});

describe("isCheckable", () => {
  it.each([
    ["a.ts", true],
    ["a.TSX", true],
    ["a.jsx", true],
    ["a.py", true],
    ["a.go", true],
    ["a.rs", true],
    ["a.java", true],
    ["a.json", true],
    ["a.md", false],
    ["Dockerfile", false],
    ["a.c", false],
  ] as const)("%s → %s", (path, expected) => {
    expect(isCheckable(path)).toBe(expected);
  });
});
