// Placeholder signature: replaced by the implementation in this session (issue 3).
export function fence(content: string, source: string): string {
  return `<untrusted-data source="${source}">\n${content}\n</untrusted-data>`;
}
