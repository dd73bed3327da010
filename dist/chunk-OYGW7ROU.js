import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  TOOLCHAIN_TABLE,
  ZodISODate,
  ZodISODateTime,
  ZodISODuration,
  ZodISOTime,
  _isoDate,
  _isoDateTime,
  _isoDuration,
  _isoTime,
  assignProp,
  checks_exports,
  credentialPathVerdict,
  globalRegistry,
  isPlainObject,
  schemas_exports
} from "./chunk-DLGEH2NF.js";
import {
  ignoreCleanupError
} from "./chunk-ZV5H6OHN.js";
import {
  AlfredError
} from "./chunk-ZVFRXTU7.js";
import {
  checkEgress,
  checkResolvedAddresses
} from "./chunk-XRZ52MBI.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import {
  __export
} from "./chunk-FQEV5D4S.js";

// node_modules/zod/v4/classic/iso.js
var iso_exports = {};
__export(iso_exports, {
  ZodISODate: () => ZodISODate,
  ZodISODateTime: () => ZodISODateTime,
  ZodISODuration: () => ZodISODuration,
  ZodISOTime: () => ZodISOTime,
  date: () => date,
  datetime: () => datetime,
  duration: () => duration,
  time: () => time
});
function datetime(params) {
  return _isoDateTime(ZodISODateTime, params);
}
function date(params) {
  return _isoDate(ZodISODate, params);
}
function time(params) {
  return _isoTime(ZodISOTime, params);
}
function duration(params) {
  return _isoDuration(ZodISODuration, params);
}

