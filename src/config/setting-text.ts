/**
 * How the text of one setting (an `ALFRED_*` variable or an Action input) becomes a
 * config value. One reader per kind, shared by both sources so that the same text
 * means the same thing wherever it is written. Malformed text stays text, so the
 * schema's error names the source and says what was expected. Pure; never throws.
 */

/** The text itself. */
export const readString = (text: string): unknown => text;

/** A list: items separated by commas or newlines (a YAML block scalar), trimmed, empty items dropped. */
export const readList = (text: string): unknown =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** A number; malformed or empty text stays text. */
export const readNumber = (text: string): unknown =>
  text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;

/** Minutes, as milliseconds; malformed text stays text. */
export const readMinutes = (text: string): unknown => {
  const minutes = readNumber(text);
  return typeof minutes === "number" ? Math.round(minutes * 60_000) : text;
};

/** `1 true on yes` / `0 false off no`, any case. */
export const readBoolean = (text: string): unknown => {
  const value = text.trim().toLowerCase();
  if (["1", "true", "on", "yes"].includes(value)) return true;
  if (["0", "false", "off", "no"].includes(value)) return false;
  return text;
};

/** The sandbox setting: `on`/`off` (or their boolean spellings, empty is off), `auto`; else the lower-cased text. */
export const readSandbox = (text: string): unknown => {
  const value = text.trim().toLowerCase();
  if (value === "1" || value === "true" || value === "on") return "on";
  if (value === "0" || value === "false" || value === "off" || value === "") return "off";
  return value;
};
