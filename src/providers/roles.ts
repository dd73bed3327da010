/** Which job a model does: plan and judge (architect), apply edits (editor), or help (subagent). */
export type ModelRole = "architect" | "editor" | "subagent";

/** The order roles are tried in when escalating. */
const MODEL_ROLES: readonly ModelRole[] = ["architect", "editor", "subagent"];

/** Model id per role; a role left out falls back to the default model. */
export type RoleModelMap = { readonly [role in ModelRole]?: string | undefined };

/**
 * The models to try, in order, when a call keeps failing with retryable errors.
 * Head: the active role's model (or `primary` when the role is unmapped or
 * absent); then every other distinct mapped model, in architect → editor →
 * subagent order. So a rate-limited architect retries on the editor model
 * before giving up.
 */
export function fallbackChain(primary: string, map: RoleModelMap, role?: ModelRole): readonly string[] {
  const head = (role === undefined ? undefined : map[role]) ?? primary;
  const chain = [head];
  for (const each of MODEL_ROLES) {
    const model = map[each];
    if (model !== undefined && !chain.includes(model)) chain.push(model);
  }
  return chain;
}

/**
 * Resolves the role map from `ALFRED_MODEL_<ROLE>` values with `ALFRED_MODEL`
 * (`defaultModel`) as the fallback for every role not set explicitly.
 */
export function resolveRoleModels(
  defaultModel: string,
  explicit: RoleModelMap,
): Readonly<Record<ModelRole, string>> {
  return {
    architect: explicit.architect ?? defaultModel,
    editor: explicit.editor ?? defaultModel,
    subagent: explicit.subagent ?? defaultModel,
  };
}
