// Placeholder signature: replaced by the implementation in this session (issue 3).
export function isReadOnlyCommand(_command: string): boolean {
  return false;
}
