/**
 * Toolchains in, credentials out (issue 25): which directories under the host's `$HOME` a
 * sandboxed command sees, read-only at their host paths, and which it never sees. One table a
 * reader can check, ecosystem by ecosystem, from what each keeps there on GitHub's runners
 * (actions/runner-images and the setup-* actions) and on a developer's machine.
 *
 * - `homeDirs`: relative to `$HOME`, bound when they exist. Named one by one, never a parent
 *   that also holds credentials: `~/.cache/go-build`, never `~/.cache` (`~/.cache/gh` keeps the
 *   GitHub CLI's token); `~/.m2/repository`, never `~/.m2` (`settings.xml` holds server passwords).
 * - `variables`: locator variables whose value (a directory, or a `:` list) is bound too.
 * - `masked`: credential files *inside* a bound directory, relative to it, bound over with an
 *   empty file so their content is never readable (bwrap 0.8 has no overlays to remove them).
 * - `pins`: the variable a tool reads to find the directory when `$HOME` is not the host's:
 *   inside the sandbox `$HOME` is private and empty, so rustup, pyenv, pip `--user`, Go and
 *   NuGet would look there; the boundary sets the variable to the host directory when unset.
 *
 * Bound read-only, so nothing a host process later runs (`~/.cargo/bin`, a pyenv version) can
 * be changed from inside. What tools write (Go's build cache, pip's cache, Gradle's locks) goes
 * to the private `$HOME` (see `toolchain-mounts.ts` in platform/ for the mechanism per tool).
 */

/** One ecosystem's row of the table. */
export interface ToolchainRow {
  readonly ecosystem: string;
  readonly homeDirs: readonly string[];
  readonly variables: readonly string[];
  readonly masked: readonly string[];
  /** Variable → `$HOME`-relative directory it is pinned to when unset and the directory exists. */
  readonly pins: Readonly<Record<string, string>>;
}

/** The table (module comment). */
export const TOOLCHAIN_TABLE: readonly ToolchainRow[] = [
  {
    ecosystem: "rust (rustup, cargo)",
    homeDirs: [".cargo", ".rustup"],
    variables: ["CARGO_HOME", "RUSTUP_HOME"],
    // Registry tokens (`cargo login`); `config.toml` may hold `registry.token` too.
    masked: ["credentials", "credentials.toml", "config", "config.toml"],
    pins: { CARGO_HOME: ".cargo", RUSTUP_HOME: ".rustup" },
  },
  {
    ecosystem: "go",
    homeDirs: ["go/pkg/mod", "go/bin"],
    variables: ["GOPATH", "GOMODCACHE"],
    masked: [],
    pins: { GOMODCACHE: "go/pkg/mod" },
  },
  {
    ecosystem: "python (pyenv, pip --user, pipx, uv, poetry)",
    homeDirs: [
      ".pyenv",
      ".local/bin",
      ".local/lib",
      ".local/share/pipx",
      ".local/share/uv/python",
      ".local/share/uv/tools",
      ".cache/pypoetry/virtualenvs",
    ],
    variables: ["PYENV_ROOT", "VIRTUAL_ENV", "PIPX_HOME", "CONDA_PREFIX", "PYTHONUSERBASE"],
    masked: [],
    pins: { PYENV_ROOT: ".pyenv", PYTHONUSERBASE: ".local" },
  },
  {
    ecosystem: "node (nvm, volta, fnm, pnpm)",
    homeDirs: [".nvm", ".volta", ".local/share/fnm", ".local/share/pnpm"],
    variables: ["NVM_DIR", "VOLTA_HOME", "PNPM_HOME"],
    masked: [],
    pins: { NVM_DIR: ".nvm" },
  },
  {
    ecosystem: "java (maven, gradle, sdkman)",
    homeDirs: [".m2/repository", ".gradle/caches", ".gradle/wrapper", ".sdkman/candidates"],
    variables: [],
    masked: [],
    pins: {},
  },
  {
    ecosystem: ".net (nuget, dotnet tools)",
    homeDirs: [".nuget/packages", ".dotnet"],
    variables: ["NUGET_PACKAGES", "DOTNET_ROOT"],
    // X.509 stores with private keys (`dotnet dev-certs`).
    masked: ["corefx"],
    pins: { NUGET_PACKAGES: ".nuget/packages" },
  },
  {
    ecosystem: "ruby (gems, rbenv, rvm)",
    homeDirs: [".gem", ".rbenv", ".rvm", ".local/share/gem"],
    variables: ["GEM_HOME", "GEM_PATH"],
    // The RubyGems API key (`gem push`).
    masked: ["credentials"],
    pins: {},
  },
  {
    ecosystem: "php (composer)",
    homeDirs: [".composer/vendor"],
    variables: [],
    masked: [],
    pins: {},
  },
];

/**
 * Never visible, whatever the table, a locator variable or `sandbox.readPaths` says: a bind
 * that is, lies inside or contains one of these (`$HOME`-relative) is refused.
 */
export const NEVER_MOUNTED: readonly string[] = [
  ".ssh",
  ".aws",
  ".azure",
  ".config",
  ".cache/gh",
  ".docker",
  ".kube",
  ".gnupg",
  ".netrc",
  ".git-credentials",
  ".gitconfig",
  ".npmrc",
  ".yarnrc.yml",
  ".pypirc",
  ".m2/settings.xml",
  ".m2/settings-security.xml",
  ".gradle/gradle.properties",
  ".nuget/NuGet",
  ".local/share/keyrings",
  ".password-store",
];

function within(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith("/") ? root : `${root}/`);
}

/**
 * Why `path` (absolute, real) must never be bound, or undefined when it may: it is `/`, the
 * host's `$HOME` itself or a parent of it, or it is, lies inside or contains a
 * {@link NEVER_MOUNTED} path. Pure.
 */
export function credentialPathVerdict(path: string, home: string | undefined): string | undefined {
  if (path === "/") return "it is the whole file system";
  if (home === undefined || home === "/") return undefined;
  if (within(home, path)) return `it is or contains $HOME (${home}), which holds credentials`;
  for (const relative of NEVER_MOUNTED) {
    const credential = `${home}/${relative}`;
    if (within(path, credential) || within(credential, path))
      return `it ${within(path, credential) ? "lies inside" : "contains"} ${credential}, which holds credentials`;
  }
  return undefined;
}
