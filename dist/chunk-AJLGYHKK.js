import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/orchestrator/canonical-json.ts
function canonicalJson(value) {
  return write(value, "$", /* @__PURE__ */ new Set());
}
function write(value, path, ancestors) {
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
function writeContainer(value, path, ancestors) {
  if (ancestors.has(value)) throw new TypeError(`${path}: circular reference`);
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value;
      return `[${Array.from(items, (item, index) => write(item, `${path}[${index}]`, ancestors)).join(",")}]`;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      throw new TypeError(`${path}: only plain objects are valid JSON here`);
    }
    const record = { ...value };
    const members = Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${write(record[key], `${path}.${key}`, ancestors)}`);
    return `{${members.join(",")}}`;
  } finally {
    ancestors.delete(value);
  }
}
function mapStrings(value, transform) {
  if (typeof value === "string") return transform(value);
  if (Array.isArray(value)) {
    const items = value;
    return items.map((item) => mapStrings(item, transform));
  }
  if (typeof value !== "object" || value === null) return value;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(copy, key, {
      value: mapStrings(item, transform),
      enumerable: true,
      writable: true,
      configurable: true
    });
  }
  return copy;
}

export {
  canonicalJson,
  mapStrings
};
