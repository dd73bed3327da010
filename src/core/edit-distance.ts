/** Names that are nearly right: a tool the model misspelled, a setting a user misspelled. */

/** Levenshtein distance between `a` and `b` (insertions, deletions and substitutions). */
export function editDistance(a: string, b: string): number {
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

/**
 * The known name `name` was most likely meant as: the same ignoring case, or the nearest within
 * a third of its length, rounded up (at least 1, at most 3 edits); undefined when none is that close.
 */
export function nearMiss(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const exact = known.find((candidate) => candidate.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  const limit = Math.min(3, Math.max(1, Math.ceil(name.length / 3)));
  const ranked = known
    .map((candidate) => ({ candidate, distance: editDistance(lower, candidate.toLowerCase()) }))
    .filter((entry) => entry.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  return ranked[0]?.candidate;
}
