// Placeholder signature: replaced by the implementation in this session (issue 3).
export function scrubEnvironment(
  _env: Readonly<Record<string, string | undefined>>,
  _options?: { allow?: readonly string[] },
): Record<string, string> {
  return {};
}