// node_modules/zod/v4/classic/from-json-schema.js
var z = {
  ...schemas_exports,
  ...checks_exports,
  iso: iso_exports
};
var RECOGNIZED_KEYS = /* @__PURE__ */ new Set([
  // Schema identification
  "$schema",
  "$ref",
  "$defs",
  "definitions",
  // Core schema keywords
  "$id",
  "id",
  "$comment",
  "$anchor",
  "$vocabulary",
  "$dynamicRef",
  "$dynamicAnchor",
  // Type
  "type",
  "enum",
  "const",
  // Composition
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  // Object
  "properties",
  "required",
  "additionalProperties",
  "patternProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  // Array
  "items",
  "prefixItems",
  "additionalItems",
  "minItems",
  "maxItems",
  "uniqueItems",
  "contains",
  "minContains",
  "maxContains",
  // String
  "minLength",
  "maxLength",
  "pattern",
  "format",
  // Number
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  // Already handled metadata
  "description",
  "default",
  // Content
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
  // Unsupported (error-throwing)
  "unevaluatedItems",
  "unevaluatedProperties",
  "if",
  "then",
  "else",
  "dependentSchemas",
  "dependentRequired",
  // OpenAPI
  "nullable",
  "readOnly"
]);
function detectVersion(schema, defaultTarget) {
  const $schema = schema.$schema;
  if ($schema === "https://json-schema.org/draft/2020-12/schema") {
    return "draft-2020-12";
  }
  if ($schema === "http://json-schema.org/draft-07/schema#") {
    return "draft-7";
  }
  if ($schema === "http://json-schema.org/draft-04/schema#") {
    return "draft-4";
  }
  return defaultTarget ?? "draft-2020-12";
}
function applyMinItems(items, minItems) {
  return items.map((item, index) => index < minItems ? item : item.optional());
}
function decodeJSONPointerSegment(segment) {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
function resolveRef(ref, ctx) {
  if (!ref.startsWith("#")) {
    throw new Error("External $ref is not supported, only local refs (#/...) are allowed");
  }
  const path = ref.slice(1).split("/").filter(Boolean);
  if (path.length === 0) {
    return ctx.rootSchema;
  }
  const defsKey = ctx.version === "draft-2020-12" ? "$defs" : "definitions";
  if (path[0] === defsKey) {
    const key = path[1] === void 0 ? void 0 : decodeJSONPointerSegment(path[1]);
    if (!key || !ctx.defs[key]) {
      throw new Error(`Reference not found: ${ref}`);
    }
    return ctx.defs[key];
  }
  throw new Error(`Reference not found: ${ref}`);
}
function checkObjectGuards(objectSchema, guards) {
  const guard = z.transform((value) => value).check((payload) => {
    const value = payload.value;
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return;
    const keys = Object.getOwnPropertyNames(value);
    if (guards.minProperties !== void 0 && keys.length < guards.minProperties) {
      payload.issues.push({
        origin: "object",
        code: "too_small",
        minimum: guards.minProperties,
        inclusive: true,
        message: `Too small: expected object to have >=${guards.minProperties} properties`,
        input: value,
        inst: objectSchema,
        continue: true
      });
    }
    if (guards.maxProperties !== void 0 && keys.length > guards.maxProperties) {
      payload.issues.push({
        origin: "object",
        code: "too_big",
        maximum: guards.maxProperties,
        inclusive: true,
        message: `Too big: expected object to have <=${guards.maxProperties} properties`,
        input: value,
        inst: objectSchema,
        continue: true
      });
    }
    if (guards.keySchema) {
      for (const key of keys) {
        const result = guards.keySchema.safeParse(key);
        if (result.success)
          continue;
        payload.issues.push({
          code: "invalid_key",
          origin: "record",
          issues: result.error.issues,
          input: key,
          path: [key],
          continue: true
        });
      }
    }
  });
  return guard.pipe(objectSchema);
}
function canonicalKey(value, seen) {
  if (value === null)
    return "z";
  const type = typeof value;
  if (type !== "object") {
    if (type === "number" && Number.isNaN(value))
      return null;
    const raw = String(value);
    return `${type[0]}${raw.length}:${raw}`;
  }
  if (seen.has(value))
    return null;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const parts2 = [];
      for (const item of value) {
        const key = canonicalKey(item, seen);
        if (key === null)
          return null;
        parts2.push(key);
      }
      return `a${parts2.length}:[${parts2.join(",")}]`;
    }
    const keys = Object.keys(value).sort();
    const parts = [];
    for (const k of keys) {
      const key = canonicalKey(value[k], seen);
      if (key === null)
        return null;
      parts.push(`${k.length}:${k}=${key}`);
    }
    return `o${parts.length}:{${parts.join(",")}}`;
  } finally {
    seen.delete(value);
  }
}
var SCHEMA_KEYWORDS = /* @__PURE__ */ new Set([
  "items",
  "prefixItems",
  "additionalItems",
  "additionalProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "allOf",
  "anyOf",
  "oneOf",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema"
]);
var SCHEMA_MAP_KEYWORDS = /* @__PURE__ */ new Set([
  "properties",
  "patternProperties",
  "dependentSchemas",
  "dependencies",
  "$defs",
  "definitions"
]);
function containsRef(value) {
  if (typeof value !== "object" || value === null)
    return false;
  if (Array.isArray(value))
    return value.some(containsRef);
  if (typeof value.$ref === "string")
    return true;
  return Object.entries(value).some(([key, sub]) => {
    if (SCHEMA_KEYWORDS.has(key))
      return containsRef(sub);
    if (!SCHEMA_MAP_KEYWORDS.has(key) || typeof sub !== "object" || sub === null)
      return false;
    return Object.values(sub).some(containsRef);
  });
}
function plural(n) {
  return n === 1 ? "element" : "elements";
}
function checkArrayGuards(arraySchema, guards) {
  const guard = z.transform((value) => value).check((payload) => {
    const items = payload.value;
    if (!Array.isArray(items))
      return;
    if (guards.uniqueItems === true) {
      const firstSeen = /* @__PURE__ */ new Map();
      for (let i = 0; i < items.length; i++) {
        const key = canonicalKey(items[i], /* @__PURE__ */ new Set());
        if (key === null)
          continue;
        const first = firstSeen.get(key);
        if (first === void 0) {
          firstSeen.set(key, i);
          continue;
        }
        payload.issues.push({
          code: "custom",
          message: `Array items must be unique: element at index ${i} duplicates the one at index ${first}`,
          input: items,
          path: [i],
          continue: true
        });
      }
    }
    if (guards.containsSchema) {
      const minContains = guards.minContains ?? 1;
      const ceiling = guards.maxContains !== void 0 ? guards.maxContains + 1 : Number.POSITIVE_INFINITY;
      let matches = 0;
      for (const item of items) {
        if (guards.containsSchema.safeParse(item).success && ++matches >= ceiling)
          break;
      }
      if (matches < minContains) {
        payload.issues.push({
          code: "custom",
          message: `Array must contain at least ${minContains} matching ${plural(minContains)}; found ${matches}`,
          input: items,
          continue: true
        });
      }
      if (guards.maxContains !== void 0 && matches > guards.maxContains) {
        payload.issues.push({
          code: "custom",
          message: `Array must contain at most ${guards.maxContains} matching ${plural(guards.maxContains)}`,
          input: items,
          continue: true
        });
      }
    }
  });
  return guard.pipe(arraySchema);
}
function getTupleRest(restSchema, ctx) {
  if (restSchema === false) {
    return void 0;
  }
  if (restSchema === void 0 || restSchema === true) {
    return z.any();
  }
  return convertSchema(restSchema, ctx);
}
var fullTime = /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
function convertBaseSchema(schema, ctx) {
  if (schema.not !== void 0) {
    if (typeof schema.not === "object" && Object.keys(schema.not).length === 0) {
      return z.never();
    }
    throw new Error("not is not supported in Zod (except { not: {} } for never)");
  }
  if (schema.unevaluatedItems !== void 0) {
    throw new Error("unevaluatedItems is not supported");
  }
  if (schema.unevaluatedProperties !== void 0) {
    throw new Error("unevaluatedProperties is not supported");
  }
  if (schema.if !== void 0 || schema.then !== void 0 || schema.else !== void 0) {
    throw new Error("Conditional schemas (if/then/else) are not supported");
  }
  if (schema.dependentSchemas !== void 0 || schema.dependentRequired !== void 0) {
    throw new Error("dependentSchemas and dependentRequired are not supported");
  }
  if (schema.$ref) {
    const refPath = schema.$ref;
    if (ctx.refs.has(refPath)) {
      return ctx.refs.get(refPath);
    }
    if (ctx.processing.has(refPath)) {
      return z.lazy(() => {
        if (!ctx.refs.has(refPath)) {
          throw new Error(`Circular reference not resolved: ${refPath}`);
        }
        return ctx.refs.get(refPath);
      });
    }
    ctx.processing.add(refPath);
    const resolved = resolveRef(refPath, ctx);
    const zodSchema2 = convertSchema(resolved, ctx);
    ctx.refs.set(refPath, zodSchema2);
    ctx.processing.delete(refPath);
    return zodSchema2;
  }
  if (schema.enum !== void 0) {
    const enumValues = schema.enum;
    if (ctx.version === "openapi-3.0" && schema.nullable === true && enumValues.length === 1 && enumValues[0] === null) {
      return z.null();
    }
    if (enumValues.length === 0) {
      return z.never();
    }
    if (enumValues.length === 1) {
      return z.literal(enumValues[0]);
    }
    if (enumValues.every((v) => typeof v === "string")) {
      return z.enum(enumValues);
    }
    const literalSchemas = enumValues.map((v) => z.literal(v));
    if (literalSchemas.length < 2) {
      return literalSchemas[0];
    }
    return z.union([literalSchemas[0], literalSchemas[1], ...literalSchemas.slice(2)]);
  }
  if (schema.const !== void 0) {
    return z.literal(schema.const);
  }
  const type = schema.type;
  if (Array.isArray(type)) {
    const typeSchemas = type.map((t) => {
      const typeSchema = { ...schema, type: t };
      return convertBaseSchema(typeSchema, ctx);
    });
    if (typeSchemas.length === 0) {
      return z.never();
    }
    if (typeSchemas.length === 1) {
      return typeSchemas[0];
    }
    return z.union(typeSchemas);
  }
  if (!type) {
    return z.any();
  }
  let zodSchema;
  switch (type) {
    case "string": {
      let stringSchema = z.string();
      if (schema.format) {
        const format = schema.format;
        if (format === "email") {
          stringSchema = stringSchema.check(z.email());
        } else if (format === "uri" || format === "uri-reference") {
          stringSchema = stringSchema.check(z.url());
        } else if (format === "uuid" || format === "guid") {
          stringSchema = stringSchema.check(z.uuid());
        } else if (format === "date-time") {
          stringSchema = stringSchema.check(z.iso.datetime({ offset: true }));
        } else if (format === "date") {
          stringSchema = stringSchema.check(z.iso.date());
        } else if (format === "time") {
          stringSchema = stringSchema.check(z.regex(fullTime));
        } else if (format === "duration") {
          stringSchema = stringSchema.check(z.iso.duration());
        } else if (format === "hostname") {
          stringSchema = stringSchema.check(z.hostname());
        } else if (format === "ipv4") {
          stringSchema = stringSchema.check(z.ipv4());
        } else if (format === "ipv6") {
          stringSchema = stringSchema.check(z.ipv6());
        } else if (format === "mac") {
          stringSchema = stringSchema.check(z.mac());
        } else if (format === "cidr") {
          stringSchema = stringSchema.check(z.cidrv4());
        } else if (format === "cidr-v6") {
          stringSchema = stringSchema.check(z.cidrv6());
        } else if (format === "base64") {
          stringSchema = stringSchema.check(z.base64());
        } else if (format === "base64url") {
          stringSchema = stringSchema.check(z.base64url());
        } else if (format === "e164") {
          stringSchema = stringSchema.check(z.e164());
        } else if (format === "credit_card") {
          stringSchema = stringSchema.check(z.creditCard());
        } else if (format === "iban") {
          stringSchema = stringSchema.check(z.iban());
        } else if (format === "jwt") {
          stringSchema = stringSchema.check(z.jwt());
        } else if (format === "emoji") {
          stringSchema = stringSchema.check(z.emoji());
        } else if (format === "nanoid") {
          stringSchema = stringSchema.check(z.nanoid());
        } else if (format === "cuid") {
          stringSchema = stringSchema.check(z.cuid());
        } else if (format === "cuid2") {
          stringSchema = stringSchema.check(z.cuid2());
        } else if (format === "ulid") {
          stringSchema = stringSchema.check(z.ulid());
        } else if (format === "xid") {
          stringSchema = stringSchema.check(z.xid());
        } else if (format === "ksuid") {
          stringSchema = stringSchema.check(z.ksuid());
        }
      }
      if (typeof schema.minLength === "number") {
        stringSchema = stringSchema.min(schema.minLength);
      }
      if (typeof schema.maxLength === "number") {
        stringSchema = stringSchema.max(schema.maxLength);
      }
      if (schema.pattern) {
        stringSchema = stringSchema.regex(new RegExp(schema.pattern));
      }
      zodSchema = stringSchema;
      break;
    }
    case "number":
    case "integer": {
      let numberSchema = type === "integer" ? z.number().int() : z.number();
      if (typeof schema.minimum === "number" && schema.exclusiveMinimum !== true) {
        numberSchema = numberSchema.min(schema.minimum);
      }
      if (typeof schema.maximum === "number" && schema.exclusiveMaximum !== true) {
        numberSchema = numberSchema.max(schema.maximum);
      }
      if (typeof schema.exclusiveMinimum === "number") {
        numberSchema = numberSchema.gt(schema.exclusiveMinimum);
      } else if (schema.exclusiveMinimum === true && typeof schema.minimum === "number") {
        numberSchema = numberSchema.gt(schema.minimum);
      }
      if (typeof schema.exclusiveMaximum === "number") {
        numberSchema = numberSchema.lt(schema.exclusiveMaximum);
      } else if (schema.exclusiveMaximum === true && typeof schema.maximum === "number") {
        numberSchema = numberSchema.lt(schema.maximum);
      }
      if (typeof schema.multipleOf === "number") {
        numberSchema = numberSchema.multipleOf(schema.multipleOf);
      }
      zodSchema = numberSchema;
      break;
    }
    case "boolean": {
      zodSchema = z.boolean();
      break;
    }
    case "null": {
      zodSchema = z.null();
      break;
    }
    case "object": {
      const shape = {};
      const properties = schema.properties || {};
      const requiredSet = new Set(schema.required || []);
      const additionalSchema = typeof schema.additionalProperties === "object" ? convertSchema(schema.additionalProperties, ctx) : void 0;
      for (const [key, propSchema] of Object.entries(properties)) {
        const propZodSchema = convertSchema(propSchema, ctx);
        assignProp(shape, key, requiredSet.has(key) ? propZodSchema : propZodSchema.optional());
      }
      if (schema.patternProperties) {
        const patternProps = schema.patternProperties;
        const patternKeys = Object.keys(patternProps);
        const looseRecords = [];
        for (const pattern of patternKeys) {
          const patternValue = convertSchema(patternProps[pattern], ctx);
          const keySchema = z.string().regex(new RegExp(pattern));
          looseRecords.push(z.looseRecord(keySchema, patternValue));
        }
        const schemasToIntersect = [];
        if (Object.keys(shape).length > 0) {
          schemasToIntersect.push(z.object(shape).passthrough());
        }
        schemasToIntersect.push(...looseRecords);
        if (schemasToIntersect.length === 0) {
          zodSchema = z.object({}).passthrough();
        } else if (schemasToIntersect.length === 1) {
          zodSchema = schemasToIntersect[0];
        } else {
          let result = z.intersection(schemasToIntersect[0], schemasToIntersect[1]);
          for (let i = 2; i < schemasToIntersect.length; i++) {
            result = z.intersection(result, schemasToIntersect[i]);
          }
          zodSchema = result;
        }
        if (schema.additionalProperties === false) {
          const propertyKeys = Object.keys(shape);
          const patterns = patternKeys.map((p) => new RegExp(p));
          const basePatternSchema = zodSchema;
          zodSchema = zodSchema.check((payload) => {
            if (!isPlainObject(payload.value))
              return;
            const unrecognized = [];
            for (const key of Object.keys(payload.value)) {
              if (propertyKeys.includes(key))
                continue;
              if (patterns.some((regex) => regex.test(key)))
                continue;
              unrecognized.push(key);
            }
            if (unrecognized.length) {
              payload.issues.push({
                code: "unrecognized_keys",
                keys: unrecognized,
                input: payload.value,
                inst: basePatternSchema
              });
            }
          });
        }
      } else {
        const objectSchema = z.object(shape);
        if (schema.additionalProperties === false) {
          zodSchema = objectSchema.strict();
        } else if (additionalSchema) {
          zodSchema = objectSchema.catchall(additionalSchema);
        } else {
          zodSchema = objectSchema.passthrough();
        }
      }
      const hasKeyGuard = schema.propertyNames !== void 0 && schema.propertyNames !== true;
      const minProperties = typeof schema.minProperties === "number" ? schema.minProperties : void 0;
      const maxProperties = typeof schema.maxProperties === "number" ? schema.maxProperties : void 0;
      if (hasKeyGuard || minProperties !== void 0 || maxProperties !== void 0) {
        let keySchema;
        if (hasKeyGuard) {
          const keyJSONSchema = typeof schema.propertyNames === "object" && schema.propertyNames.type === void 0 ? { type: "string", ...schema.propertyNames } : schema.propertyNames;
          keySchema = convertSchema(keyJSONSchema, ctx);
        }
        zodSchema = checkObjectGuards(zodSchema, { keySchema, minProperties, maxProperties });
      }
      break;
    }
    case "array": {
      const prefixItems = schema.prefixItems;
      const items = schema.items;
      if (prefixItems && Array.isArray(prefixItems)) {
        const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
        const tupleItems = prefixItems.map((item) => convertSchema(item, ctx));
        const positionalItems = applyMinItems(tupleItems, minItems);
        const rest = !Array.isArray(items) ? getTupleRest(items, ctx) : void 0;
        const tupleSchema = z.tuple(positionalItems);
        zodSchema = rest ? tupleSchema.rest(rest) : tupleSchema;
        if (typeof schema.minItems === "number") {
          zodSchema = zodSchema.check(z.minLength(schema.minItems));
        }
        if (typeof schema.maxItems === "number") {
          zodSchema = zodSchema.check(z.maxLength(schema.maxItems));
        }
      } else if (Array.isArray(items)) {
        const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
        const tupleItems = items.map((item) => convertSchema(item, ctx));
        const positionalItems = applyMinItems(tupleItems, minItems);
        const rest = getTupleRest(schema.additionalItems, ctx);
        const tupleSchema = z.tuple(positionalItems);
        zodSchema = rest ? tupleSchema.rest(rest) : tupleSchema;
        if (typeof schema.minItems === "number") {
          zodSchema = zodSchema.check(z.minLength(schema.minItems));
        }
        if (typeof schema.maxItems === "number") {
          zodSchema = zodSchema.check(z.maxLength(schema.maxItems));
        }
      } else if (items !== void 0) {
        const element = convertSchema(items, ctx);
        let arraySchema = z.array(element);
        if (typeof schema.minItems === "number") {
          arraySchema = arraySchema.min(schema.minItems);
        }
        if (typeof schema.maxItems === "number") {
          arraySchema = arraySchema.max(schema.maxItems);
        }
        zodSchema = arraySchema;
      } else {
        zodSchema = z.array(z.any());
      }
      if (schema.uniqueItems === true || schema.contains !== void 0) {
        zodSchema = checkArrayGuards(zodSchema, {
          uniqueItems: schema.uniqueItems === true,
          containsSchema: schema.contains !== void 0 ? convertSchema(schema.contains, ctx) : void 0,
          minContains: typeof schema.minContains === "number" ? schema.minContains : void 0,
          maxContains: typeof schema.maxContains === "number" ? schema.maxContains : void 0
        });
      }
      break;
    }
    default:
      throw new Error(`Unsupported type: ${type}`);
  }
  return zodSchema;
}
function convertSchema(schema, ctx) {
  if (typeof schema === "boolean") {
    return schema ? z.any() : z.never();
  }
  let baseSchema = convertBaseSchema(schema, ctx);
  const hasExplicitType = schema.type || schema.enum !== void 0 || schema.const !== void 0;
  if (schema.anyOf && Array.isArray(schema.anyOf)) {
    const options = schema.anyOf.map((s) => convertSchema(s, ctx));
    const anyOfUnion = z.union(options);
    baseSchema = hasExplicitType ? z.intersection(baseSchema, anyOfUnion) : anyOfUnion;
  }
  if (schema.oneOf && Array.isArray(schema.oneOf)) {
    const options = schema.oneOf.map((s) => convertSchema(s, ctx));
    const oneOfUnion = z.xor(options);
    baseSchema = hasExplicitType ? z.intersection(baseSchema, oneOfUnion) : oneOfUnion;
  }
  if (schema.allOf && Array.isArray(schema.allOf)) {
    if (schema.allOf.length === 0) {
      baseSchema = hasExplicitType ? baseSchema : z.any();
    } else {
      let result = hasExplicitType ? baseSchema : convertSchema(schema.allOf[0], ctx);
      const startIdx = hasExplicitType ? 0 : 1;
      for (let i = startIdx; i < schema.allOf.length; i++) {
        result = z.intersection(result, convertSchema(schema.allOf[i], ctx));
      }
      baseSchema = result;
    }
  }
  if (schema.nullable === true && ctx.version === "openapi-3.0") {
    baseSchema = z.nullable(baseSchema);
  }
  if (schema.readOnly === true) {
    baseSchema = z.readonly(baseSchema);
  }
  if (schema.default !== void 0) {
    baseSchema = baseSchema.default(schema.default);
  }
  const extraMeta = {};
  const coreMetadataKeys = ["$id", "id", "$comment", "$anchor", "$vocabulary", "$dynamicRef", "$dynamicAnchor"];
  for (const key of coreMetadataKeys) {
    if (key in schema) {
      extraMeta[key] = schema[key];
    }
  }
  const contentMetadataKeys = ["contentEncoding", "contentMediaType", "contentSchema"];
  for (const key of contentMetadataKeys) {
    if (key in schema) {
      extraMeta[key] = schema[key];
    }
  }
  if (schema.type === "object" && schema.$ref === void 0) {
    if (schema.propertyNames !== void 0 && !containsRef(schema.propertyNames)) {
      extraMeta.propertyNames = schema.propertyNames;
    }
    for (const key of ["minProperties", "maxProperties"]) {
      if (schema[key] !== void 0)
        extraMeta[key] = schema[key];
    }
  }
  if (schema.type === "array" && schema.$ref === void 0) {
    if (schema.contains !== void 0 && !containsRef(schema.contains)) {
      extraMeta.contains = schema.contains;
    }
    for (const key of ["uniqueItems", "minContains", "maxContains"]) {
      if (schema[key] !== void 0)
        extraMeta[key] = schema[key];
    }
  }
  for (const key of Object.keys(schema)) {
    if (!RECOGNIZED_KEYS.has(key)) {
      assignProp(extraMeta, key, schema[key]);
    }
  }
  if (Object.keys(extraMeta).length > 0) {
    ctx.registry.add(baseSchema, extraMeta);
  }
  if (schema.description) {
    baseSchema = baseSchema.describe(schema.description);
  }
  return baseSchema;
}
function fromJSONSchema(schema, params) {
  if (typeof schema === "boolean") {
    return schema ? z.any() : z.never();
  }
  let normalized;
  try {
    normalized = JSON.parse(JSON.stringify(schema));
  } catch {
    throw new Error("fromJSONSchema input is not valid JSON (possibly cyclic); use $defs/$ref for recursive schemas");
  }
  const version = detectVersion(normalized, params?.defaultTarget);
  const defs = normalized.$defs || normalized.definitions || {};
  const ctx = {
    version,
    defs,
    refs: /* @__PURE__ */ new Map(),
    processing: /* @__PURE__ */ new Set(),
    rootSchema: normalized,
    registry: params?.registry ?? globalRegistry
  };
  return convertSchema(normalized, ctx);
}

