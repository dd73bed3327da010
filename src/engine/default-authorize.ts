import type { AuthorizeToolCall } from "../tools/types.js";

/**
 * The authorization used when the host supplies none: read-only calls run,
 * anything else is denied. Hosts pass the permission gate from
 * `src/permissions/` to get modes, rules, hooks and asking.
 */
export const defaultAuthorize: AuthorizeToolCall = async (tool, input) => {
  if (tool.isReadOnly(input)) return { behavior: "allow", input };
  return {
    behavior: "deny",
    reason: `${tool.describeCall(input)} changes state, and no permission gate was configured to approve it`,
  };
};
