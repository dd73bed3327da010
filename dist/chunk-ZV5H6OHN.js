import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/core/ignored-errors.ts
async function ignoreCleanupError(cleanup) {
  try {
    await cleanup;
  } catch {
  }
}
function markHandled(promise) {
  promise?.catch(() => void 0);
}

export {
  ignoreCleanupError,
  markHandled
};
