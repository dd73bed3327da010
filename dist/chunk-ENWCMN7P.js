import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/core/omit-undefined.ts
function omitUndefined(fields) {
  const kept = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== void 0) kept[key] = value;
  }
  return kept;
}

export {
  omitUndefined
};
