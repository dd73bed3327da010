// Placeholder signature: replaced by the implementation in this session (issue 3).
export function checkEgress(
  _url: string,
  _allowList: readonly string[],
): { allowed: true } | { allowed: false; reason: string } {
  return { allowed: false, reason: "egress policy not implemented" };
}
