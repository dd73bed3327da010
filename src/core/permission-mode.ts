/**
 * The permission modes of the spec: the one list that the config's zod enum (and so
 * `--mode` and the config file), the replayer and the permission gate derive from.
 */
export const PERMISSION_MODES = ["default", "acceptEdits", "plan", "bypass"] as const;

/** One of {@link PERMISSION_MODES}. */
export type PermissionMode = (typeof PERMISSION_MODES)[number];

const STRICTNESS: Readonly<Record<PermissionMode, number>> = {
  bypass: 0,
  acceptEdits: 1,
  default: 2,
  plan: 3,
};

/**
 * The stricter of two modes. Used where code below the host narrows the host's
 * mode for one call (an orchestrator `agent()` call in `plan`): such an override may
 * tighten the session's mode, never loosen it. Pure; never throws.
 */
export function stricterMode(a: PermissionMode, b: PermissionMode): PermissionMode {
  return STRICTNESS[a] >= STRICTNESS[b] ? a : b;
}

/** True when `value` names a permission mode (for recorded or user-given text). */
export function isPermissionMode(value: unknown): value is PermissionMode {
  return typeof value === "string" && (PERMISSION_MODES as readonly string[]).includes(value);
}
