/**
 * A JSON validator that says *where* the text breaks. `JSON.parse` on Node 20
 * often omits the position ("Unexpected token '}' … is not valid JSON"), so
 * this small recursive-descent scanner finds the offset itself. In `jsonc`
 * mode it also accepts comments and trailing commas (tsconfig.json,
 * .vscode/settings.json).
 */

/** Where the text stops being JSON: a UTF-16 offset and what was expected there. */
export interface JsonProblem {
  readonly offset: number;
  readonly message: string;
}

/** Thrown inside the scanner only; never escapes {@link findJsonProblem}. */
class ScanError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const LITERALS = ["true", "false", "null"] as const;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// JSON forbids raw control characters inside strings.
// eslint-disable-next-line no-control-regex
const STRING_BODY = /(?:[^"\\\u0000-\u001F]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/y;

class Scanner {
  private at = 0;

  constructor(
    private readonly text: string,
    private readonly jsonc: boolean,
  ) {}

  document(): void {
    this.skip();
    this.value();
    this.skip();
    if (this.at < this.text.length) this.fail("unexpected text after the JSON value");
  }

  private fail(message: string): never {
    throw new ScanError(this.at, message);
  }

  private skip(): void {
    for (;;) {
      const char = this.text.charAt(this.at);
      if (char === " " || char === "\t" || char === "\n" || char === "\r") {
        this.at += 1;
      } else if (this.jsonc && this.text.startsWith("//", this.at)) {
        const end = this.text.indexOf("\n", this.at);
        this.at = end === -1 ? this.text.length : end;
      } else if (this.jsonc && this.text.startsWith("/*", this.at)) {
        const end = this.text.indexOf("*/", this.at + 2);
        if (end === -1) this.fail("unterminated comment");
        this.at = end + 2;
      } else {
        return;
      }
    }
  }

  private value(): void {
    const char = this.text.charAt(this.at);
    if (char === "{") return this.container("}", true);
    if (char === "[") return this.container("]", false);
    if (char === '"') return this.string();
    for (const literal of LITERALS) {
      if (this.text.startsWith(literal, this.at)) {
        this.at += literal.length;
        return;
      }
    }
    NUMBER.lastIndex = this.at;
    if (NUMBER.test(this.text)) {
      this.at = NUMBER.lastIndex;
      return;
    }
    this.fail(char === "" ? "unexpected end of input" : `unexpected ${JSON.stringify(char)}`);
  }

  private string(): void {
    this.at += 1;
    STRING_BODY.lastIndex = this.at;
    STRING_BODY.test(this.text);
    this.at = STRING_BODY.lastIndex;
    if (this.text.charAt(this.at) !== '"') {
      this.fail(this.at >= this.text.length ? "unterminated string" : "invalid character in string");
    }
    this.at += 1;
  }

  private container(close: "}" | "]", isObject: boolean): void {
    this.at += 1;
    this.skip();
    if (this.text.charAt(this.at) === close) {
      this.at += 1;
      return;
    }
    for (;;) {
      if (isObject) {
        if (this.text.charAt(this.at) !== '"') this.fail("expected a double-quoted property name");
        this.string();
        this.skip();
        if (this.text.charAt(this.at) !== ":") this.fail('expected ":"');
        this.at += 1;
        this.skip();
      }
      this.value();
      this.skip();
      const char = this.text.charAt(this.at);
      if (char === close) {
        this.at += 1;
        return;
      }
      if (char !== ",") this.fail(`expected "," or "${close}"`);
      this.at += 1;
      this.skip();
      if (this.jsonc && this.text.charAt(this.at) === close) {
        this.at += 1;
        return;
      }
    }
  }
}

/**
 * The first place `text` is not valid JSON (or JSONC when `jsonc`), or
 * undefined when it is valid (or nested too deeply to scan). Pure; never throws.
 */
export function findJsonProblem(text: string, jsonc: boolean): JsonProblem | undefined {
  try {
    new Scanner(text, jsonc).document();
    return undefined;
  } catch (error: unknown) {
    // Anything but a ScanError is the scanner's own limit (nesting too deep to recurse): no verdict.
    if (error instanceof ScanError) return { offset: error.offset, message: error.message };
    return undefined;
  }
}
