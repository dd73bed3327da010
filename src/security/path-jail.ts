// Placeholder signature: replaced by the implementation in this session (issue 3).
export async function resolveInside(
  _root: string,
  _path: string,
): Promise<{ ok: true; path: string } | { ok: false; reason: string }> {
  return { ok: false, reason: "path jail not implemented" };
}
