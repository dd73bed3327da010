/**
 * Whether a valid JSON text survives `JSON.parse` then `JSON.stringify` with
 * the same meaning. Alfred rewrites feature_list.json (statuses) through that
 * round trip, and it must never rewrite a file it cannot read back exactly:
 * a repeated key keeps only its last value, an integer beyond 2^53 or a
 * number beyond the double range comes back as another number (or `null`).
 * Pure; the text must already be valid JSON (`JSON.parse` accepted it).
 */
import { lineColumnAt } from "./json-syntax.js";

/** Why a JSON text does not round-trip, and where (1-based line and column; JSON path). */
export interface JsonLoss {
  readonly line: number;
  readonly column: number;
  /** `features[2].id`, `$` for the top level. */
  readonly path: string;
  readonly message: string;
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const STRING = /"(?:[^"\\]|\\.)*"/y;

/** The first place `text` would change meaning through parse + stringify, or `undefined`. */
export function findJsonLoss(text: string): JsonLoss | undefined {
  try {
    new LossScanner(text).value("$");
    return undefined;
  } catch (thrown) {
    if (thrown instanceof LossAt)
      return { ...lineColumnAt(text, thrown.offset), path: thrown.path, message: thrown.message };
    // Nesting too deep for this scanner: JSON.parse managed it, so say so rather than guess.
    return { line: 1, column: 1, path: "$", message: "the JSON is nested too deeply to check" };
  }
}

class LossAt extends Error {
  constructor(
    readonly offset: number,
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** A number token whose value JSON.stringify would write differently (or as `null`). */
function numberLoss(token: string): string | undefined {
  const value = Number(token);
  if (!Number.isFinite(value))
    return `the number ${token} is beyond what JSON.parse can hold (it would be written as null)`;
  if (/^-?\d+$/.test(token) && BigInt(token) !== BigInt(value))
    return `the integer ${token} is beyond 2^53 and would be written as ${JSON.stringify(value)}`;
  return undefined;
}

class LossScanner {
  private position = 0;

  constructor(private readonly text: string) {}

  value(path: string): void {
    this.whitespace();
    const character = this.text[this.position];
    if (character === "{") return this.object(path);
    if (character === "[") return this.array(path);
    if (character === '"') {
      this.string();
      return;
    }
    NUMBER.lastIndex = this.position;
    const number = NUMBER.exec(this.text);
    if (number !== null && number.index === this.position && /[-0-9]/.test(character ?? "")) {
      const loss = numberLoss(number[0]);
      if (loss !== undefined) throw new LossAt(this.position, path, loss);
      this.position += number[0].length;
      return;
    }
    // true, false, null
    const word = /true|false|null/y;
    word.lastIndex = this.position;
    this.position += word.exec(this.text)?.[0].length ?? 1;
  }

  private object(path: string): void {
    this.position += 1;
    const seen = new Map<string, number>();
    for (;;) {
      this.whitespace();
      if (this.text[this.position] === "}") break;
      const at = this.position;
      const key = JSON.parse(this.string()) as string;
      const first = seen.get(key);
      const keyPath = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      if (first !== undefined) {
        const { line, column } = lineColumnAt(this.text, first);
        throw new LossAt(
          at,
          keyPath,
          `duplicate key "${key}" (first at line ${line}, column ${column}); only the last value would be kept`,
        );
      }
      seen.set(key, at);
      this.whitespace();
      this.position += 1; // ':'
      this.value(keyPath);
      this.whitespace();
      if (this.text[this.position] === ",") this.position += 1;
    }
    this.position += 1;
  }

  private array(path: string): void {
    this.position += 1;
    for (let index = 0; ; index += 1) {
      this.whitespace();
      if (this.text[this.position] === "]") break;
      this.value(`${path}[${index}]`);
      this.whitespace();
      if (this.text[this.position] === ",") this.position += 1;
    }
    this.position += 1;
  }

  private string(): string {
    STRING.lastIndex = this.position;
    const token = STRING.exec(this.text)?.[0] ?? '""';
    this.position += token.length;
    return token;
  }

  private whitespace(): void {
    while (/[ \t\r\n]/.test(this.text[this.position] ?? "")) this.position += 1;
  }
}
