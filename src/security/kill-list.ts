// Placeholder signature: replaced by the implementation in this session (issue 3).
export function checkKillList(_command: string): { denied: true; reason: string } | { denied: false } {
  return { denied: true, reason: "kill-list not implemented" };
}
