/**
 * The kill-list: shell commands denied in every permission mode, bypass included. It is a
 * safety net against catastrophic mistakes, not the security boundary (that is the OS sandbox),
 * so it aims at the commands that destroy a machine or a home directory and lets everyday work
 * through.
 *
 * Denied (after seeing through quoting, `sudo`/`env`/`nice`/`timeout`/`xargs`/… wrappers,
 * `sh -c`/`eval`/`su -c`/`ssh host` strings, scripts piped or here-doc'd into a shell,
 * functions, loops, `$(…)`, `/bin/rm` and `\rm`):
 * - `rm` with `-r`/`-f` (any spelling) on `/`, `/*`, `~`, `~/`, `~user`, `$HOME`, any top-level
 *   directory (`/usr`, `/etc`, `/tmp`, `/home`), a system directory's direct child (`/usr/lib`,
 *   `/var/log`), a home directory (`/home/me`, `/Users/me`), a glob emptying any of those
 *   (`/usr/*`, `~/.*`) — but emptying a temp directory (`/tmp/*`) is allowed; `..` is resolved
 *   (`/tmp/../` is `/`). `rm --no-preserve-root` with any target.
 * - An unknown variable that may be empty is tried empty: `rm -rf "$DIR/"` and `"$DIR"/*` are
 *   denied (they are `/` when DIR is unset), `rm -rf "$DIR/build"` and `rm -rf "$DIR"` are not;
 *   `${DIR:?}` is never empty. Relative paths (`./build`, `node_modules`, `*`) are allowed.
 *   A quoted `"~"` is treated as home: whoever writes it almost surely meant home.
 * - `chmod`/`chown`/`chgrp`/`chattr`/`setfacl -R` on the same targets; `find` with `-delete`,
 *   or `-exec`/`-ok` of a destructive command, on them (also `find / | xargs rm`);
 *   `mv` of them; `rsync --delete` onto them. The command `find -exec` runs is judged too.
 * - Formatting and raw disk writes: `mkfs*`, `mkswap`, `wipefs -a`, `blkdiscard`, partition
 *   editors not listing, `dd of=` any device but the everyday pseudo-devices (`/dev/null`…),
 *   and redirects, `tee`, `cp`, `shred`, `truncate` onto disks (`/dev/sd*`, `nvme*`, `disk*`,
 *   `hd*`, `vd*`, `xvd*`, `mmcblk*`, `mapper/*`, `md*`, `dm-*`, `/dev/mem`…) or
 *   `/proc/sysrq-trigger`. Reading a disk (`dd if=/dev/sda of=x.img`) is allowed.
 * - Power: `shutdown`, `reboot`, `halt`, `poweroff`, `init 0/1/6`, `systemctl|loginctl
 *   poweroff|reboot|halt|suspend|…`, `kexec -e`; `kill -1` / `kill 1`, `killall5`.
 * - Fork bombs: a function that runs itself in a pipeline or in the background, whatever its
 *   name; `perl -e 'fork while fork'`-style one-liners.
 * - Fail closed: parser not initialised, a command nested too deeply, or too big to inspect.
 */
import { killListReason } from "./shell/kill-walk.js";
import { shellParserReady } from "./shell/parse.js";

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