// src/security/text/invisible-chars.ts
var INVISIBLE_RANGES = [
  [0, 8],
  [11, 12],
  [14, 31],
  [127, 159],
  [173, 173],
  // soft hyphen
  [847, 847],
  // combining grapheme joiner
  [1564, 1564],
  // Arabic letter mark
  [4447, 4448],
  // Hangul fillers
  [6068, 6069],
  // Khmer inherent vowels
  [6155, 6159],
  // Mongolian variation selectors and vowel separator
  [8203, 8207],
  // zero-width space, joiners, LRM, RLM
  [8234, 8238],
  // bidi embeddings and overrides
  [8288, 8303],
  // word joiner, invisible operators, bidi isolates, deprecated formats
  [12644, 12644],
  // Hangul filler
  [65279, 65279],
  // zero-width no-break space (BOM)
  [65440, 65440],
  // halfwidth Hangul filler
  [113824, 113827],
  // shorthand format controls
  [119155, 119162],
  // musical symbol format controls
  [917504, 917631],
  // tag characters
  [917760, 917999]
  // variation selectors supplement (used to smuggle bytes)
];
var VARIATION_SELECTORS = [65024, 65039];
function isInvisibleCodePoint(codePoint) {
  if (codePoint >= 32 && codePoint < 127) return false;
  for (const [low, high] of INVISIBLE_RANGES) {
    if (codePoint >= low && codePoint <= high) return true;
  }
  return false;
}
function stripInvisible(text) {
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const codePoint = text.codePointAt(i) ?? 0;
    const size = codePoint > 65535 ? 2 : 1;
    if (codePoint >= 32 && codePoint < 127) {
      i += 1;
      continue;
    }
    if (codePoint !== 9 && codePoint !== 10 && codePoint !== 13 && isInvisibleCodePoint(codePoint)) {
      out += text.slice(copied, i);
      copied = i + size;
    }
    i += size;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// src/platform/boundary/boundary.ts
import { randomUUID } from "node:crypto";
import { realpath as realpath2 } from "node:fs/promises";
import { sep as sep3 } from "node:path";

// src/platform/boundary/boundary-network.ts
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join3 } from "node:path";

