/**
 * Canonical JSON: the one byte sequence the ledger signs for a value.
 *
 * Object keys are sorted recursively by UTF-16 code units (JavaScript's default
 * sort), arrays keep their order, there is no whitespace, and strings and
 * numbers are written the way `JSON.stringify` writes them. For the values this
 * accepts that is exactly RFC 8785 (JCS), so other languages can re-verify.
 *
 * Anything JSON cannot represent faithfully is refused rather than silently
 * changed: `undefined` (as a value, an array element or an object property),
 * `NaN` and `±Infinity`, bigints, functions, symbols, cycles, and objects that
 * are not plain (`Date`, `Map`, class instances) all throw a `TypeError`.
 */

/** A value JSON can represent. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonObject;

/** A JSON object. */
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

/**
 * Serialises `value` canonically (sorted keys, no whitespace).
 * @throws TypeError naming the JSON path of the first value JSON cannot represent.
 */
export function canonicalJson(value: unknown): string {
  return write(value, "$", new Set());
}

function write(value: unknown, path: string, ancestors: Set<object>): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`${path}: ${String(value)} is not valid JSON`);
      return JSON.stringify(value);
    case "object":
      return writeContainer(value, path, ancestors);
    case "undefined":
    case "bigint":
    case "function":
    case "symbol":
      break;
  }
  throw new TypeError(`${path}: a ${typeof value} is not valid JSON`);
}

function writeContainer(value: object, path: string, ancestors: Set<object>): string {
  if (ancestors.has(value)) throw new TypeError(`${path}: circular reference`);
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      const items: readonly unknown[] = value;
      // Array.from visits holes of sparse arrays as `undefined`, which is refused.
      return `[${Array.from(items, (item, index) => write(item, `${path}[${index}]`, ancestors)).join(",")}]`;
    }
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      throw new TypeError(`${path}: only plain objects are valid JSON here`);
    }
    const record: Readonly<Record<string, unknown>> = { ...value };
    const members = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${write(record[key], `${path}.${key}`, ancestors)}`);
    return `{${members.join(",")}}`;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * Copies a JSON-like value with `transform` applied to every string value,
 * however deep (object keys are left alone). Arrays and plain objects are
 * rebuilt; anything else is returned as it is, for the caller to validate.
 * Used to redact ledger and journal payloads before they are written.
 */
export function mapStrings(value: JsonObject, transform: (text: string) => string): JsonObject;
export function mapStrings(value: unknown, transform: (text: string) => string): unknown;
export function mapStrings(value: unknown, transform: (text: string) => string): unknown {
  if (typeof value === "string") return transform(value);
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    return items.map((item) => mapStrings(item, transform));
  }
  if (typeof value !== "object" || value === null) return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defineProperty keeps a "__proto__" key an ordinary own property.
    Object.defineProperty(copy, key, {
      value: mapStrings(item, transform),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
