/**
 * Glob patterns for the glob tool, grep's file filter and `.gitignore`:
 * `*` and `?` stay inside one `/`-separated segment, `**` as a whole segment
 * spans any number of segments, `[abc]` / `[a-z]` / `[!abc]` match one
 * character, `{a,b}` alternatives (nesting allowed), `\` escapes. With
 * `dot: false` (shell and glob-tool behaviour) wildcards do not match a
 * segment's leading `.`; `.gitignore` patterns use `dot: true`.
 *
 * Why not picomatch (tried with `makeRe`, issue 11): it fails three rows of glob-pattern.test.ts,
 * each a behaviour callers rely on. `src/**` matches `src` itself, so a `.gitignore` with
 * `src/**` and `!src/keep.txt` would exclude the directory and lose the re-included file (git
 * keeps it) and a permission rule on `src/**` would also cover `src`; `[!a-c]` is not a negated
 * class; `(`, `)` are regex groups, so a file named `file.(ts)` does not match itself. Brace
 * expansion here is capped at 1,000 alternatives, so a hostile pattern cannot blow up.
 */

/** Options of {@link compileGlob}. */
export interface GlobPatternOptions {
  /** Let wildcards match a leading `.` in a segment. Default false. */
  readonly dot?: boolean;
  /** Expand `{a,b}` alternatives. Default true (`.gitignore` has none). */
  readonly braces?: boolean;
  readonly caseInsensitive?: boolean;
}

/** Past this many alternatives brace expansion stops, so a hostile pattern cannot blow up. */
const MAX_ALTERNATIVES = 1_000;
const MAGIC = /[*?[{\\]/;

function closingBrace(pattern: string, open: number): number {
  let depth = 0;
  for (let index = open; index < pattern.length; index += 1) {
    const char = pattern.charAt(index);
    if (char === "\\") index += 1;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let index = 0; index < body.length; index += 1) {
    const char = body.charAt(index);
    if (char === "\\") {
      current += char + body.charAt(index + 1);
      index += 1;
      continue;
    }
    if (char === "{") depth += 1;
    if (char === "}") depth -= 1;
    if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** Expands `{a,b}` alternatives (a `{` without a matching `}` or a comma stays literal). */
export function expandBraces(pattern: string): string[] {
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern.charAt(index);
    if (char === "\\") {
      index += 1;
      continue;
    }
    if (char !== "{") continue;
    const close = closingBrace(pattern, index);
    if (close === -1) return [pattern];
    const options = splitTopLevel(pattern.slice(index + 1, close));
    if (options.length < 2) continue;
    const head = pattern.slice(0, index);
    const tails = expandBraces(pattern.slice(close + 1));
    const out: string[] = [];
    for (const option of options) {
      for (const expanded of expandBraces(option)) {
        for (const tail of tails) {
          if (out.length >= MAX_ALTERNATIVES) return out;
          out.push(head + expanded + tail);
        }
      }
    }
    return out;
  }
  return [pattern];
}

function escapeRegExp(char: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(char) ? `\\${char}` : char;
}

/** Compiles `[...]` starting at `open`; returns the source and the index after `]`, or undefined. */
function compileClass(segment: string, open: number): { source: string; next: number } | undefined {
  let index = open + 1;
  let negate = false;
  if (segment.charAt(index) === "!" || segment.charAt(index) === "^") {
    negate = true;
    index += 1;
  }
  let body = "";
  let first = true;
  while (index < segment.length) {
    const char = segment.charAt(index);
    if (char === "]" && !first) return { source: `[${negate ? "^/" : ""}${body}]`, next: index + 1 };
    if (char === "\\" && index + 1 < segment.length) {
      body += `\\${segment.charAt(index + 1)}`;
      index += 2;
    } else {
      body += char === "-" ? "-" : /[\]\\^[]/.test(char) ? `\\${char}` : char;
      index += 1;
    }
    first = false;
  }
  return undefined;
}

function compileSegment(segment: string, dot: boolean): string {
  let source = "";
  for (let index = 0; index < segment.length; index += 1) {
    const char = segment.charAt(index);
    const guard = !dot && index === 0 ? "(?!\\.)" : "";
    if (char === "*") {
      source += `${guard}[^/]*`;
      while (segment.charAt(index + 1) === "*") index += 1;
    } else if (char === "?") {
      source += `${guard}[^/]`;
    } else if (char === "[") {
      const compiled = compileClass(segment, index);
      if (compiled === undefined) {
        source += "\\[";
      } else {
        source += guard + compiled.source;
        index = compiled.next - 1;
      }
    } else if (char === "\\" && index + 1 < segment.length) {
      source += escapeRegExp(segment.charAt(index + 1));
      index += 1;
    } else {
      source += escapeRegExp(char);
    }
  }
  return source;
}

function compileAlternative(pattern: string, dot: boolean): string {
  const segments = pattern.split("/").filter((segment, index) => segment !== "" || index === 0);
  const anySegment = dot ? "[^/]+" : "(?!\\.)[^/]+";
  let source = "";
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "**") {
      source += last ? `(?:${anySegment}/)*${anySegment}` : `(?:${anySegment}/)*`;
      return;
    }
    source += compileSegment(segment, dot) + (last ? "" : "/");
  });
  return source;
}

/**
 * Compiles a glob into an anchored RegExp matched against `/`-separated
 * relative paths (a leading `./` is ignored). Pure; never throws.
 */
export function compileGlob(pattern: string, options: GlobPatternOptions = {}): RegExp {
  const dot = options.dot ?? false;
  const cleaned = pattern.replace(/^(?:\.\/)+/, "");
  const alternatives = options.braces === false ? [cleaned] : expandBraces(cleaned);
  const source = alternatives.map((alternative) => compileAlternative(alternative, dot)).join("|");
  return new RegExp(`^(?:${source})$`, options.caseInsensitive === true ? "i" : "");
}

/** True when the segment has glob syntax (so it is not a literal name). */
export function hasGlobMagic(segment: string): boolean {
  return MAGIC.test(segment);
}

/**
 * The pattern's leading literal directory segments (`src/lib/**\/*.ts` →
 * `["src", "lib"]`), which a walk can descend into directly.
 */
export function literalPrefix(pattern: string): string[] {
  const segments = pattern.replace(/^(?:\.\/)+/, "").split("/");
  const prefix: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (segment === "" || hasGlobMagic(segment)) break;
    prefix.push(segment);
  }
  return prefix;
}
