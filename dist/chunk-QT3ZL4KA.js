import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/core/edit-distance.ts
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
function nearMiss(name, known) {
  const lower = name.toLowerCase();
  const exact = known.find((candidate) => candidate.toLowerCase() === lower);
  if (exact !== void 0) return exact;
  const limit = Math.min(3, Math.max(1, Math.ceil(name.length / 3)));
  const ranked = known.map((candidate) => ({ candidate, distance: editDistance(lower, candidate.toLowerCase()) })).filter((entry) => entry.distance <= limit).sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  return ranked[0]?.candidate;
}

export {
  editDistance,
  nearMiss
};
