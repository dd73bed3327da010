/** The entries of a parsed YAML mapping, typed `unknown` (never `any`). Pure. */
export function mappingEntries(value: object): [string, unknown][] {
  const entries: [string, unknown][] = Object.entries(value);
  return entries;
}
