/**
 * The kill-list: shell commands denied in every permission mode, bypass included. It is a
 * safety net against catastrophic mistakes, not the security boundary (that is the OS sandbox),
 * so it aims at the commands that destroy a machine or a home directory and lets everyday work
 * through. The spec's patterns are generalised by reading the command the way bash would.
 *
 * Seen through: quoting and escapes (`'rm'`, `r''m`, `\rm`, `$'\x72m'`), brace expansion
 * (`{rm,-rf,/}`), `/bin/rm`, `RM`, `grm`; wrappers with their options (`sudo -u root`, `doas`,
 * `env -i A=1`, `command`, `builtin`, `exec`, `nohup`, `time`, `nice`, `ionice`, `timeout 5`,
 * `stdbuf`, `setsid`, `flock`, `watch`, `chroot`, `xargs -0`, `busybox`, `docker|kubectl exec`);
 * command strings (`sh|bash|zsh -c`, `eval`, `su -c`, `env -S`, `ssh host cmd`, `alias x=…`)
 * parsed recursively to a bounded depth; scripts fed to a shell by pipe, here-doc or here-string
 * when their text is known (`echo …`, `printf …`, `cat <<EOF`, `base64 -d`, `xxd -r -p`, `rev`),
 * or written to a file and run later (`echo … > x.sh; sh x.sh`); `$(…)` and backticks
 * (executed, and their output when known); variables assigned earlier (`X=/; rm -rf $X`),
 * `for` values, arrays, `read` from a known input, `set --`, functions called with arguments,
 * `cd` (`cd / && rm -rf *`); `;`, `&&`, `||`, `|`, `&`, subshells, groups, if/while/for/case;
 * `system(…)` strings and recursive deletes in `python -c`/`perl -e`/`node -e` one-liners.
 *
 * Denied:
 * - `rm` with `-r`/`-f` (any spelling: `-rf`, `-fr`, `-Rf`, `-r -f`, `--recursive --force`,
 *   `--recur`) on `/`, `~`, `~user`, `$HOME`, any top-level directory (`/usr`, `/etc`, `/tmp`,
 *   `/home`, `C:\`), a home directory (`/home/me`, `/Users/me`), or with a glob emptying one
 *   (`/*`, `~/*`, `~/.*`, `/usr/*`, `/usr/lib*`); with `-r`, a system directory's direct child
 *   (`/usr/lib`, `/var/log`, `/etc/nginx` — `rm -f /etc/localtime` is a file and allowed;
 *   `/opt/ghc` is an add-on, removed routinely to free runner disk space, and allowed).
 *   `..` is resolved (`/tmp/..`, `~/..`). `rm --no-preserve-root` with any target.
 *   Allowed: relative paths (`./build`, `node_modules`, `*`), anything deeper (`/tmp/foo`,
 *   `~/.cache/pip`, `/var/lib/apt/lists/*`) and emptying a temp directory (`/tmp/*`).
 * - A variable that is unknown and may be empty is also tried empty: `rm -rf "$DIR/"` and
 *   `"$DIR"/*` are denied because they are `/` when DIR is unset (even for CI variables: use
 *   `${DIR:?}`), while `rm -rf "$DIR"` and `"$DIR/build"` are allowed. A quoted `"~"` counts as
 *   home: whoever writes it almost surely meant home.
 * - `chmod`/`chown`/`chgrp`/`chattr`/`setfacl -R`, `mv`, `rsync --delete`, cmd's `rd|del /s`
 *   and PowerShell's `Remove-Item -Recurse` on those targets; `find` on them with `-delete` or
 *   `-exec`/`-ok` of a destructive command (also `find / | xargs rm`, and unquoted globs that may
 *   expand to those flags, `-delet?`, `-exe*`); whatever `find -exec` runs is judged as a
 *   command too.
 * - Disks: `mkfs*`, `mkswap`, `wipefs -a`, `blkdiscard`, `format C:`, partition editors unless
 *   listing, `dd of=` any device except the everyday pseudo-devices (`/dev/null`, `/dev/zero`,
 *   `/dev/stdout`…), and redirects, `tee`, `cp`, `shred`, `truncate` onto disk or memory devices
 *   (`/dev/sd*`, `nvme*`, `disk*`, `hd*`, `vd*`, `xvd*`, `mmcblk*`, `mapper/*`, `md*`, `dm-*`,
 *   `/dev/mem`, an unresolvable `/dev/$X`) or `/proc/sysrq-trigger`. Reading a disk
 *   (`dd if=/dev/sda of=x.img`) and paths that merely contain the words (`/dev/sda.txt`) are fine.
 * - Power: `shutdown`, `reboot`, `halt`, `poweroff`, `init|telinit 0/1/6/S`,
 *   `systemctl|loginctl poweroff|reboot|halt|suspend|hibernate|rescue|…`, `kexec -e`; `kill -1`,
 *   `kill 1`, `killall5`.
 * - Fork bombs: a function that runs itself in a pipeline or in the background, whatever its
 *   name (`:(){ :|:& };:`, `bomb(){ bomb|bomb& }`), and `fork`-in-a-loop one-liners.
 * - Fail closed: parser not initialised, shells nested too deeply, or a command too big to
 *   inspect. Text quoted as data is never a command: `echo "rm -rf /"`, `git commit -m "…"`,
 *   `grep -r mkfs .` are allowed.
 */
import { killListReason } from "../shell/kill-list-walk.js";
import { shellParserReady } from "../shell/parse.js";

/**
 * Checks a shell command against the kill-list (see the module comment for what is denied).
 * Synchronous, pure and never throws: when the shell parser is not initialised, or the command
 * cannot be analysed, the answer is a denial (fail closed).
 * @param command - The command line exactly as the shell would receive it.
 */
export function checkKillList(command: string): { denied: true; reason: string } | { denied: false } {
  if (!shellParserReady()) {
    return { denied: true, reason: "shell parser not initialised: await initShellParser() first" };
  }
  try {
    const reason = killListReason(command);
    return reason === undefined ? { denied: false } : { denied: true, reason };
  } catch (error: unknown) {
    const detail = error instanceof Error ? error.message : String(error);
    return { denied: true, reason: `command could not be analysed (${detail})` };
  }
}
