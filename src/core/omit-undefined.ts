/**
 * Optional fields under `exactOptionalPropertyTypes`: a field declared `name?: T` may be absent
 * but may not hold `undefined`. Copying a value that may be undefined into such a field used to
 * take a conditional spread per field (`...(x === undefined ? {} : { x })`); {@link omitUndefined}
 * says the same once for a whole group of fields.
 */

/** The keys of `T` whose value may be `undefined`. */
type MaybeUndefinedKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * `T` with every field that may be `undefined` made optional instead: present with a value, or
 * absent. The other fields stay as they are.
 */
export type OmitUndefined<T> = { [K in Exclude<keyof T, MaybeUndefinedKeys<T>>]: T[K] } & {
  [K in MaybeUndefinedKeys<T>]?: Exclude<T[K], undefined>;
};

/**
 * A copy of `fields` without the keys whose value is `undefined`, in the same order: spread it
 * where some fields are optional (`{ ...base, ...omitUndefined({ role, signal }) }`). A field
 * present with `undefined` would override a default when spread; an absent one does not.
 */
export function omitUndefined<T extends object>(fields: T): OmitUndefined<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) kept[key] = value;
  }
  // The loop above is the proof: every key left holds a defined value of its declared type.
  return kept as OmitUndefined<T>;
}
