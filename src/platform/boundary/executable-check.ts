/**
 * Whether programs can start inside the boundary, and where they are on the host when they
 * cannot (the verify preflight, issue 25). One boundary command checks every name: a name
 * resolves on the sandbox's PATH (`command -v`), a path is an executable file (a venv's
 * `bin/python` symlink resolves), and a script's `#!` interpreter — or the program
 * `#!/usr/bin/env` names — exists too. The names reach the shell as arguments, never as text.
 */
import { lstatSync, realpathSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import type { Boundary } from "./boundary.js";
import { which } from "../process/which.js";

/** What the check found for one name. */
export type ExecutableStatus =
  | { readonly name: string; readonly status: "ok"; readonly resolved: string }
  | {
      readonly name: string;
      readonly status: "missing" | "interpreter";
      /** For `interpreter`: the `#!` interpreter that is missing inside. */
      readonly interpreter?: string;
      /** The real path on the host, when it is there. */
      readonly onHost?: string;
    };

// Prints one line per argument: `ok NAME PATH`, `missing NAME` or `interpreter NAME INTERPRETER`.
const CHECK_SCRIPT = [
  "for p; do",
  'case "$p" in',
  '*/*) if [ -x "$p" ] && [ ! -d "$p" ]; then r="$p"; else r=; fi ;;',
  '*) r=$(command -v "$p" 2>/dev/null) ;;',
  "esac",
  'if [ -z "$r" ]; then printf \'missing\\t%s\\n\' "$p"; continue; fi',
  'l=$(head -c 256 "$r" 2>/dev/null | head -n 1)',
  'case "$l" in',
  "'#!'*)",
  'rest=${l#??}; rest=${rest# }; i=${rest%% *}; a=${rest#"$i"}; a=${a# }; a=${a%% *}',
  'if [ -n "$i" ] && [ ! -x "$i" ]; then printf \'interpreter\\t%s\\t%s\\n\' "$p" "$i"; continue; fi',
  'if [ "${i##*/}" = env ] && [ -n "$a" ] && ! command -v "$a" >/dev/null 2>&1; then',
  'printf \'interpreter\\t%s\\t%s\\n\' "$p" "$a"; continue',
  "fi ;;",
  "esac",
  'printf \'ok\\t%s\\t%s\\n\' "$p" "$r"',
  "done",
].join("\n");

function hostReal(path: string): string | undefined {
  try {
    lstatSync(path);
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/** Where `name` (a program on `path`, or a path relative to `cwd`) really is on the host, if anywhere. */
export async function hostExecutable(name: string, cwd: string, path: string): Promise<string | undefined> {
  if (name.includes("/")) return hostReal(resolve(cwd, name));
  const found = await which(name, path);
  return found === undefined ? undefined : hostReal(found);
}

/**
 * Checks `names` inside `boundary` from `cwd` (module comment); for each that cannot start,
 * looks for it (or its interpreter) on the host's PATH (`hostPath`). Returns undefined when the
 * check itself could not run (the boundary refused it; its reason is the caller's to report).
 */
export async function checkExecutables(
  boundary: Boundary,
  cwd: string,
  names: readonly string[],
  hostPath: string,
): Promise<ExecutableStatus[] | undefined> {
  if (names.length === 0) return [];
  const result = await boundary.run({
    argv: ["/bin/sh", "-c", CHECK_SCRIPT, "sh", ...names],
    cwd,
    timeoutMs: 30_000,
    maxOutputChars: 20_000,
  });
  if (result.refused !== undefined || result.outcome !== "exited") return undefined;
  const statuses: ExecutableStatus[] = [];
  for (const line of result.output.split("\n")) {
    const [status, name, detail] = line.split("\t");
    if (name === undefined || (detail === undefined && status !== "missing")) continue;
    if (status === "ok" && detail !== undefined) statuses.push({ name, status, resolved: detail });
    else if (status === "missing") {
      const host = await hostExecutable(name, cwd, hostPath);
      statuses.push({ name, status, ...(host === undefined ? {} : { onHost: host }) });
    } else if (status === "interpreter" && detail !== undefined) {
      const host = isAbsolute(detail) ? hostReal(detail) : await hostExecutable(detail, cwd, hostPath);
      statuses.push({ name, status, interpreter: detail, ...(host === undefined ? {} : { onHost: host }) });
    }
  }
  return statuses;
}
