// Placeholder signature: replaced by the implementation in this session (issue 3).
export function redact(text: string, _options?: { knownSecrets?: readonly string[] }): string {
  return text;
}