// src/platform/egress/egress-proxy.ts
import { chmod, lstat, unlink } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";

// src/platform/egress/egress-proxy-handlers.ts
import { request as httpRequest } from "node:http";
import { connect } from "node:net";

// src/security/egress/proxy-target.ts
var DEFAULT_PORTS = { "http:": "80", "https:": "443" };
var AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|[^\s:/?#@[\]\\%]+):\d{1,5}$/;
var UNPARSEABLE = "(unparseable target)";
function fromUrl(url) {
  const port = url.port === "" ? DEFAULT_PORTS[url.protocol] ?? "" : url.port;
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const label = `${url.hostname}:${port}`;
  if (url.username !== "" || url.password !== "")
    return { ok: false, reason: "URLs with credentials (user:password@) are refused", label };
  return { ok: true, url, hostname, port, label };
}
function parseProxyTarget(method, target) {
  if (method === "CONNECT") {
    if (!AUTHORITY.test(target))
      return { ok: false, reason: "CONNECT needs host:port and nothing else", label: UNPARSEABLE };
    const port = Number(target.slice(target.lastIndexOf(":") + 1));
    if (port < 1 || port > 65535)
      return { ok: false, reason: `port ${port} is out of range`, label: UNPARSEABLE };
    let url;
    try {
      url = new URL(`https://${target}/`);
    } catch {
      return { ok: false, reason: "the CONNECT target cannot be parsed", label: UNPARSEABLE };
    }
    return fromUrl(url);
  }
  if (!/^http:\/\//i.test(target)) {
    const reason = /^https:\/\//i.test(target) ? "https URLs go through CONNECT, not as a plain proxy request" : "only absolute http:// request targets and CONNECT are served";
    return { ok: false, reason, label: UNPARSEABLE };
  }
  try {
    return fromUrl(new URL(target));
  } catch {
    return { ok: false, reason: "the URL cannot be parsed", label: UNPARSEABLE };
  }
}

// src/platform/egress/egress-vet.ts
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
async function systemLookup(host) {
  const answers = await dnsLookup(host, { all: true, verbatim: true });
  return answers.map(({ address }) => address);
}
async function vetProxyTarget(target, egressAllow, lookup) {
  const verdict = checkEgress(target.url.href, egressAllow);
  if (!verdict.allowed) return { ok: false, status: 403, reason: verdict.reason };
  let addresses;
  if (isIP(target.hostname) !== 0) addresses = [target.hostname];
  else {
    try {
      addresses = await lookup(target.hostname);
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      return { ok: false, status: 502, reason: `${target.hostname} did not resolve: ${message}` };
    }
  }
  const resolved = checkResolvedAddresses(
    { host: target.hostname, port: target.port, addresses },
    egressAllow
  );
  const [first] = addresses;
  if (!resolved.allowed || first === void 0)
    return { ok: false, status: 403, reason: resolved.allowed ? "no address" : resolved.reason };
  return { ok: true, address: first, port: Number(target.port) };
}

// src/platform/egress/egress-proxy-handlers.ts
var HOP_BY_HOP = /* @__PURE__ */ new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "proxy-authenticate",
  "te",
  "trailer",
  "upgrade"
]);
async function decide(ctx, method, rawTarget) {
  const target = parseProxyTarget(method, rawTarget);
  if (!target.ok) {
    ctx.record(target.label, false, target.reason);
    return { ok: false, status: 403, reason: target.reason };
  }
  const vetted = await vetProxyTarget(target, ctx.egressAllow, ctx.lookup);
  ctx.record(target.label, vetted.ok, vetted.ok ? void 0 : vetted.reason);
  if (!vetted.ok) return vetted;
  return { ok: true, target, address: vetted.address, port: vetted.port };
}
function oneLine(reason) {
  return `Alfred egress proxy: ${reason.replace(/[\r\n]+/g, " ")}
`;
}
function forwardableHeaders(headers) {
  const named = new Set(
    String(headers.connection ?? "").split(",").map((name) => name.trim().toLowerCase())
  );
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== void 0 && !HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept;
}
function refuse(response, status, reason) {
  const body = oneLine(reason);
  response.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "x-alfred-egress": "refused",
    connection: "close"
  });
  response.end(body);
}
function handleForward(ctx, request, response) {
  void decide(ctx, request.method ?? "", request.url ?? "").then(
    (decision) => {
      if (ctx.isClosed()) return void request.destroy();
      if (!decision.ok) return refuse(response, decision.status, decision.reason);
      const { target } = decision;
      const upstream = httpRequest({
        host: decision.address,
        port: decision.port,
        method: request.method,
        path: `${target.url.pathname}${target.url.search}`,
        headers: { ...forwardableHeaders(request.headers), host: target.url.host },
        setHost: false,
        agent: false
      });
      upstream.once("socket", (socket) => ctx.track(socket));
      response.once("close", () => upstream.destroy());
      upstream.setTimeout(ctx.idleTimeoutMs, () => upstream.destroy(new Error("the destination went idle")));
      upstream.once("response", (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          forwardableHeaders(answer.headers)
        );
        answer.pipe(response);
        answer.once("error", () => response.destroy());
      });
      upstream.once("error", (error) => {
        if (response.headersSent) response.destroy();
        else refuse(response, 502, `${target.label} failed: ${error.message}`);
      });
      request.pipe(upstream);
    },
    // Only a throwing onDecision gets here: drop this request, keep serving the others.
    () => request.destroy()
  );
}
function handleConnect(ctx, request, client, head) {
  client.on("error", () => client.destroy());
  void decide(ctx, "CONNECT", request.url ?? "").then(
    (decision) => {
      if (ctx.isClosed()) return void client.destroy();
      if (!decision.ok) return void client.end(rawRefusal(decision.status, decision.reason));
      const upstream = connect({ host: decision.address, port: decision.port });
      ctx.track(upstream);
      const endBoth = () => {
        upstream.destroy();
        client.destroy();
      };
      let established = false;
      upstream.setTimeout(ctx.idleTimeoutMs, endBoth);
      client.once("close", endBoth);
      upstream.once("error", (error) => {
        if (established) endBoth();
        else client.end(rawRefusal(502, `${decision.target.label} failed: ${error.message}`));
      });
      upstream.once("connect", () => {
        established = true;
        upstream.once("close", endBoth);
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
    },
    () => client.destroy()
  );
}
function rawRefusal(status, reason) {
  const body = oneLine(reason);
  const text = status === 403 ? "Forbidden" : "Bad Gateway";
  return `HTTP/1.1 ${status} ${text}\r
content-type: text/plain; charset=utf-8\r
content-length: ${Buffer.byteLength(body)}\r
x-alfred-egress: refused\r
connection: close\r
\r
${body}`;
}

// src/platform/egress/egress-proxy.ts
var EGRESS_SOCKET_NAME = "egress-proxy.sock";
var MAX_REFUSED_TARGETS = 20;
var DEFAULT_IDLE_MS = 12e4;
var MAX_SOCKET_PATH_BYTES = 103;
function createCounter(onDecision) {
  let allowed = 0;
  let refused = 0;
  const refusedTargets = [];
  return {
    record: (target, isAllowed, reason) => {
      if (isAllowed) allowed += 1;
      else {
        refused += 1;
        if (refusedTargets.length < MAX_REFUSED_TARGETS && !refusedTargets.includes(target))
          refusedTargets.push(target);
      }
      onDecision?.({ target, allowed: isAllowed, ...omitUndefined({ reason }) });
    },
    snapshot: () => ({ allowed, refused, refusedTargets: [...refusedTargets] })
  };
}
async function clearSocketPath(socketPath) {
  const existing = await lstat(socketPath).catch(() => void 0);
  if (existing === void 0) return;
  if (!existing.isSocket())
    throw new AlfredError("io_failed", `${socketPath} exists and is not a socket; refusing to replace it`);
  await unlink(socketPath);
}
async function startEgressProxy(options) {
  const socketPath = join(options.directory, EGRESS_SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES)
    throw new AlfredError(
      "io_failed",
      `the egress proxy socket path is too long for a unix socket: ${socketPath}`
    );
  await clearSocketPath(socketPath);
  const sockets = /* @__PURE__ */ new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.unref();
    socket.once("close", () => sockets.delete(socket));
  };
  let closed = false;
  const counter = createCounter(options.onDecision);
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_MS;
  const ctx = {
    egressAllow: options.egressAllow,
    lookup: options.lookup ?? systemLookup,
    idleTimeoutMs,
    record: counter.record,
    track,
    isClosed: () => closed
  };
  const server = createServer(
    { requestTimeout: idleTimeoutMs },
    (request, response) => handleForward(ctx, request, response)
  );
  server.on("connect", (request, client, head) => handleConnect(ctx, request, client, head));
  server.on("connection", track);
  server.timeout = idleTimeoutMs;
  await new Promise((resolve2, reject) => {
    server.once(
      "error",
      (cause) => reject(new AlfredError("io_failed", `the egress proxy cannot listen on ${socketPath}`, { cause }))
    );
    server.listen(socketPath, resolve2);
  });
  server.unref();
  await chmod(socketPath, 384);
  return {
    socketPath,
    stats: counter.snapshot,
    close: async () => {
      if (closed) return;
      closed = true;
      const stopped = new Promise((resolve2) => server.close(() => resolve2()));
      for (const socket of sockets) socket.destroy();
      await stopped;
      await ignoreCleanupError(unlink(socketPath));
    }
  };
}

// src/platform/egress/proxy-bridge.ts
import { existsSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
var BRIDGE_PORT = 3128;
var BRIDGE_SCRIPT_NAME = "proxy-bridge.cjs";
function proxyBridgeScript() {
  const path = join2(dirname(fileURLToPath(import.meta.url)), BRIDGE_SCRIPT_NAME);
  if (!existsSync(path))
    throw new AlfredError(
      "io_failed",
      `${BRIDGE_SCRIPT_NAME} is missing beside ${fileURLToPath(import.meta.url)}`
    );
  return path;
}
function bridgeInvocation(options, argv) {
  const port = options.port ?? BRIDGE_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new RangeError(`bridge port ${port} is not 1-65535`);
  if (argv.length === 0) throw new RangeError("the bridge needs a command to run");
  return [
    options.nodePath,
    options.scriptInside,
    "--socket",
    options.socketInside,
    "--port",
    String(port),
    "--",
    ...argv
  ];
}

// src/platform/boundary/boundary-network.ts
var SOCKET_DIR_INSIDE = "/run/alfred-egress";
var BRIDGE_INSIDE = "/run/alfred-egress-bridge.cjs";
var NO_EGRESS = { allowed: 0, refused: 0, refusedTargets: [] };
function createBoundaryNetwork(egressAllow) {
  let started;
  let proxy;
  const start = async () => {
    const directory = await mkdtemp(join3(tmpdir(), "alfred-egress-"));
    const script = proxyBridgeScript();
    proxy = await startEgressProxy({ egressAllow, directory });
    const prefix = bridgeInvocation(
      {
        nodePath: process.execPath,
        socketInside: `${SOCKET_DIR_INSIDE}/${EGRESS_SOCKET_NAME}`,
        scriptInside: BRIDGE_INSIDE
      },
      ["--"]
    ).slice(0, -1);
    return {
      proxy,
      directory,
      extras: {
        extraReadOnlyBinds: [
          { source: directory, dest: SOCKET_DIR_INSIDE },
          { source: script, dest: BRIDGE_INSIDE }
        ],
        argvPrefix: prefix
      }
    };
  };
  return {
    extras: async () => {
      if (egressAllow.length === 0) return void 0;
      started ??= start();
      return (await started).extras;
    },
    stats: () => proxy?.stats() ?? NO_EGRESS,
    close: async () => {
      if (started === void 0) return;
      const { proxy: running, directory } = await started.catch(() => ({ proxy: void 0, directory: "" }));
      started = void 0;
      await running?.close();
      if (directory !== "") await rm(directory, { recursive: true, force: true });
    }
  };
}

// src/platform/process/process-sweep.ts
import { readdirSync, readFileSync } from "node:fs";
var BOUNDARY_TAG = "ALFRED_BOUNDARY";
var MAX_ROUNDS = 8;
function processIds(procRoot) {
  try {
    const entries = readdirSync(procRoot);
    return entries.filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
}
var PF_KTHREAD = 2097152;
var TICKS_PER_SECOND = 100;
var EXEC_RETRIES = 3;
var EXEC_RETRY_MS = 2;
function readStat(procRoot, pid) {
  let stat;
  try {
    stat = readFileSync(`${procRoot}/${pid}/stat`, "utf8");
  } catch {
    return void 0;
  }
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    startedAt: Number(fields[19] ?? 0) / TICKS_PER_SECOND,
    noEnvironment: fields[0] === "Z" || (Number(fields[6] ?? 0) & PF_KTHREAD) !== 0
  };
}
function uptimeSeconds(procRoot = "/proc") {
  try {
    return Number(readFileSync(`${procRoot}/uptime`, "utf8").split(" ")[0]);
  } catch {
    return 0;
  }
}
async function carriesTag(procRoot, pid, needle) {
  for (let attempt = 0; ; attempt += 1) {
    let environ;
    try {
      environ = readFileSync(`${procRoot}/${pid}/environ`);
    } catch {
      return false;
    }
    if (environ.length > 0) {
      return environ.subarray(0, needle.length - 1).equals(needle.subarray(1)) || environ.includes(needle);
    }
    if (attempt >= EXEC_RETRIES || readStat(procRoot, pid)?.noEnvironment !== false) return false;
    await new Promise((resolve2) => setTimeout(resolve2, EXEC_RETRY_MS));
  }
}
function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
  }
}
async function sweepTaggedProcesses(id, since = 0, procRoot = "/proc") {
  const oldest = since - 1 / TICKS_PER_SECOND;
  const needle = Buffer.from(`\0${BOUNDARY_TAG}=${id}\0`);
  const stopped = /* @__PURE__ */ new Set();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const candidates = processIds(procRoot).filter((pid) => {
      if (pid === process.pid || stopped.has(pid)) return false;
      const stat = readStat(procRoot, pid);
      return stat !== void 0 && !stat.noEnvironment && stat.startedAt >= oldest;
    });
    const tagged = await Promise.all(candidates.map((pid) => carriesTag(procRoot, pid, needle)));
    const found = candidates.filter((_, index) => tagged[index] === true);
    if (found.length === 0) break;
    for (const pid of found) {
      signal(pid, "SIGSTOP");
      stopped.add(pid);
    }
  }
  for (const pid of stopped) signal(pid, "SIGKILL");
  return stopped.size;
}

