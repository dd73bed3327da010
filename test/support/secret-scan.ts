/**
 * Scanners for known secret values in what the fakes recorded: plain, and in
 * the disguises an attacker's command would use to slip past redaction
 * (`rev`, `xxd -p`, `base64`, `sed 's/./& /g'`).
 */
import type { RecordedRequest } from "../fakes/fake-script.js";

/** A way a secret can be written. */
export type SecretForm = "plain" | "reversed" | "hex" | "base64" | "spaced";

/** Every form, for scans that must catch them all. */
export const ALL_FORMS: readonly SecretForm[] = ["plain", "reversed", "hex", "base64", "spaced"];

/** Whitespace-free base64 of `secret` at each of the three byte alignments, minus the edge groups. */
function base64Cores(secret: string): string[] {
  return [0, 1, 2].map((shift) => {
    const encoded = Buffer.from(`${"x".repeat(shift)}${secret}`).toString("base64");
    return encoded.slice(4, encoded.length - 4);
  });
}

/** True when `text` holds `secret` in `form`. Hex and base64 ignore line wrapping (`xxd -p`, `base64`). */
export function holdsForm(text: string, secret: string, form: SecretForm): boolean {
  switch (form) {
    case "plain":
      return text.includes(secret);
    case "reversed":
      return text.includes([...secret].reverse().join(""));
    case "hex":
      return text.replace(/\s+/g, "").toLowerCase().includes(Buffer.from(secret).toString("hex"));
    case "base64": {
      const compact = text.replace(/\s+/g, "");
      return base64Cores(secret).some((core) => compact.includes(core));
    }
    case "spaced":
      return text.includes([...secret].join(" "));
  }
}

/**
 * The `name (form)` of every secret found in any of `texts` in one of `forms`;
 * empty when none is. Scan string leaves, not JSON text, so escaping cannot hide a match.
 */
export function findSecrets(
  texts: readonly string[],
  secrets: Readonly<Record<string, string>>,
  forms: readonly SecretForm[] = ALL_FORMS,
): string[] {
  const found: string[] = [];
  for (const [name, secret] of Object.entries(secrets)) {
    for (const form of forms) {
      if (texts.some((text) => holdsForm(text, secret, form))) found.push(`${name} (${form})`);
    }
  }
  return found;
}

/** Every string inside a JSON value (object keys excluded). */
export function stringLeaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item: unknown) => stringLeaves(item));
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringLeaves);
  return [];
}

/** The text of a `tool_result` block's content: a string, or its text blocks joined. */
function resultText(content: unknown): string {
  if (typeof content === "string") return content;
  return stringLeaves(content).join("\n");
}

/**
 * What Alfred sent the model as the result of the tool call `toolUseId`, taken
 * from the first recorded request that carries it; `undefined` when no request
 * did (the call never ran, or the run stopped before the next request).
 */
export function toolResultText(requests: readonly RecordedRequest[], toolUseId: string): string | undefined {
  for (const request of requests) {
    const body = request.body;
    if (typeof body !== "object" || body === null || !("messages" in body)) continue;
    const messages: unknown = body.messages;
    if (!Array.isArray(messages)) continue;
    for (const message of messages as unknown[]) {
      if (typeof message !== "object" || message === null || !("content" in message)) continue;
      const content: unknown = message.content;
      if (!Array.isArray(content)) continue;
      for (const block of content as unknown[]) {
        if (
          typeof block === "object" &&
          block !== null &&
          "type" in block &&
          block.type === "tool_result" &&
          "tool_use_id" in block &&
          block.tool_use_id === toolUseId
        )
          return resultText("content" in block ? block.content : "");
      }
    }
  }
  return undefined;
}
