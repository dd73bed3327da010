import type { z } from "zod";

type PathKey = PropertyKey;

/** Renders a JSON path the way people write it: `PreToolUse[0].command`, `["odd key"]`. */
export function formatJsonPath(path: readonly PathKey[]): string {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) text += text === "" ? key : `.${key}`;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}

function valueAt(root: unknown, path: readonly PathKey[]): { found: boolean; value: unknown } {
  let current: unknown = root;
  for (const key of path) {
    if (typeof current !== "object" || current === null || typeof key === "symbol") {
      return { found: false, value: undefined };
    }
    if (!Object.prototype.hasOwnProperty.call(current, key)) return { found: false, value: undefined };
    current = (current as Record<string | number, unknown>)[key];
  }
  return { found: true, value: current };
}

function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return article(typeof value);
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === "invalid_type") {
    const at = valueAt(input, issue.path);
    const expected = article(issue.expected);
    return at.found ? `expected ${expected}, got ${describeType(at.value)}` : `missing; expected ${expected}`;
  }
  if (issue.code === "invalid_value") {
    return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
  }
  return issue.message;
}

/** One zod issue, as the JSON path it concerns (`""` for the root) and what is wrong there. */
export interface IssueLine {
  readonly path: string;
  readonly problem: string;
}

/**
 * Turns zod issues into problems a person (or the model) can act on, each with the
 * JSON path and what was expected (`PreToolUse[0].command` / `expected a string, got a number`).
 * Unknown fields are named at their own path. `input` is the value that was parsed.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input: unknown): IssueLine[] {
  const lines: IssueLine[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        lines.push({ path: formatJsonPath([...issue.path, key]), problem: "unknown field" });
      continue;
    }
    lines.push({ path: formatJsonPath(issue.path), problem: describeIssue(issue, input) });
  }
  return lines;
}

/** {@link describeIssues} as `path: problem` lines (just `problem` at the root). */
export function formatIssues(issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  return describeIssues(issues, input).map(({ path, problem }) =>
    path === "" ? problem : `${path}: ${problem}`,
  );
}

/**
 * Parses JSON text, and on a syntax error reports the 1-based line and column
 * (Node 20's `JSON.parse` messages carry no position). Never throws.
 */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = findSyntaxErrorOffset(text);
    const before = text.slice(0, offset);
    const line = before.split("\n").length;
    const column = offset - before.lastIndexOf("\n");
    return {
      ok: false,
      error: `invalid JSON at line ${line}, column ${column}: ${message.split("\n")[0] ?? ""}`,
    };
  }
}

class JsonSyntaxAt extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at offset ${offset}`);
  }
}

/** Offset of the first character a strict JSON parser rejects (text.length for a premature end). */
function findSyntaxErrorOffset(text: string): number {
  let at = 0;
  function skip(): void {
    while (at < text.length && " \t\n\r".includes(text.charAt(at))) at += 1;
  }
  function fail(): never {
    throw new JsonSyntaxAt(at);
  }
  function literal(word: string): void {
    for (const char of word) {
      if (text.charAt(at) !== char) fail();
      at += 1;
    }
  }
  function string(): void {
    at += 1;
    for (;;) {
      const char = text.charAt(at);
      if (char === "" || char < " ") fail();
      if (char === '"') {
        at += 1;
        return;
      }
      if (char === "\\") {
        at += 1;
        const escape = text.charAt(at);
        if (escape === "u") {
          for (let i = 0; i < 4; i += 1) {
            at += 1;
            if (!/[0-9a-fA-F]/.test(text.charAt(at))) fail();
          }
        } else if (escape === "" || !'"\\/bfnrt'.includes(escape)) fail();
      }
      at += 1;
    }
  }
  function number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (match === null) fail();
    at += match[0].length;
  }
  function sequence(close: string, item: () => void): void {
    at += 1;
    skip();
    if (text.charAt(at) === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      skip();
      if (text.charAt(at) === close) {
        at += 1;
        return;
      }
      if (text.charAt(at) !== ",") fail();
      at += 1;
    }
  }
  function member(): void {
    skip();
    if (text.charAt(at) !== '"') fail();
    string();
    skip();
    if (text.charAt(at) !== ":") fail();
    at += 1;
    value();
  }
  function value(): void {
    skip();
    const char = text.charAt(at);
    if (char === "{") sequence("}", member);
    else if (char === "[") sequence("]", value);
    else if (char === '"') string();
    else if (char === "t") literal("true");
    else if (char === "f") literal("false");
    else if (char === "n") literal("null");
    else number();
  }
  try {
    value();
    skip();
    return at;
  } catch (error: unknown) {
    return error instanceof JsonSyntaxAt ? error.offset : 0;
  }
}
