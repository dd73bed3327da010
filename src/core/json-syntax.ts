/**
 * The one JSON syntax checker: finds where a text stops being JSON (or JSONC, which allows
 * comments and trailing commas: tsconfig.json, .vscode/settings.json). `JSON.parse` on Node 20
 * often reports no position at all (`Unexpected token '}', "…" is not valid JSON`), and a person
 * fixing feature_list.json or .alfred/config.json — or the model fixing a file it wrote — needs a
 * line, a column, what stood there and what was expected. A maintained parser (jsonc-parser) was
 * weighed: it reports errors inside a string at the string's start, not at the bad character, and
 * names codes rather than what it found; this scanner is the one place that logic lives.
 */

/** The first syntax error of a JSON text; `line` and `column` are 1-based, `offset` 0-based (UTF-16). */
export interface JsonSyntaxError {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  /** Set when the text is nested too deeply to scan: not a verdict on its syntax. */
  readonly tooDeep?: true;
}

/** What the scanner accepts beyond strict JSON. */
export interface JsonSyntaxOptions {
  /** Line and block comments and trailing commas, as in tsconfig.json. */
  readonly jsonc?: boolean;
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

/**
 * Locates the first syntax error of `text`, or `undefined` when it is valid JSON (valid JSONC
 * with `options.jsonc`). Pure; never throws: nesting too deep to scan is reported at 1:1 with
 * `tooDeep` set.
 */
export function findJsonSyntaxError(
  text: string,
  options: JsonSyntaxOptions = {},
): JsonSyntaxError | undefined {
  try {
    new JsonScanner(text, options.jsonc === true).document();
    return undefined;
  } catch (thrown) {
    if (thrown instanceof SyntaxAt)
      return { offset: thrown.offset, ...lineColumnAt(text, thrown.offset), message: thrown.message };
    // Nesting deep enough to exhaust the stack: report it at the start rather than crash.
    return { offset: 0, line: 1, column: 1, message: "the JSON is nested too deeply", tooDeep: true };
  }
}

/** 1-based line and column of a UTF-16 offset in `text` (lines end at "\n"). */
export function lineColumnAt(
  text: string,
  offset: number,
): { readonly line: number; readonly column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

class JsonScanner {
  private position = 0;

  constructor(
    private readonly text: string,
    private readonly jsonc: boolean,
  ) {}

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
      if (this.jsonc && this.closesAfterComma(close)) return;
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

  /** JSONC's trailing comma: true (and past `close`) when `close` follows the comma. */
  private closesAfterComma(close: string): boolean {
    this.whitespace();
    if (this.text[this.position] !== close) return false;
    this.position += 1;
    return true;
  }

  private whitespace(): void {
    for (;;) {
      while (" \t\n\r".includes(this.text[this.position] ?? "x")) this.position += 1;
      if (!this.jsonc || this.text[this.position] !== "/") return;
      const next = this.text[this.position + 1];
      if (next === "/") {
        const end = this.text.indexOf("\n", this.position);
        this.position = end === -1 ? this.text.length : end;
      } else if (next === "*") {
        const end = this.text.indexOf("*/", this.position + 2);
        if (end === -1) throw new SyntaxAt(this.position, "unterminated comment");
        this.position = end + 2;
      } else {
        return;
      }
    }
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
