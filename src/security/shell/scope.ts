/**
 * What the static evaluator knows about shell variables while it walks a script in order.
 *
 * Values are *alternatives*: `for d in / ~` gives `d` two possible values, and every check
 * considers each of them. Unknown parts of a value are written as sentinel characters that no
 * real command line contains, so path checks can reason about "unknown, maybe empty" text.
 */

/** An expansion whose value cannot be known statically and may be empty (`$X`, `$(cmd)`). */
export const MAYBE_EMPTY = "\u0000";
/** An expansion whose value is unknown but certainly non-empty (`${X:?}`, `$$`, `$((…))`). */
export const NON_EMPTY = "\u0001";
/** True when `text` holds an unknown part. */
export function isDynamic(text: string): boolean {
  return text.includes(MAYBE_EMPTY) || text.includes(NON_EMPTY);
}

/** A variable assigned earlier in the script. */
interface Variable {
  readonly values: readonly string[];
  /** Exported variables are seen by child shells (`sh -c`), the others are not. */
  readonly exported: boolean;
}

/** The variables and positional parameters visible at one point of a script. */
export interface Scope {
  readonly vars: Map<string, Variable>;
  /** `$0`, `$1`, … when known (inside `sh -c 'script' arg0 arg1`), else undefined. */
  positional: readonly string[] | undefined;
  /** The working directory after a `cd` to a known place; undefined while it is unknown. */
  cwd: string | undefined;
  /**
   * Files this script wrote with known content (`echo 'rm -rf /' > x.sh`), by path. Shared, not
   * copied, by subshells and child shells: a file outlives the process that wrote it.
   */
  readonly files: Map<string, readonly string[]>;
}

/** An empty top-level scope: nothing assigned, positional parameters unknown. */
export function rootScope(): Scope {
  return { vars: new Map(), positional: undefined, cwd: undefined, files: new Map() };
}

/** A copy for a subshell: its assignments must not leak back into the parent. */
export function subshellScope(scope: Scope): Scope {
  return { vars: new Map(scope.vars), positional: scope.positional, cwd: scope.cwd, files: scope.files };
}

/** The scope a child process (`sh -c`) starts with: exported variables only. */
export function childScope(scope: Scope, positional: readonly string[] | undefined): Scope {
  const vars = new Map<string, Variable>();
  for (const [name, variable] of scope.vars) if (variable.exported) vars.set(name, variable);
  return { vars, positional, cwd: scope.cwd, files: scope.files };
}

/** `path` as seen from the scope's working directory, when that is known. */
export function fromWorkingDirectory(scope: Scope, path: string): string {
  if (scope.cwd === undefined || path.startsWith("/") || path.startsWith("~")) return path;
  return `${scope.cwd}/${path}`;
}

/**
 * The possible values of `$name`. HOME is kept symbolic as `~` so that `$HOME`, `${HOME}` and `~`
 * are judged alike; PWD is unknown but never empty.
 */
export function lookupVariable(scope: Scope, name: string): readonly string[] | undefined {
  const variable = scope.vars.get(name);
  if (variable !== undefined) return variable.values;
  if (/^\d+$/.test(name)) {
    const value = scope.positional?.[Number(name)];
    return value === undefined ? undefined : [value];
  }
  if (name === "@" || name === "*") return scope.positional && [scope.positional.slice(1).join(" ")];
  if (name === "HOME") return ["~"];
  if (["PWD", "OLDPWD", "#", "?", "$", "!", "-", "UID", "EUID", "PPID", "RANDOM"].includes(name)) {
    return [NON_EMPTY];
  }
  return undefined;
}

/** The key a written file is remembered under: `./x.sh`, `x.sh` and `$PWD/x.sh` after `cd` agree. */
export function fileKey(scope: Scope, path: string): string {
  return fromWorkingDirectory(scope, path)
    .replace(/\/(\.\/)+/g, "/")
    .replace(/^(\.\/)+/, "")
    .replace(/\/{2,}/g, "/");
}

/** Records that the script wrote `content` (alternatives) to `path`, replacing or appending. */
export function recordWrite(scope: Scope, path: string, content: readonly string[], append: boolean): void {
  const key = fileKey(scope, path);
  const before = append ? (scope.files.get(key) ?? [""]) : [""];
  scope.files.set(
    key,
    before.flatMap((head) => content.map((tail) => head + tail)),
  );
}
