// Placeholder signature: replaced by the implementation in this session (issue 3).
export async function initShellParser(): Promise<void> {}
