/**
 * What Alfred writes in a workspace — `.alfred/cache/`, memory's `index.db`, run state — kept
 * out of `git status` by every command that may write it, the way a run does
 * (`.git/info/exclude`, never committed: `excludeHarnessFiles`). Otherwise `alfred repomap`,
 * `alfred memory add` or a run stopped by a configuration error leave `?? .alfred/` behind, and
 * a later `git add -A` commits a SQLite file and caches.
 */
import { excludeHarnessFiles } from "../platform/git/git-exclude.js";

/** Excludes Alfred's state for the repository containing `cwd`; outside a repository, nothing. Never throws. */
export async function ignoreAlfredState(workingDir: string): Promise<void> {
  // Outside a repository, or .git/info not writable: `git status` noise is the only cost (doc above).
  await excludeHarnessFiles(workingDir).catch(() => undefined);
}
