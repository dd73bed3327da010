import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveInside } from "./path-jail.js";
import { tempDir } from "../../../test/support/temp-dir.js";

// Layout, built once in a temp dir (its real path, since /tmp may itself be a link):
//   base/repo/                    the workspace
//   base/repo-evil/secret.txt     a sibling whose name starts with the workspace's name
//   base/outside/secret.txt       a file outside
//   base/repo-link -> repo        the workspace reached through a link
let base = "";
let repo = "";

async function link(target: string, at: string): Promise<void> {
  await symlink(target, join(repo, at));
}

beforeAll(async () => {
  base = tempDir("alfred-jail-");
  repo = join(base, "repo");
  await mkdir(join(repo, "src", "deep"), { recursive: true });
  await writeFile(join(repo, "src", "index.ts"), "export {};\n");
  await mkdir(join(base, "repo-evil"));
  await writeFile(join(base, "repo-evil", "secret.txt"), "evil\n");
  await mkdir(join(base, "outside", "dir"), { recursive: true });
  await writeFile(join(base, "outside", "secret.txt"), "secret\n");
  await symlink(repo, join(base, "repo-link"));

  await link(join(base, "outside", "secret.txt"), "file-out"); // symlinked file -> outside
  await link(join(base, "outside"), "dir-out"); // symlinked parent directory -> outside
  await link(join(base, "outside", "not-yet.txt"), "dangling-out"); // dangling, absolute
  await link("../outside/nope/deeper.txt", "dangling-rel-out"); // dangling, relative
  await link("src/index.ts", "file-in"); // link that stays inside
  await link("src", "dir-in"); // directory link that stays inside
  await link("src/not-yet.ts", "dangling-in"); // dangling, but inside
  await link("chain-2", "chain-1"); // chain: 1 -> 2 -> 3 -> outside
  await link("chain-3", "chain-2");
  await link(join(base, "outside", "secret.txt"), "chain-3");
  await link("chain-in-2", "chain-in-1"); // chain that ends inside
  await link("src/index.ts", "chain-in-2");
  await link("loop-b", "loop-a"); // cycle
  await link("loop-a", "loop-b");
  await link(join(base, "repo-evil"), "evil-dir"); // prefix-sharing sibling through a link
  await link(join(base, "outside", "dir"), "dotdot-trap"); // dotdot-trap/.. is base/outside
  await link(join(repo, "src"), "abs-in"); // absolute link back inside
  await link("dangling-out", "to-dangling"); // link -> dangling link -> outside
  await link(join(base, "repo-link", "src"), "via-root-link"); // inside, through the root link
});

const inside: readonly (readonly [string, string])[] = [
  ["plain relative file", "src/index.ts"],
  ["not-yet-existing file", "src/new-file.ts"],
  ["not-yet-existing nested file", "src/a/b/c/new.ts"],
  ["root itself (.)", "."],
  ["root itself with trailing slash", "./"],
  [".. that stays inside", "src/deep/../index.ts"],
  [".. out and back in", "../repo/src/index.ts"],
  ["tilde is a literal name", "~"],
  ["tilde path is literal", "~/.ssh/id_rsa"],
  ["$HOME is a literal name", "$HOME/.bashrc"],
  ["percent-encoded dots are literal", "%2e%2e/%2e%2e/etc/passwd"],
  ["symlinked file inside", "file-in"],
  ["symlinked directory inside", "dir-in/index.ts"],
  ["dangling link whose target is inside", "dangling-in"],
  ["chain ending inside", "chain-in-1"],
  ["absolute link back inside", "abs-in/index.ts"],
  ["link through the root's own link", "via-root-link/index.ts"],
  ["double slashes", "src//index.ts"],
  ["dot segments", "./src/./index.ts"],
  ["dot-dot inside a missing directory", "missing/../src/index.ts"],
  ["file-looking component used as directory", "src/index.ts/child"],
];

