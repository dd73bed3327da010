// Placeholder signature: replaced by the implementation in this session (issue 3).
export function sanitizeUntrustedText(text: string): string {
  return text;
}
