import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/harness/features/feature-id.ts
var FEATURE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var MAX_FEATURE_ID_LENGTH = 100;
function featureIdProblem(id) {
  const shown = JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}\u2026` : id);
  if (id.length > MAX_FEATURE_ID_LENGTH)
    return `id ${shown} is ${id.length} characters long; ids are at most ${MAX_FEATURE_ID_LENGTH}: shorten it`;
  if (!FEATURE_ID_PATTERN.test(id))
    return `expected an id of letters, digits, '.', '_' and '-', starting with a letter or digit (e.g. "login-form"), got ${shown}`;
  return void 0;
}
var MAX_SLUG_LENGTH = 48;
var SLUG_WORDS = 6;
function slugFromDescription(description) {
  const words = description.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "").slice(0, SLUG_WORDS);
  let slug = "";
  for (const word of words) {
    const longer = slug === "" ? word : `${slug}-${word}`;
    if (longer.length > MAX_SLUG_LENGTH) break;
    slug = longer;
  }
  if (slug === "") slug = (words[0] ?? "feature").slice(0, MAX_SLUG_LENGTH);
  return slug;
}
function assignFeatureIds(features) {
  const taken = /* @__PURE__ */ new Set();
  for (const feature of features) if (feature.explicitId !== void 0) taken.add(feature.explicitId);
  return features.map((feature) => {
    if (feature.explicitId !== void 0) return feature.explicitId;
    const base = slugFromDescription(feature.description);
    let candidate = base;
    for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${base}-${suffix}`;
    taken.add(candidate);
    return candidate;
  });
}

export {
  featureIdProblem,
  assignFeatureIds
};