const outside: readonly (readonly [string, string])[] = [
  ["parent directory", ".."],
  ["dot-dot escape", "../outside/secret.txt"],
  ["deep dot-dot escape", "src/../../outside/secret.txt"],
  ["sibling sharing the prefix", "../repo-evil/secret.txt"],
  ["symlinked file to outside", "file-out"],
  ["symlinked parent directory to outside", "dir-out/secret.txt"],
  ["new file under a symlinked directory to outside", "dir-out/new.txt"],
  ["dangling link to an outside file that does not exist", "dangling-out"],
  ["relative dangling link to outside", "dangling-rel-out"],
  ["link to a dangling link to outside", "to-dangling"],
  ["link chain to outside", "chain-1"],
  ["prefix-sharing sibling via link", "evil-dir/secret.txt"],
  ["dot-dot applied physically after a link", "dotdot-trap/../secret.txt"],
  ["dot-dot out of an inside link", "dir-in/../../outside/secret.txt"],
];

describe("resolveInside", () => {
  it.each(inside)("allows %s: %s", async (_label, path) => {
    const verdict = await resolveInside(repo, path);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(verdict.path === repo || verdict.path.startsWith(repo + sep)).toBe(true);
  });

  it.each(outside)("denies %s: %s", async (_label, path) => {
    const verdict = await resolveInside(repo, path);
    expect(verdict).toMatchObject({ ok: false, reason: expect.stringMatching(/outside/) as unknown });
  });

  it("returns the real path of a symlinked file inside", async () => {
    expect(await resolveInside(repo, "file-in")).toEqual({ ok: true, path: join(repo, "src", "index.ts") });
  });

  it("re-appends a tail that does not exist yet", async () => {
    expect(await resolveInside(repo, "dir-in/x/y.ts")).toEqual({
      ok: true,
      path: join(repo, "src", "x", "y.ts"),
    });
  });

  it("resolves the root itself to its real path", async () => {
    expect(await resolveInside(repo, ".")).toEqual({ ok: true, path: repo });
  });

  const absoluteCases: readonly (readonly [string, () => string, boolean])[] = [
    ["absolute path inside", () => join(repo, "src", "index.ts"), true],
    ["absolute path to the root", () => repo, true],
    ["absolute path inside, via the root's link", () => join(base, "repo-link", "src", "index.ts"), true],
    ["absolute path outside", () => join(base, "outside", "secret.txt"), false],
    ["absolute path in the prefix-sharing sibling", () => join(base, "repo-evil", "secret.txt"), false],
    [
      "absolute path with .. escaping",
      () => join(repo, "src") + sep + ".." + sep + ".." + sep + "outside",
      false,
    ],
    ["/etc/passwd", () => "/etc/passwd", false],
    ["filesystem root", () => sep, false],
  ];
  it.each(absoluteCases)("absolute: %s", async (_label, path, ok) => {
    expect((await resolveInside(repo, path())).ok).toBe(ok);
  });

  it("accepts a root that is itself a symlink, and compares real paths", async () => {
    const viaLink = join(base, "repo-link");
    expect(await resolveInside(viaLink, "src/index.ts")).toEqual({
      ok: true,
      path: join(repo, "src", "index.ts"),
    });
    expect((await resolveInside(viaLink, "../outside/secret.txt")).ok).toBe(false);
    expect((await resolveInside(viaLink, "file-out")).ok).toBe(false);
  });

  const refusals: readonly (readonly [string, () => string, string, RegExp])[] = [
    ["NUL byte in the path", () => repo, "src/index.ts\0.png", /NUL/],
    ["NUL byte in the root", () => repo + "\0", "x", /NUL/],
    ["empty path", () => repo, "", /empty/],
    ["missing root", () => join(base, "no-such-root"), "x", /root/],
    ["root that is a file", () => join(repo, "src", "index.ts"), "x", /not a directory/],
    ["symlink cycle", () => repo, "loop-a", /symbolic links/],
    ["symlink cycle in a parent", () => repo, "loop-a/child.txt", /symbolic links/],
  ];
  it.each(refusals)("refuses without throwing: %s", async (_label, root, path, reason) => {
    const verdict = await resolveInside(root(), path);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  });
});
