/**
 * Read-only detection for the `bash` tool: a command is read-only when every command in it —
 * across `|`, `&&`, `||`, `;`, subshells, groups and if/for/while/case — is a known-safe
 * command used in a safe way. The engine runs read-only calls in parallel and may skip asking,
 * so every doubt answers "not read-only".
 *
 * Allowed: ls, cat, head, tail, wc, echo, pwd, grep, stat, diff, cut, tr, nl, du, df, jq, which,
 * type, true/false, basename/dirname/realpath/readlink, hashes, ps, lsof and similar tools with
 * no option that writes or executes; cd, test/[, `read` into lower-case names, `command -v`;
 * `time`, `nice`, `timeout`, `stdbuf`, `command`, `builtin` and a bare `env` in front of a
 * read-only command; `xargs` feeding one of the option-free tools; `node|python3|… --version`;
 * `tar -t`, `unzip -l`; `python3 -m json.tool [file]`. With flag rules:
 * - find without -exec, -execdir, -ok, -okdir, -delete, -fprint, -fprint0, -fprintf, -fls;
 * - rg without --pre, --hostname-bin, -z/--search-zip (also inside `-uuz`); fd without -x/-X;
 * - sed scripts that only print or edit the pattern space (`-n '1,5p'`, `s/a/b/g`, `/x/d`):
 *   no -i/--in-place, no -f, no `w`/`W`, no `e`, no `s///w` or `s///e`;
 * - awk programs without system(), getline, pipes, `>>`, `print > file`, -f, -i, @load;
 * - sort without -o/--output/--compress-program; uniq and xxd with at most one file; tree
 *   without -o/-R/-H; date without -s or a date to set; hostname without a new name; file
 *   without -C; printf without -v; yq without -i;
 * - git status, log, diff, show, rev-parse and other pure readers (ls-files, blame, describe,
 *   grep, cat-file, …), branch/tag only listing (no name to create, no -d/-m/-c/-u/…), remote
 *   [-v] or get-url, stash list|show, worktree list, config --get|--list|<key>; never with -c,
 *   --config-env, --output, --ext-diff, --textconv, -O, or -p/--paginate before the subcommand.
 * Refused: output redirection other than to /dev/null or stdout/stderr (`2>&1`, `>&2` are
 * fine), tee, `$(…)`, backticks, `<(…)`, `>(…)`, `$((…))`, assignments (alone, or as a prefix
 * other than LANG, LC_* and TZ, or IFS for read — so every GIT_* prefix), functions, background `&`
 * (the job outlives the call), a command name that is not a literal word, a path to a
 * non-system binary (`./ls`), and for flag-sensitive commands any argument that expands at run
 * time or holds an unquoted glob character (`find *` or `find . -delet?` could meet a file named
 * `-delete`). Shells, eval, interpreters, pagers, editors, package managers and network tools
 * are never read-only.
 */
import { readOnlyScript } from "../shell/ro-walk.js";
import { shellParserReady } from "../shell/parse.js";

/**
 * True when `command` only reads (see the module comment for the exact rules). Synchronous,
 * pure and never throws: false when the shell parser is not initialised, the command does not
 * parse, or anything in it is not known to be safe.
 * @param command - The command line exactly as the shell would receive it.
 */
export function isReadOnlyCommand(command: string): boolean {
  if (!shellParserReady()) return false;
  try {
    return readOnlyScript(command);
  } catch {
    return false;
  }
}
