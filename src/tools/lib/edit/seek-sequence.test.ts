import { describe, expect, it } from "vitest";
import { applyEdit, detectEol, seekSequence } from "./seek-sequence.js";
import { normaliseLine, normalisePunctuation } from "./normalise.js";

interface EditCase {
  readonly name: string;
  readonly content: string;
  readonly old: string;
  readonly next: string;
  readonly replaceAll?: boolean;
  readonly expected: string;
  readonly rung: string;
  readonly count?: number;
}

const edits: readonly EditCase[] = [
  {
    name: "exact substring inside a line",
    content: "const a = 1;\nconst b = 2;\n",
    old: "a = 1",
    next: "a = 10",
    expected: "const a = 10;\nconst b = 2;\n",
    rung: "exact",
  },
  {
    name: "rstrip: the file has trailing spaces the model dropped",
    content: "if (x) {   \n  go();\n}\n",
    old: "if (x) {\n  go();",
    next: "if (y) {\n  go();",
    expected: "if (y) {\n  go();\n}\n",
    rung: "rstrip",
  },
  {
    name: "trim: the model dropped the outer indentation (re-indented)",
    content: "class A {\n    run() {\n        go();\n    }\n}\n",
    old: "run() {\n    go();\n}",
    next: "run() {\n    stop();\n}",
    expected: "class A {\n    run() {\n        stop();\n    }\n}\n",
    rung: "trim",
  },
  {
    name: "collapse: internal whitespace differs",
    content: "let  x   =  1;\nlet y = 2;\n",
    old: "let x = 1;",
    next: "let x = 3;",
    expected: "let x = 3;\nlet y = 2;\n",
    rung: "collapse",
  },
  {
    name: "punctuation: curly quotes, dashes, ellipsis and NBSP in the file",
    content: "msg = \u201Chello\u201D \u2014 wait\u2026\u00A0ok\nnext\n",
    old: 'msg = "hello" - wait... ok',
    next: 'msg = "bye"',
    expected: 'msg = "bye"\nnext\n',
    rung: "punctuation",
  },
  {
    name: "punctuation: curly quotes in old_string, ASCII in the file",
    content: "say('it\u2019s')\nsay('x')\n",
    old: "say('it\u2019s')\n",
    next: "say('its')\n",
    expected: "say('its')\nsay('x')\n",
    rung: "exact",
  },
  {
    name: "replace_all replaces every exact match",
    content: "foo();\nbar();\nfoo();\n",
    old: "foo()",
    next: "baz()",
    replaceAll: true,
    expected: "baz();\nbar();\nbaz();\n",
    rung: "exact",
    count: 2,
  },
  {
    name: "replace_all on a fuzzy rung replaces every match of that rung",
    content: "  a  b\nx\n a\tb\n",
    old: "a b",
    next: "c",
    replaceAll: true,
    expected: "  c\nx\n c\n",
    rung: "collapse",
    count: 2,
  },
  {
    name: "CRLF file, LF old_string: exact rung after adapting line endings, CRLF kept",
    content: "one\r\ntwo\r\nthree\r\n",
    old: "one\ntwo\n",
    next: "uno\ndos\n",
    expected: "uno\r\ndos\r\nthree\r\n",
    rung: "exact",
  },
  {
    name: "CRLF file, fuzzy rung: CRLF kept in the replacement",
    content: "  one  \r\n  two\r\nthree\r\n",
    old: "one\ntwo",
    next: "uno\nmore\ndos",
    expected: "  uno\r\n  more\r\n  dos\r\nthree\r\n",
    rung: "trim",
  },
  {
    name: "no trailing newline in the file stays that way (fuzzy rung)",
    content: "a\n  last  ",
    old: "last\n",
    next: "final\n",
    expected: "a\n  final",
    rung: "trim",
  },
  {
    name: "trailing newline kept when the whole last line is replaced",
    content: "a\n  b  \n",
    old: "b\t",
    next: "c",
    expected: "a\n  c\n",
    rung: "trim",
  },
  {
    name: "deleting lines via a fuzzy rung removes their terminators",
    content: "keep\n  drop me \nkeep too\n",
    old: "drop me\n",
    next: "",
    expected: "keep\nkeep too\n",
    rung: "trim",
  },
];

