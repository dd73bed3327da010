/**
 * Stable feature ids. A feature may name its id; otherwise the id is derived
 * from its description, so the same file always yields the same ids (journal
 * keys and branch names depend on it). Give features explicit ids if you
 * reorder or reword them: a derived id follows the description and, on a
 * collision, the position.
 */

/** What an explicit id may look like: safe in journal keys, file names and branch names. */
export const FEATURE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Longest explicit id. Ids become file names (episodes), journal keys and
 * branch names; 100 leaves room under the usual 255-byte name limit.
 */
export const MAX_FEATURE_ID_LENGTH = 100;

/**
 * What is wrong with an explicit id, as a message naming the value (shortened)
 * and the fix; `undefined` when it is fine.
 */
export function featureIdProblem(id: string): string | undefined {
  const shown = JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id);
  if (id.length > MAX_FEATURE_ID_LENGTH)
    return `id ${shown} is ${id.length} characters long; ids are at most ${MAX_FEATURE_ID_LENGTH}: shorten it`;
  if (!FEATURE_ID_PATTERN.test(id))
    return `expected an id of letters, digits, '.', '_' and '-', starting with a letter or digit (e.g. "login-form"), got ${shown}`;
  return undefined;
}

/** Longest slug derived from a description (a collision suffix `-N` may follow). */
export const MAX_SLUG_LENGTH = 48;

const SLUG_WORDS = 6;

/**
 * Slug of the first six words of `description`: lowercase `a-z0-9` words
 * joined by `-`, accents folded (`é` → `e`), at most {@link MAX_SLUG_LENGTH}
 * characters, cut at a word boundary where possible. `feature` when nothing is
 * left (a description without Latin letters or digits).
 */
export function slugFromDescription(description: string): string {
  const words = description
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "")
    .slice(0, SLUG_WORDS);
  let slug = "";
  for (const word of words) {
    const longer = slug === "" ? word : `${slug}-${word}`;
    if (longer.length > MAX_SLUG_LENGTH) break;
    slug = longer;
  }
  if (slug === "") slug = (words[0] ?? "feature").slice(0, MAX_SLUG_LENGTH);
  return slug;
}

/** A feature as far as id assignment cares. */
export interface IdSource {
  readonly explicitId: string | undefined;
  readonly description: string;
}

/**
 * The id of every feature, in order. Explicit ids are kept as they are and
 * reserved first, so a derived id never takes one. Derived ids that collide
 * get `-2`, `-3`, … in position order. Duplicate explicit ids are the caller's
 * to reject beforehand.
 */
export function assignFeatureIds(features: readonly IdSource[]): readonly string[] {
  const taken = new Set<string>();
  for (const feature of features) if (feature.explicitId !== undefined) taken.add(feature.explicitId);
  return features.map((feature) => {
    if (feature.explicitId !== undefined) return feature.explicitId;
    const base = slugFromDescription(feature.description);
    let candidate = base;
    for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${base}-${suffix}`;
    taken.add(candidate);
    return candidate;
  });
}
