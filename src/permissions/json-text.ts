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