// src/platform/process/run-process.ts
import { spawn } from "node:child_process";
import { StringDecoder } from "node:string_decoder";

// src/core/output-cap.ts
var DEFAULT_OUTPUT_LIMIT = 3e4;
function cutNote(cutCharacters) {
  return `
\u2026 [${cutCharacters} characters cut] \u2026
`;
}
var OutputCollector = class {
  #headLimit;
  #tailLimit;
  #head = "";
  #tail = "";
  #total = 0;
  /** @param limit the character budget; at least 2. */
  constructor(limit = DEFAULT_OUTPUT_LIMIT) {
    const budget = Math.max(2, Math.floor(limit));
    this.#headLimit = Math.ceil(budget / 2);
    this.#tailLimit = budget - this.#headLimit;
  }
  /** Appends a chunk in arrival order. */
  push(chunk) {
    if (chunk.length === 0) return;
    this.#total += chunk.length;
    let rest = chunk;
    if (this.#head.length < this.#headLimit) {
      const room = this.#headLimit - this.#head.length;
      this.#head += rest.slice(0, room);
      rest = rest.slice(room);
    }
    if (rest.length === 0) return;
    this.#tail += rest;
    if (this.#tail.length > this.#tailLimit * 2) this.#tail = this.#tail.slice(-this.#tailLimit);
  }
  /** Characters pushed so far. */
  get totalLength() {
    return this.#total;
  }
  /** The capped text: everything when it fits, else head + {@link cutNote} + tail. */
  text() {
    const tail = this.#tail.slice(-this.#tailLimit);
    const cut = this.#total - this.#head.length - tail.length;
    if (cut <= 0) return this.#head + this.#tail;
    return this.#head + cutNote(cut) + tail;
  }
};

// src/platform/process/run-process.ts
function runProcess(options) {
  const capture = captureOutput(options, Date.now());
  if (options.signal?.aborted === true) return Promise.resolve(capture.result("aborted", null, null));
  return new Promise((resolve2) => {
    const child = spawnInGroup(options);
    let settled = false;
    const limits = enforceLimits(child, options, () => settled);
    const open = readOutput(child, capture);
    const settle = (result) => {
      if (settled) return;
      settled = true;
      limits.release();
      capture.end();
      resolve2(result());
    };
    child.on("error", (error) => {
      if (child.pid !== void 0) return;
      settle(
        () => capture.result("spawn_failed", null, null, { code: error.code ?? "UNKNOWN", message: error.message })
      );
    });
    child.stdin?.on("error", () => void 0);
    child.stdin?.end(options.stdin);
    child.on(
      "exit",
      (code, exitSignal) => whenPipesDrained(child, open, options.drainMs ?? 150, () => {
        killGroup(child, "SIGKILL");
        child.stdout.destroy();
        child.stderr.destroy();
        limits.cancelKill();
        settle(() => capture.result(limits.reason() ?? "exited", code, exitSignal));
      })
    );
  });
}
function spawnInGroup(options) {
  const common = { cwd: options.cwd, env: { ...options.env }, detached: true };
  return options.stdin === void 0 ? spawn(options.file, [...options.args], { ...common, stdio: ["ignore", "pipe", "pipe"] }) : spawn(options.file, [...options.args], { ...common, stdio: ["pipe", "pipe", "pipe"] });
}
function killGroup(child, signal2) {
  if (child.pid === void 0) return;
  try {
    process.kill(-child.pid, signal2);
  } catch {
  }
}
function enforceLimits(child, options, settled) {
  const graceMs = options.killGraceMs ?? 2e3;
  let stopReason;
  let killTimer;
  const stop = (reason) => {
    if (stopReason !== void 0 || settled()) return;
    stopReason = reason;
    killGroup(child, "SIGTERM");
    killTimer = setTimeout(() => killGroup(child, "SIGKILL"), graceMs);
    killTimer.unref();
  };
  const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
  const onAbort = () => stop("aborted");
  options.signal?.addEventListener("abort", onAbort, { once: true });
  return {
    reason: () => stopReason,
    release: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    },
    cancelKill: () => {
      if (killTimer !== void 0) clearTimeout(killTimer);
    }
  };
}
function captureOutput(options, started) {
  const limit = options.maxOutputChars ?? DEFAULT_OUTPUT_LIMIT;
  const collector = new OutputCollector(limit);
  const separate = options.separateStreams === true ? [new OutputCollector(limit), new OutputCollector(limit)] : void 0;
  const captured = (index) => {
    const stream = separate?.[index];
    return { text: stream?.text() ?? "", truncated: (stream?.totalLength ?? 0) > limit };
  };
  const decoders = [new StringDecoder("utf8"), new StringDecoder("utf8")];
  return {
    push: (which2, chunk) => {
      const text = decoders[which2].write(chunk);
      if (which2 === 0 && options.onStdout !== void 0) {
        options.onStdout(text);
        return;
      }
      collector.push(text);
      separate?.[which2]?.push(text);
    },
    end: () => decoders.forEach((decoder, index) => {
      const rest = decoder.end();
      if (index === 0 && options.onStdout !== void 0) {
        if (rest !== "") options.onStdout(rest);
        return;
      }
      collector.push(rest);
      separate?.[index]?.push(rest);
    }),
    result: (outcome, exitCode, exitSignal, spawnError) => ({
      outcome,
      output: collector.text(),
      exitCode,
      exitSignal,
      ...omitUndefined({ spawnError }),
      durationMs: Date.now() - started,
      ...separate === void 0 ? {} : { streams: { stdout: captured(0), stderr: captured(1) } }
    })
  };
}
function readOutput(child, capture) {
  const open = /* @__PURE__ */ new Set();
  [child.stdout, child.stderr].forEach((stream, index) => {
    open.add(stream);
    stream.on("data", (chunk) => capture.push(index === 0 ? 0 : 1, chunk));
    stream.on("close", () => open.delete(stream));
    stream.on("error", () => open.delete(stream));
  });
  return open;
}
function whenPipesDrained(child, open, drainMs, done) {
  if (open.size === 0) {
    done();
    return;
  }
  const drain = setTimeout(done, drainMs);
  const check = () => {
    if (open.size > 0) return;
    clearTimeout(drain);
    done();
  };
  child.stdout.once("close", check);
  child.stderr.once("close", check);
}