describe("applyEdit ladder", () => {
  it.each(edits)("$name", ({ content, old, next, replaceAll, expected, rung, count }) => {
    const outcome = applyEdit(content, old, next, replaceAll ?? false);
    expect(outcome).toEqual({ ok: true, content: expected, rung, count: count ?? 1 });
  });
});

interface RefusalCase {
  readonly name: string;
  readonly content: string;
  readonly old: string;
  readonly next: string;
  readonly message: RegExp;
}

const refusals: readonly RefusalCase[] = [
  { name: "ambiguous exact", content: "x\nx\n", old: "x", next: "y", message: /matches 2 places; add/ },
  {
    name: "ambiguous fuzzy names the rung",
    content: " x \n\tx\n",
    old: "x\t\n",
    next: "y\n",
    message: /matches 2 places \(matched via trim\)/,
  },
  {
    name: "no match gives the closest region",
    content: "function add(a, b) {\n  return a + b;\n}\n",
    old: "function add(a, c) {\n  return a + c;\n}",
    next: "x",
    message: /not found[\s\S]*Closest region \(lines 1-3\):\n1\tfunction add\(a, b\) \{/,
  },
  { name: "identical strings", content: "x", old: "x", next: "x", message: /identical/ },
  { name: "empty old_string", content: "x", old: "", next: "y", message: /empty/ },
];

describe("applyEdit refusals", () => {
  it.each(refusals)("$name", ({ content, old, next, message }) => {
    const outcome = applyEdit(content, old, next, false);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatch(message);
  });
});

describe("seekSequence", () => {
  it("prefers the strictest rung with a match", () => {
    const result = seekSequence("a b\n  a   b\n", "a b");
    expect(result).toEqual({ found: true, rung: "exact", matches: [{ start: 0, end: 3 }] });
  });

  it("reports no match", () => {
    expect(seekSequence("abc\n", "xyz")).toEqual({ found: false });
  });

  it("does not count overlapping line windows twice", () => {
    const result = seekSequence(" a\n a\n a\n", "a\na");
    expect(result.found && result.matches.length).toBe(1);
  });

  // Speed is measured by `npm run bench`, not asserted here.
  it("finds a fuzzy match in a 10,000-line file", () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, index) => `    const value${index} = compute(${index});`,
    );
    lines[9_000] = "    if  (ready)   {";
    lines[9_001] = "        launch();";
    const content = `${lines.join("\n")}\n`;
    const outcome = applyEdit(content, "if (ready) {\n    launch();", "if (ready) {\n    land();", false);
    expect(outcome.ok && outcome.rung).toBe("collapse");
  });
});

describe("normalisation", () => {
  it.each([
    ["\u2018a\u2019 \u201Ab\u201B \u2032", "'a' 'b' '"],
    ["\u201Cq\u201D \u201E\u201F \u2033", '"q" "" "'],
    ["\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-------"],
    ["wait\u2026", "wait..."],
    ["a\u00A0b\u2000c\u200Ad\u202Fe\u205Ff\u3000g", "a b c d e f g"],
  ])("normalisePunctuation(%j)", (input, expected) => {
    expect(normalisePunctuation(input)).toBe(expected);
  });

  it.each([
    ["rstrip", "  a  b  ", "  a  b"],
    ["trim", "  a  b  ", "a  b"],
    ["collapse", "  a  \t b  ", "a b"],
    ["punctuation", " \u201Ca\u201D\u00A0\u00A0\u2014 ", '"a" -'],
  ] as const)("%s", (rung, input, expected) => {
    expect(normaliseLine(input, rung)).toBe(expected);
  });

  it("detects line endings from the first line", () => {
    expect(detectEol("a\r\nb\n")).toBe("\r\n");
    expect(detectEol("a\nb\r\n")).toBe("\n");
    expect(detectEol("a")).toBe("\n");
  });
});
