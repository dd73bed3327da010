import type * as z from "zod";
import { formatZodIssue } from "../core/zod-issues.js";
import { redact } from "../security/secrets/redact.js";
import { fence } from "../security/text/taint.js";

/** Keeps the head and the tail of `text` within `maxChars`, noting how much was cut from the middle. */
function capText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const keep = Math.max(0, maxChars - 80);
  const head = text.slice(0, Math.ceil(keep * 0.6));
  const tail = text.slice(text.length - Math.floor(keep * 0.4));
  return `${head}\n… [${text.length - head.length - tail.length} characters cut] …\n${tail}`;
}

/**
 * What the model reads for one tool result: secrets redacted, capped, and
 * wrapped in the taint fence when the content is untrusted. Redaction runs
 * before fencing so the fence's own markup is never rewritten.
 */
export function toModelText(
  text: string,
  options: {
    readonly untrusted: boolean;
    readonly source: string;
    readonly maxChars: number;
    readonly knownSecrets: readonly string[];
  },
): string {
  const safe = capText(redact(text, { knownSecrets: options.knownSecrets }), options.maxChars);
  return options.untrusted ? fence(safe, options.source) : safe;
}

/** A validation failure phrased so the model can fix its call. */
export function describeInvalidInput(toolName: string, error: z.ZodError): string {
  const lines = error.issues.slice(0, 10).map((issue) => `- ${formatZodIssue(issue)}`);
  return `invalid input for tool "${toolName}":\n${lines.join("\n")}\nFix the arguments and call the tool again.`;
}