// src/platform/sandbox/sandbox-probe.ts
import { mkdtemp as mkdtemp2, realpath, rm as rm2 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { isAbsolute as isAbsolute3, join as join7 } from "node:path";

// src/platform/process/which.ts
import { accessSync, constants } from "node:fs";
import { delimiter, join as join4 } from "node:path";
async function which(name, path) {
  for (const dir of path.split(delimiter).filter((entry) => entry !== "")) {
    const candidate = join4(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}

// src/platform/sandbox/sandbox-layout.ts
import { lstatSync as lstatSync2, readFileSync as readFileSync3, readlinkSync, realpathSync as realpathSync2 } from "node:fs";
import { dirname as dirname2, isAbsolute as isAbsolute2, join as join6, resolve, sep as sep2 } from "node:path";

// src/platform/sandbox/toolchain-mounts.ts
import { lstatSync, readFileSync as readFileSync2, realpathSync, statSync } from "node:fs";
import { isAbsolute, join as join5, sep } from "node:path";
var TOKEN_LINE = /^\s*token\s*=/m;
function realDir(path) {
  try {
    const real = realpathSync.native(path);
    return statSync(real).isDirectory() ? real : void 0;
  } catch {
    return void 0;
  }
}
function fileKind(path) {
  try {
    const stats = lstatSync(path);
    if (stats.isDirectory()) return "dir";
    return stats.isFile() ? "file" : void 0;
  } catch {
    return void 0;
  }
}
function within(path, root) {
  return path === root || path.startsWith(root === sep ? root : root + sep);
}
function holdsToken(file) {
  try {
    return TOKEN_LINE.test(readFileSync2(file, "utf8"));
  } catch {
    return true;
  }
}
function resolveToolchainMounts(options) {
  const home = options.hostHome === void 0 ? void 0 : realDir(options.hostHome);
  const dirs = [];
  const maskedFiles = [];
  const maskedDirs = [];
  const pins = {};
  const add = (candidate) => {
    const dir = candidate === void 0 || !isAbsolute(candidate) ? void 0 : realDir(candidate);
    if (dir === void 0 || credentialPathVerdict(dir, home) !== void 0) return void 0;
    if (within(dir, options.workingDir) || within(options.workingDir, dir)) return void 0;
    if (!dirs.some((known) => within(dir, known))) dirs.push(dir);
    return dir;
  };
  for (const row of TOOLCHAIN_TABLE) {
    const found = [];
    for (const relative of row.homeDirs) {
      const dir = home === void 0 ? void 0 : add(join5(home, relative));
      if (dir !== void 0) found.push(dir);
    }
    for (const name of row.variables) {
      for (const entry of (options.env[name] ?? "").split(":")) {
        const dir = add(entry);
        if (dir !== void 0) found.push(dir);
      }
    }
    for (const dir of found) maskInside(dir, row.masked, maskedFiles, maskedDirs);
    for (const [name, relative] of Object.entries(row.pins)) {
      if (options.env[name] !== void 0 || home === void 0) continue;
      const dir = realDir(join5(home, relative));
      if (dir !== void 0 && dirs.some((known) => within(dir, known) || within(known, dir)))
        pins[name] = dir;
    }
  }
  for (const path of options.readPaths ?? []) add(path);
  const java = javaEnv(home, options, dirs);
  return {
    dirs: dirs.filter((dir) => !dirs.some((other) => other !== dir && within(dir, other))),
    binds: java.binds,
    maskedFiles,
    maskedDirs,
    env: { ...pins, GOCACHE: `${options.sandboxHome}/.cache/go-build`, ...java.env }
  };
}
function maskInside(dir, masked, maskedFiles, maskedDirs) {
  for (const name of masked) {
    const path = join5(dir, name);
    const kind2 = fileKind(path);
    if (kind2 === "dir" && !maskedDirs.includes(path)) maskedDirs.push(path);
    if (kind2 !== "file" || maskedFiles.includes(path)) continue;
    if (name.startsWith("config") && !holdsToken(path)) continue;
    maskedFiles.push(path);
  }
}
function javaEnv(home, options, dirs) {
  const env = {};
  const binds = [];
  const repository = home === void 0 ? void 0 : realDir(join5(home, ".m2", "repository"));
  const mavenOpts = [`-Duser.home=${options.sandboxHome}`];
  if (repository !== void 0 && dirs.some((dir) => within(repository, dir)))
    mavenOpts.push(`-Dmaven.repo.local=${repository}`);
  env["MAVEN_OPTS"] = [...mavenOpts, options.env["MAVEN_OPTS"] ?? ""].join(" ").trim();
  const gradleHost = options.env["GRADLE_USER_HOME"] ?? (home === void 0 ? void 0 : join5(home, ".gradle"));
  const gradleHome = `${options.sandboxHome}/.gradle`;
  env["GRADLE_USER_HOME"] = gradleHome;
  if (gradleHost !== void 0) {
    const caches = realDir(join5(gradleHost, "caches"));
    if (caches !== void 0 && dirs.some((dir) => within(caches, dir))) env["GRADLE_RO_DEP_CACHE"] = caches;
    const wrapper = realDir(join5(gradleHost, "wrapper"));
    if (wrapper !== void 0 && credentialPathVerdict(wrapper, home) === void 0)
      binds.push({ source: wrapper, dest: `${gradleHome}/wrapper` });
  }
  return { env, binds };
}
function toolchainArgs(mounts) {
  const args = [];
  for (const dir of mounts.dirs) args.push("--ro-bind", dir, dir);
  for (const bind of mounts.binds) args.push("--ro-bind", bind.source, bind.dest);
  for (const file of mounts.maskedFiles) args.push("--ro-bind", "/dev/null", file);
  for (const dir of mounts.maskedDirs) args.push("--tmpfs", dir, "--remount-ro", dir);
  return args;
}

// src/platform/sandbox/sandbox-layout.ts
var SANDBOX_HOME = "/home/alfred";
var SYSTEM_DIRS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt"];
var HIDDEN_AREAS = ["/proc", "/sys", "/dev", "/run", "/var", "/tmp"];
function isWithin(path, root) {
  return path === root || path.startsWith(root === sep2 ? root : root + sep2);
}
function buildSandboxArgs(layout, command) {
  const args = [];
  for (const dir of layout.root.systemDirs) args.push("--ro-bind", dir, dir);
  for (const link of layout.root.symlinks) args.push("--symlink", link.target, link.path);
  args.push("--dev", "/dev", "--proc", "/proc");
  args.push("--tmpfs", "/tmp", "--tmpfs", layout.home ?? SANDBOX_HOME);
  for (const dir of layout.root.toolchainDirs) args.push("--ro-bind", dir, dir);
  if (layout.toolchains !== void 0) args.push(...toolchainArgs(layout.toolchains));
  args.push("--bind", layout.workingDir, layout.workingDir);
  if (layout.git.pointerFile !== void 0)
    args.push("--ro-bind", layout.git.pointerFile, layout.git.pointerFile);
  const gitBind = layout.gitWritable === true ? "--bind" : "--ro-bind";
  for (const dir of layout.git.dirs) args.push(gitBind, dir, dir);
  for (const bind of layout.harnessState ?? []) args.push("--ro-bind", bind.source, bind.dest);
  for (const bind of layout.extras?.extraReadOnlyBinds ?? []) args.push("--ro-bind", bind.source, bind.dest);
  args.push(
    // The sandbox's own root tmpfs: no new top-level files.
    "--remount-ro",
    "/",
    "--unshare-net",
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    "--die-with-parent",
    "--new-session",
    // As root, bwrap would otherwise keep CAP_SYS_ADMIN and the command could remount / read-write.
    "--cap-drop",
    "ALL",
    "--chdir",
    layout.cwd,
    "--",
    ...layout.extras?.argvPrefix ?? [],
    ...command
  );
  return args;
}
function kind(path) {
  try {
    const stats = lstatSync2(path);
    if (stats.isSymbolicLink()) return "symlink";
    return stats.isDirectory() ? "dir" : "other";
  } catch {
    return "missing";
  }
}
function realFile(path) {
  try {
    return realpathSync2.native(path);
  } catch {
    return void 0;
  }
}
async function resolveHostRoot(options) {
  const systemDirs = [];
  const symlinks = [];
  for (const dir of SYSTEM_DIRS) {
    const found = kind(dir);
    if (found === "dir") systemDirs.push(dir);
    else if (found === "symlink") symlinks.push({ target: readlinkSync(dir), path: dir });
  }
  const covered = (path) => systemDirs.some((dir) => isWithin(path, dir));
  const home = options.hostHome === void 0 ? void 0 : realDir(options.hostHome);
  const refused = (path) => path === sep2 || HIDDEN_AREAS.some((area) => isWithin(path, area)) || home !== void 0 && (isWithin(path, home) || isWithin(home, path)) || isWithin(path, options.workingDir) || isWithin(options.workingDir, path);
  const toolchainDirs = [];
  const add = (dir, allowTmp) => {
    if (dir === void 0 || covered(dir) || toolchainDirs.some((known) => isWithin(dir, known))) return;
    if (isWithin(dir, options.workingDir)) return;
    if (!(allowTmp && isWithin(dir, "/tmp")) && refused(dir)) return;
    toolchainDirs.push(dir);
  };
  const execPath = realFile(options.execPath ?? process.execPath);
  if (execPath !== void 0) add(realDir(dirname2(dirname2(execPath))), true);
  for (const entry of (options.path ?? "").split(":")) {
    if (!isAbsolute2(entry)) continue;
    add(realDir(entry), false);
  }
  return { systemDirs, symlinks, toolchainDirs };
}
function readGitPointer(file) {
  try {
    const match = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync3(file, "utf8"));
    return match?.[1] === void 0 ? void 0 : resolve(dirname2(file), match[1]);
  } catch {
    return void 0;
  }
}
function commonDirOf(gitDir) {
  try {
    return realDir(resolve(gitDir, readFileSync3(join6(gitDir, "commondir"), "utf8").trim()));
  } catch {
    return void 0;
  }
}
async function resolveGitLayout(workingDir) {
  const dotGit = join6(workingDir, ".git");
  const found = kind(dotGit);
  if (found === "dir") return { dirs: [dotGit] };
  if (found !== "other") return { dirs: [] };
  const pointed = readGitPointer(dotGit);
  const gitDir = pointed === void 0 ? void 0 : realDir(pointed);
  if (gitDir === void 0) return { pointerFile: dotGit, dirs: [] };
  const common = commonDirOf(gitDir);
  const dirs = common === void 0 ? [gitDir] : isWithin(gitDir, common) ? [common] : [common, gitDir];
  return { pointerFile: dotGit, dirs };
}

// src/platform/sandbox/sandbox-probe.ts
var DEFAULT_BWRAP = "bwrap";
var PROBE_TIMEOUT_MS = 1e4;
var cache = /* @__PURE__ */ new Map();
async function probeSandbox(options = {}) {
  const named = options.bwrapPath ?? DEFAULT_BWRAP;
  const bwrap = isAbsolute3(named) ? named : await which(named, process.env["PATH"] ?? "") ?? named;
  let probe = cache.get(bwrap);
  if (probe === void 0) {
    probe = runProbe(bwrap);
    cache.set(bwrap, probe);
  }
  return probe;
}
function clearSandboxProbeCache() {
  cache.clear();
}
async function probeArgs(workingDir) {
  const root = await resolveHostRoot({ path: process.env["PATH"] ?? "", workingDir });
  const git = await resolveGitLayout(workingDir);
  return buildSandboxArgs({ workingDir, cwd: workingDir, root, git }, ["/bin/true"]);
}
async function runProbe(bwrap) {
  const workingDir = await realpath(await mkdtemp2(join7(tmpdir2(), "alfred-probe-")));
  const result = await runProcess({
    file: bwrap,
    args: await probeArgs(workingDir),
    cwd: workingDir,
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" },
    timeoutMs: PROBE_TIMEOUT_MS,
    maxOutputChars: 4e3
  }).finally(() => rm2(workingDir, { recursive: true, force: true }));
  switch (result.outcome) {
    case "exited":
      return result.exitCode === 0 ? { ok: true } : classifyProbeFailure({ stderr: result.output, exitCode: result.exitCode });
    case "spawn_failed":
      return classifyProbeFailure({ spawnErrorCode: result.spawnError?.code ?? "UNKNOWN", bwrapPath: bwrap });
    case "timeout":
    case "aborted":
      return {
        ok: false,
        reason: `bwrap did not finish a trivial command within ${PROBE_TIMEOUT_MS / 1e3} s`,
        fix: 'check that `bwrap --ro-bind / / /bin/true` works on this machine, or set sandbox: "off"'
      };
  }
}
var INSTALL_FIX = "install bubblewrap: `sudo apt-get install -y bubblewrap` (Debian/Ubuntu)";
var USERNS_FIX = "allow unprivileged user namespaces: `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0` (Ubuntu 23.10+, GitHub ubuntu-24.04 runners) or `sudo sysctl -w kernel.unprivileged_userns_clone=1` (older Debian kernels); inside a container, run it with user namespaces allowed";
var USERNS_PATTERNS = [
  /setting up uid map/i,
  /uid map.*permission denied/i,
  /no permissions to creat(e|ing) new namespace/i,
  /creating new namespace failed/i,
  /unprivileged user namespaces/i,
  /unshare.*operation not permitted/i,
  /Failed RTM_NEWADDR/i
];
function classifyProbeFailure(failure) {
  if (failure.spawnErrorCode !== void 0) {
    const where = failure.bwrapPath ?? DEFAULT_BWRAP;
    return failure.spawnErrorCode === "ENOENT" ? { ok: false, reason: `bubblewrap (bwrap) is not installed (${where} not found)`, fix: INSTALL_FIX } : {
      ok: false,
      reason: `bubblewrap (${where}) could not be started: ${failure.spawnErrorCode}`,
      fix: `check the permissions of ${where}, or ${INSTALL_FIX}`
    };
  }
  const stderr = (failure.stderr ?? "").trim();
  if (USERNS_PATTERNS.some((pattern) => pattern.test(stderr))) {
    return {
      ok: false,
      reason: `user namespaces are restricted on this machine (bwrap: ${stderr})`,
      fix: USERNS_FIX
    };
  }
  return {
    ok: false,
    reason: stderr.length > 0 ? `bwrap failed: ${stderr}` : `bwrap exited with code ${String(failure.exitCode)}`,
    fix: 'run `bwrap --ro-bind / / --unshare-net /bin/true` to diagnose, or set sandbox: "off" to run without it'
  };
}

// src/platform/sandbox/sandbox.ts
async function decideSandbox(mode, options = {}) {
  if (mode === "off") return { use: false };
  const probe = await probeSandbox(options);
  if (probe.ok) return { use: true };
  if (mode === "auto") return { use: false };
  return { use: "refuse", message: refusalMessage(probe) };
}
function refusalMessage(probe) {
  return `The OS sandbox is required (sandbox: "on" / ALFRED_SANDBOX=1) but cannot run here: ${probe.reason}. Fix: ${probe.fix}. The command was not run.`;
}
async function describeSandboxChoice(mode, options = {}) {
  if (mode === "off") return 'sandbox: off (commands run unsandboxed; set sandbox: "on" or ALFRED_SANDBOX=1)';
  const probe = await probeSandbox(omitUndefined({ bwrapPath: options.bwrapPath }));
  const extra = options.readPaths === void 0 || options.readPaths.length === 0 ? "" : `; also read-only: ${options.readPaths.join(", ")}`;
  if (probe.ok)
    return `sandbox: ${mode} \u2192 bwrap (no network, no host files but system dirs, toolchains and the workspace, .git read-only, private /tmp and $HOME${extra})`;
  if (mode === "auto")
    return `sandbox: auto \u2192 OFF, commands run unsandboxed: ${probe.reason}. Fix: ${probe.fix}`;
  return `sandbox: on \u2192 UNAVAILABLE, every command will be refused: ${probe.reason}. Fix: ${probe.fix}`;
}

// src/platform/sandbox/harness-state-binds.ts
import { lstat as lstat2, mkdir } from "node:fs/promises";
import { join as join8 } from "node:path";
var HARNESS_STATE_DIR = ".alfred";
async function harnessStateBinds(workingDir) {
  const dir = join8(workingDir, HARNESS_STATE_DIR);
  try {
    await mkdir(dir);
  } catch {
  }
  try {
    const stats = await lstat2(dir);
    return stats.isDirectory() && !stats.isSymbolicLink() ? [{ source: dir, dest: dir }] : [];
  } catch {
    return [];
  }
}

// src/platform/process/agent-processes.ts
var firstStartedAt;
function noteAgentProcessStart(now = Date.now()) {
  firstStartedAt ??= now;
}
function firstAgentProcessAt() {
  return firstStartedAt;
}

// src/platform/boundary/boundary.ts
function refusal(message) {
  return {
    outcome: "spawn_failed",
    output: message,
    exitCode: null,
    exitSignal: null,
    spawnError: { code: "EREFUSED", message },
    durationMs: 0,
    sandboxed: false,
    refused: message
  };
}
function isInside(path, root) {
  return path === root || path.startsWith(root === sep3 ? root : root + sep3);
}
async function extrasOf(policy, network) {
  return policy.sandboxExtras ?? await network.extras();
}
function stateOf(policy, egressAllow, verdict) {
  const readPaths = policy.readPaths ?? [];
  if (verdict.use === true) return { boundary: "on", mode: policy.sandbox, egressAllow, readPaths };
  return {
    boundary: "off",
    mode: policy.sandbox,
    egressAllow,
    readPaths,
    ...verdict.use === "refuse" ? { reason: verdict.message } : {}
  };
}
function frozenList(list) {
  return Object.isFrozen(list) ? list : Object.freeze([...list]);
}
function boundaryToolchains(policy, workingDir, hostHome) {
  return resolveToolchainMounts({
    hostHome,
    env: policy.env,
    workingDir,
    sandboxHome: SANDBOX_HOME,
    ...omitUndefined({ readPaths: policy.readPaths })
  });
}
function createBoundary(policy) {
  const bwrap = omitUndefined({ bwrapPath: policy.bwrapPath });
  let decision;
  let hostRoot;
  let toolchains;
  const egressAllow = frozenList(policy.egressAllow ?? []);
  const network = createBoundaryNetwork(egressAllow);
  const networkExtras = () => extrasOf(policy, network);
  const sandboxedSpawn = async (command, env) => {
    const workingDir = await realpath2(policy.workingDir);
    const cwd = await realpath2(command.cwd);
    if (!isInside(cwd, workingDir))
      return { refused: `cwd ${command.cwd} is outside the workspace ${workingDir}` };
    const hostHome = policy.hostHome ?? policy.env["HOME"] ?? process.env["HOME"];
    hostRoot ??= resolveHostRoot({
      path: policy.env["PATH"] ?? "",
      workingDir,
      ...omitUndefined({ hostHome })
    });
    toolchains ??= boundaryToolchains(policy, workingDir, hostHome);
    const extras = await networkExtras();
    const layout = {
      workingDir,
      cwd,
      root: await hostRoot,
      git: await resolveGitLayout(workingDir),
      toolchains,
      harnessState: await harnessStateBinds(workingDir),
      ...command.gitWritable === true ? { gitWritable: true } : {},
      ...omitUndefined({ extras })
    };
    return {
      file: policy.bwrapPath ?? DEFAULT_BWRAP,
      args: buildSandboxArgs(layout, command.argv),
      cwd,
      env: { ...env, ...toolchains.env, HOME: SANDBOX_HOME, TMPDIR: "/tmp", ...extras?.extraEnv }
    };
  };
  const decide2 = () => decision ??= decideSandbox(policy.sandbox, bwrap);
  const state = async () => stateOf(policy, egressAllow, await decide2());
  const run = async (command) => {
    const verdict = await decide2();
    if (verdict.use === "refuse") return refusal(verdict.message);
    const [file, ...args] = command.argv;
    if (file === void 0) return refusal("empty command");
    const id = randomUUID();
    const env = { ...policy.env, ...command.env };
    const spawnSpec = verdict.use ? await sandboxedSpawn(command, env).catch((error) => ({ refused: String(error) })) : { file, args, cwd: command.cwd, env };
    if ("refused" in spawnSpec) return refusal(spawnSpec.refused);
    noteAgentProcessStart();
    const startedAt = uptimeSeconds();
    const result = await runProcess({
      ...spawnSpec,
      // Last, so neither the policy nor the command can choose (or clear) the tag the sweep looks for.
      env: { ...spawnSpec.env, [BOUNDARY_TAG]: id },
      timeoutMs: command.timeoutMs,
      ...omitUndefined({
        signal: command.signal,
        maxOutputChars: command.maxOutputChars,
        killGraceMs: command.killGraceMs,
        stdin: command.stdin
      }),
      ...command.separateStreams === true ? { separateStreams: true } : {}
    });
    await sweepTaggedProcesses(id, startedAt);
    return { ...result, sandboxed: verdict.use };
  };
  return {
    run,
    describe: () => describeSandboxChoice(policy.sandbox, { ...bwrap, ...omitUndefined({ readPaths: policy.readPaths }) }),
    policy,
    egressAllow,
    state,
    networkExtras,
    egressStats: () => network.stats(),
    close: () => network.close()
  };
}

export {
  iso_exports,
  fromJSONSchema,
  runProcess,
  which,
  SANDBOX_HOME,
  buildSandboxArgs,
  resolveHostRoot,
  resolveGitLayout,
  DEFAULT_BWRAP,
  probeSandbox,
  clearSandboxProbeCache,
  classifyProbeFailure,
  noteAgentProcessStart,
  firstAgentProcessAt,
  VARIATION_SELECTORS,
  isInvisibleCodePoint,
  stripInvisible,
  BOUNDARY_TAG,
  uptimeSeconds,
  sweepTaggedProcesses,
  harnessStateBinds,
  boundaryToolchains,
  createBoundary
};
