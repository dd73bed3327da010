/**
 * What to say about a setting the schema does not know: the near-miss it was probably meant as
 * (`maxTurn` → `maxTurns`), or, for a key that looks like a credential, where credentials go.
 */
import * as z from "zod";
import { nearMiss } from "../core/edit-distance.js";
import { alfredConfigSchema } from "./schema.js";

/** A key naming a credential: `apiKey`, `anthropic_api_key`, `token`, `secret`, `password`. */
const CREDENTIAL = /api[-_]?key|token|secret|password|credential/i;

/** Top-level settings that were renamed: the old name → the new one. */
const RENAMED_SETTINGS: Readonly<Record<string, string>> = {
  // The permission mode is `permissionMode` from the file to the gate (issue 30).
  mode: "permissionMode",
};

/** The schema under optional/default/nullable wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    const inner: unknown = (current.def as { innerType?: unknown }).innerType;
    if (!(inner instanceof z.ZodType)) return current;
    current = inner;
  }
}

/** The setting names the schema knows at `path` (an object's keys), or none. */
function knownSettingsAt(path: readonly PropertyKey[]): string[] {
  let schema: z.ZodType = alfredConfigSchema;
  for (const key of path) {
    const object = unwrapped(schema);
    if (!(object instanceof z.ZodObject)) return [];
    const next: unknown = (object.shape as Record<string, unknown>)[String(key)];
    if (!(next instanceof z.ZodType)) return [];
    schema = next;
  }
  const object = unwrapped(schema);
  return object instanceof z.ZodObject ? Object.keys(object.shape) : [];
}

/** The message for unknown setting `key` inside the object at `path`. */
export function unknownSettingMessage(key: string, path: readonly PropertyKey[]): string {
  if (CREDENTIAL.test(key))
    return "unknown setting: secrets come from the environment (ANTHROPIC_API_KEY, OPENAI_API_KEY; the Action's key inputs), never from a configuration file";
  const renamed = path.length === 0 ? RENAMED_SETTINGS[key] : undefined;
  if (renamed !== undefined) return `unknown setting: renamed ${renamed}`;
  const meant = nearMiss(key, knownSettingsAt(path));
  return meant === undefined ? "unknown setting" : `unknown setting; did you mean ${meant}?`;
}
