import { readFile, rm, writeFile } from "../../platform/fs/fs.js";
import { isAbsolute, join } from "node:path";
import { git } from "../../platform/git/git.js";
import { gitLayout } from "../../platform/git/git-layout.js";

/** Put back what {@link hideGitCredentials} took away. */
export interface HiddenCredentials {
  /** Keys that were removed from the local git config. */
  readonly hiddenKeys: readonly string[];
  restore(): Promise<void>;
}

/** Local config keys through which a checkout persists credentials. */
const CREDENTIAL_KEY = /^(http\..*\.extraheader|includeif\..*|credential\..*)$/i;
/** `https://user:token@host/…`: credentials embedded in a remote URL. */
const URL_WITH_USERINFO = /^(https?:\/\/)[^/@]+@/i;

async function localConfig(workingDir: string): Promise<readonly (readonly [string, string])[]> {
  const { stdout } = await git(["config", "--local", "--null", "--list"], { cwd: workingDir });
  return stdout
    .split("\0")
    .filter((entry) => entry !== "")
    .map((entry) => {
      const newline = entry.indexOf("\n");
      return newline === -1
        ? ([entry, ""] as const)
        : ([entry.slice(0, newline), entry.slice(newline + 1)] as const);
    });
}

/**
 * Takes the credentials `actions/checkout` persisted out of the agent's reach
 * for the duration of its work: `http.*.extraheader` (the token as a header),
 * `includeIf` entries and the credential files they point to (checkout v5+),
 * credential helpers, and tokens embedded in remote URLs. Nothing is lost:
 * `restore()` puts every entry and file back, so later workflow steps work.
 * Alfred pushes with the token it holds in memory, not with these.
 */
export async function hideGitCredentials(workingDir: string): Promise<HiddenCredentials> {
  const [entries, gitDir] = await Promise.all([
    localConfig(workingDir),
    gitLayout(workingDir).then((layout) => layout.gitDir),
  ]);
  const hidden = entries.filter(([key]) => CREDENTIAL_KEY.test(key));
  const remotes = entries.filter(
    ([key, value]) => /^remote\..*\.url$/i.test(key) && URL_WITH_USERINFO.test(value),
  );
  const files = new Map<string, string>();
  for (const [key, value] of hidden) {
    if (!/^includeif\..*\.path$/i.test(key)) continue;
    const path = isAbsolute(value) ? value : join(gitDir, value);
    try {
      files.set(path, await readFile(path, "utf8"));
    } catch {
      // Nothing to hide: the include points at a file that is not there.
    }
  }
  for (const key of new Set(hidden.map(([key]) => key)))
    await git(["config", "--local", "--unset-all", key], { cwd: workingDir });
  for (const [key, value] of remotes)
    await git(["config", "--local", key, value.replace(URL_WITH_USERINFO, "$1")], { cwd: workingDir });
  for (const path of files.keys()) await rm(path, { force: true });

  return {
    hiddenKeys: [...hidden.map(([key]) => key), ...remotes.map(([key]) => key)],
    restore: async () => {
      for (const [path, content] of files) await writeFile(path, content, { mode: 0o600 });
      for (const [key, value] of hidden)
        await git(["config", "--local", "--add", key, value], { cwd: workingDir });
      for (const [key, value] of remotes) await git(["config", "--local", key, value], { cwd: workingDir });
    },
  };
}

/**
 * The configuration entry that authenticates one git push with `token`: an
 * `http.extraheader` handed to the push process alone (through
 * `GIT_CONFIG_*` variables, see `platform/git/git-push.ts`) — not on disk, not in
 * its argv (which `ps` shows to everyone), not in any other git call.
 */
export function pushAuthConfig(token: string | undefined): readonly { key: string; value: string }[] {
  if (token === undefined) return [];
  const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
  return [{ key: "http.extraheader", value: `AUTHORIZATION: basic ${basic}` }];
}
