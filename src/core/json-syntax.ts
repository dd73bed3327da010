/**
 * Finds where a JSON text stops being JSON. `JSON.parse` on Node 20 often
 * reports no position at all (`Unexpected token '}', "…" is not valid JSON`),
 * and a user fixing feature_list.json needs a line and a column.
 */

/** The first syntax error of a JSON text; `line` and `column` are 1-based. */
export interface JsonSyntaxError {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

class SyntaxAt extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);
const HEX4 = /^[0-9a-fA-F]{4}$/;

/** Locates the first syntax error of `text`, or `undefined` when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    new JsonScanner(text).document();
    return undefined;
  } catch (thrown) {
    if (thrown instanceof SyntaxAt) return { ...lineAndColumn(text, thrown.offset), message: thrown.message };
    // Nesting deep enough to exhaust the stack: report it at the start rather than crash.
    return { line: 1, column: 1, message: "the JSON is nested too deeply" };
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastNewline = before.lastIndexOf("\n");
  return { line: before.split("\n").length, column: offset - lastNewline };
}

class JsonScanner {
  private position = 0;

  constructor(private readonly text: string) {}

  document(): void {
    this.value();
    this.whitespace();
    if (this.position < this.text.length) this.fail("after the end of the JSON value");
  }

  private value(): void {
    this.whitespace();
    const character = this.text[this.position];
    if (character === "{") return this.container("}", true);
    if (character === "[") return this.container("]", false);
    if (character === '"') return this.string();
    if (character === "-" || (character !== undefined && character >= "0" && character <= "9"))
      return this.number();
    for (const literal of ["true", "false", "null"]) {
      if (this.text.startsWith(literal, this.position)) {
        this.position += literal.length;
        return;
      }
    }
    this.fail("expected a value");
  }

  private container(close: string, isObject: boolean): void {
    this.position += 1;
    this.whitespace();
    if (this.text[this.position] === close) {
      this.position += 1;
      return;
    }
    for (;;) {
      if (isObject) {
        this.whitespace();
        if (this.text[this.position] !== '"') this.fail("expected a property name in double quotes");
        this.string();
        this.whitespace();
        if (this.text[this.position] !== ":") this.fail("expected ':'");
        this.position += 1;
      }
      this.value();
      this.whitespace();
      const next = this.text[this.position];
      if (next === close) {
        this.position += 1;
        return;
      }
      if (next !== ",") this.fail(`expected ',' or '${close}'`);
      this.position += 1;
    }
  }

  private string(): void {
    const start = this.position;
    this.position += 1;
    for (;;) {
      const character = this.text[this.position];
      if (character === undefined) throw new SyntaxAt(start, "unterminated string");
      if (character === '"') {
        this.position += 1;
        return;
      }
      if (character === "\\") {
        const escape = this.text[this.position + 1] ?? "";
        const valid =
          ESCAPES.has(escape) ||
          (escape === "u" && HEX4.test(this.text.slice(this.position + 2, this.position + 6)));
        if (!valid) throw new SyntaxAt(this.position, "invalid escape in string");
        this.position += escape === "u" ? 6 : 2;
      } else if (character < " ") {
        throw new SyntaxAt(this.position, "unescaped control character (a raw newline?) in string");
      } else {
        this.position += 1;
      }
    }
  }

  private number(): void {
    NUMBER.lastIndex = this.position;
    if (!NUMBER.test(this.text)) this.fail("expected a number");
    this.position = NUMBER.lastIndex;
  }

  private whitespace(): void {
    while (" \t\n\r".includes(this.text[this.position] ?? "x")) this.position += 1;
  }

  private fail(expectation: string): never {
    const character = this.text[this.position];
    const found =
      character === undefined ? "unexpected end of input" : `unexpected ${JSON.stringify(character)}`;
    const trailingComma =
      (character === "]" || character === "}") && this.text.slice(0, this.position).trimEnd().endsWith(",");
    throw new SyntaxAt(
      this.position,
      `${found}, ${expectation}${trailingComma ? " (a trailing comma?)" : ""}`,
    );
  }
}
