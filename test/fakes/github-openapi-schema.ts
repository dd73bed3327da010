/**
 * A small JSON-schema checker for the subset GitHub's OpenAPI 3.0 description
 * uses in request bodies and parameters: `$ref` (local), `type`, `nullable`,
 * `enum`, `required`, `properties`, `additionalProperties`, `items`,
 * `min/maxItems`, `min/maxLength`, `minimum/maximum`, `allOf`, `anyOf`,
 * `oneOf` (an alternative matches when it yields no error). `format` and
 * `pattern` are not checked.
 */

/** A JSON object, as read from the description. */
export type JsonObject = { readonly [key: string]: unknown };

/** True for a non-null, non-array object. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Resolves a local `$ref` (`#/components/schemas/…`) against `root`. */
export function resolveRef(root: JsonObject, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`unsupported $ref ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isJsonObject(node) || !(key in node)) throw new Error(`dangling $ref ${ref}`);
    node = node[key];
  }
  return node;
}

/** Follows `$ref`s until a schema object. */
export function deref(root: JsonObject, schema: unknown): JsonObject {
  let node = schema;
  for (let hops = 0; hops < 32; hops += 1) {
    if (!isJsonObject(node)) return {};
    const ref = node["$ref"];
    if (typeof ref !== "string") return node;
    node = resolveRef(root, ref);
  }
  throw new Error("$ref chain too long");
}

/**
 * Checks `value` against `schema`; returns one message per problem, each
 * starting with the JSON path (`body.draft: expected boolean, got string "yes"`).
 */
export function checkSchema(root: JsonObject, schema: unknown, value: unknown, path: string): string[] {
  const errors: string[] = [];
  check(root, schema, value, path, errors, 0);
  return errors;
}

function check(
  root: JsonObject,
  raw: unknown,
  value: unknown,
  path: string,
  errors: string[],
  depth: number,
): void {
  if (depth > 64) return;
  const schema = deref(root, raw);
  if (value === null && schema["nullable"] === true) return;
  const allOf = schema["allOf"];
  if (Array.isArray(allOf)) for (const part of allOf) check(root, part, value, path, errors, depth + 1);
  for (const keyword of ["anyOf", "oneOf"]) {
    const alternatives = schema[keyword];
    if (!Array.isArray(alternatives) || alternatives.length === 0) continue;
    const results = alternatives.map((alternative) => checkSchema(root, alternative, value, path));
    if (results.some((result) => result.length === 0)) continue;
    const closest = results.reduce((best, result) => (result.length < best.length ? result : best));
    errors.push(
      `${path}: matches none of the ${alternatives.length} allowed shapes (closest: ${closest[0] ?? "?"})`,
    );
  }
  const type = schema["type"];
  if (typeof type === "string" && !hasType(value, type)) {
    errors.push(
      `${path}: expected ${type}${schema["nullable"] === true ? " or null" : ""}, got ${describe(value)}`,
    );
    return;
  }
  const allowed = schema["enum"];
  if (Array.isArray(allowed) && !allowed.some((option) => option === value)) {
    errors.push(
      `${path}: expected one of ${allowed.map((option) => JSON.stringify(option)).join(", ")}, got ${describe(value)}`,
    );
  }
  if (typeof value === "string") checkString(schema, value, path, errors);
  if (typeof value === "number") checkNumber(schema, value, path, errors);
  if (Array.isArray(value)) checkArray(root, schema, value, path, errors, depth);
  else if (isJsonObject(value)) checkObject(root, schema, value, path, errors, depth);
}

function checkObject(
  root: JsonObject,
  schema: JsonObject,
  value: JsonObject,
  path: string,
  errors: string[],
  depth: number,
): void {
  const properties = isJsonObject(schema["properties"]) ? schema["properties"] : {};
  const required = Array.isArray(schema["required"]) ? schema["required"] : [];
  for (const name of required) {
    if (typeof name === "string" && !(name in value))
      errors.push(`${path}: missing required property "${name}"`);
  }
  const additional = schema["additionalProperties"];
  for (const [key, item] of Object.entries(value)) {
    if (key in properties) check(root, properties[key], item, `${path}.${key}`, errors, depth + 1);
    else if (additional === false) errors.push(`${path}: unknown property "${key}"`);
    else if (isJsonObject(additional)) check(root, additional, item, `${path}.${key}`, errors, depth + 1);
  }
}

function checkArray(
  root: JsonObject,
  schema: JsonObject,
  value: readonly unknown[],
  path: string,
  errors: string[],
  depth: number,
): void {
  const min = schema["minItems"];
  const max = schema["maxItems"];
  if (typeof min === "number" && value.length < min) errors.push(`${path}: expected at least ${min} items`);
  if (typeof max === "number" && value.length > max) errors.push(`${path}: expected at most ${max} items`);
  const items = schema["items"];
  if (items !== undefined)
    value.forEach((item, index) => check(root, items, item, `${path}[${index}]`, errors, depth + 1));
}

function checkString(schema: JsonObject, value: string, path: string, errors: string[]): void {
  const min = schema["minLength"];
  const max = schema["maxLength"];
  if (typeof min === "number" && value.length < min)
    errors.push(`${path}: expected at least ${min} characters`);
  if (typeof max === "number" && value.length > max)
    errors.push(`${path}: expected at most ${max} characters`);
}

function checkNumber(schema: JsonObject, value: number, path: string, errors: string[]): void {
  const min = schema["minimum"];
  const max = schema["maximum"];
  if (typeof min === "number" && value < min) errors.push(`${path}: expected at least ${min}, got ${value}`);
  if (typeof max === "number" && value > max) errors.push(`${path}: expected at most ${max}, got ${value}`);
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value);
    case "object":
      return isJsonObject(value);
    case "null":
      return value === null;
    default:
      return true;
  }
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "string")
    return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === "number" || typeof value === "boolean") return `${typeof value} ${value}`;
  return typeof value;
}
