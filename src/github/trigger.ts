/**
 * Finds the trigger phrase (`/alfred`) in a comment and reads the command
 * after it. The phrase counts only as a whole word at the start of a line or
 * after whitespace (`/alfredo` and `x/alfred` do not trigger), and only in the
 * comment's own prose: quoted lines (`> /alfred implement`, the usual way a
 * reply quotes an earlier command), code (fenced blocks, inline spans) and
 * HTML comments (invisible when rendered, e.g. in issue templates) are
 * skipped, so quoting, documenting or hiding the command does not start a run.
 */

/** What a comment asks Alfred to do. */
export type Trigger =
  | {
      readonly command: "implement";
      /** The token after `implement` when it looks like a feature id. */
      readonly featureId?: string;
      /**
       * Everything after `implement` on that line. When `featureId` names no
       * feature of the list, the caller may treat this as a free-text request.
       */
      readonly text?: string;
    }
  | { readonly command: "review" }
  | { readonly command: "unknown"; readonly text: string };

/** Same rule as feature_list.json ids (`src/harness/features/feature-id.ts`). */
const FEATURE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Parses the first trigger in `body`; `undefined` when there is none. The
 * phrase and the command are matched case-insensitively; the phrase may be
 * followed by `:` or `,` (`/alfred: implement`).
 */
export function parseTrigger(body: string, phrase = "/alfred"): Trigger | undefined {
  const needle = phrase.trim().toLowerCase();
  if (needle === "") return undefined;
  for (const line of proseLines(body)) {
    const rest = afterPhrase(line, needle);
    if (rest !== undefined) return commandOf(rest);
  }
  return undefined;
}

function commandOf(rest: string): Trigger {
  const words = rest
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  const [first, second] = words;
  const command = first?.toLowerCase();
  if (command === "implement") {
    const text = words.slice(1).join(" ");
    return {
      command: "implement",
      ...(second !== undefined && FEATURE_ID.test(second) ? { featureId: second } : {}),
      ...(text === "" ? {} : { text }),
    };
  }
  if (command === "review") return { command: "review" };
  return { command: "unknown", text: words.join(" ") };
}

/** The text after the first whole-word occurrence of `needle` in `line`, or `undefined`. */
function afterPhrase(line: string, needle: string): string | undefined {
  const lower = line.toLowerCase();
  let from = 0;
  for (;;) {
    const at = lower.indexOf(needle, from);
    if (at < 0) return undefined;
    const before = at === 0 ? "" : (line[at - 1] ?? "");
    let end = at + needle.length;
    if (line[end] === ":" || line[end] === ",") end += 1;
    const after = line[end] ?? "";
    if ((before === "" || /\s/.test(before)) && (after === "" || /\s/.test(after))) return line.slice(end);
    from = at + 1;
  }
}

/** The lines of `body` outside HTML comments, fenced code and block quotes, with inline code blanked. */
function proseLines(body: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const raw of body.replace(/<!--[\s\S]*?(?:-->|$)/g, "").split(/\r?\n/)) {
    const trimmed = raw.trimStart();
    const marker = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    if (trimmed.startsWith(">")) continue;
    // A non-space stand-in, so `code`/alfred cannot turn into a whole word.
    lines.push(raw.replace(/`[^`]*`/g, "\u0000"));
  }
  return lines;
}
