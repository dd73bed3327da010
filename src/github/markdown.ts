/**
 * Making untrusted text (model reasoning, verify output, feature descriptions)
 * safe to drop into a comment or a pull-request body: one line, no HTML, no
 * mentions that would ping people, no closing keywords, images or links, no
 * table breakage, bounded length.
 */
import { inertMarkdown } from "../security/text/model-text.js";

/**
 * One line of inert Markdown text: whitespace runs (newlines included) become
 * one space, `<`, `>` and `&` are escaped so no HTML (or hidden comment) gets
 * through, `@name` gets a zero-width space so nobody is pinged, closing
 * keywords, images, links and autolinks are defused (`security/text/model-text.ts`),
 * and the result is cut to `max` characters with `…`.
 */
export function inlineText(value: string, max = Number.POSITIVE_INFINITY): string {
  const flat = value.replace(/\s+/g, " ").trim();
  const cut = flat.length > max ? `${flat.slice(0, Math.max(0, max - 1)).trimEnd()}…` : flat;
  return inertMarkdown(
    cut
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/@(?=[A-Za-z0-9])/g, "@\u200b"),
  );
}

/** {@link inlineText} for a table cell: `|` escaped as well, an empty value shown as `—`. */
export function tableCell(value: string, max = Number.POSITIVE_INFINITY): string {
  const text = inlineText(value, max).replace(/\|/g, "\\|");
  return text === "" ? "—" : text;
}

/** A dollar amount: `$0.42`, `$0.0031` for sub-cent costs, `$12.50`. */
export function formatUsd(value: number | null): string {
  // An unpriced model's cost is unknown, never shown as free.
  if (value === null) return "unknown";
  if (!Number.isFinite(value) || value <= 0) return "$0.00";
  return value < 0.01 ? `$${value.toPrecision(2)}` : `$${value.toFixed(2)}`;
}
