import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  type BareOrigin,
  TEST_IDENTITY,
  branchesOf,
  cloneWorkspace,
  createBareOrigin,
  fileAt,
  git,
  logOf,
  shaOf,
} from "./bare-origin.js";
import { startGitHubFake } from "./github-server.js";

let origin: BareOrigin | undefined;
afterEach(async () => {
  await origin?.cleanup();
  origin = undefined;
});

describe("bare origin", () => {
  it("is seeded with one reproducible commit on main", async () => {
    origin = await createBareOrigin({ "README.md": "# Widgets\n", "src/index.ts": "export {};\n" });
    expect(await branchesOf(origin)).toEqual(["main"]);
    expect(await fileAt(origin, "main", "src/index.ts")).toBe("export {};\n");
    expect(await fileAt(origin, "main", "missing.txt")).toBeUndefined();
    const [seed, ...older] = await logOf(origin, "main");
    expect(older).toEqual([]);
    expect(seed).toMatchObject({ subject: "Initial commit", authorName: TEST_IDENTITY.name });
    const again = await createBareOrigin({ "README.md": "# Widgets\n", "src/index.ts": "export {};\n" });
    try {
      expect(await shaOf(again, "main")).toBe(seed?.sha);
    } finally {
      await again.cleanup();
    }
  });

  it("gives clones a local identity, and sees the branches they push", async () => {
    origin = await createBareOrigin({ "a.txt": "a\n" });
    const workingDir = await cloneWorkspace(origin);
    expect((await git(origin.root, workingDir, ["config", "--local", "user.email"])).trim()).toBe(
      TEST_IDENTITY.email,
    );
    await git(origin.root, workingDir, ["checkout", "--quiet", "-b", "alfred/run-1"]);
    await writeFile(join(workingDir, "a.txt"), "b\n");
    await git(origin.root, workingDir, ["commit", "--quiet", "-am", "Change a", "-m", "Body line"]);
    await git(origin.root, workingDir, ["push", "--quiet", "origin", "alfred/run-1"]);
    expect(await branchesOf(origin)).toEqual(["alfred/run-1", "main"]);
    expect(await fileAt(origin, "alfred/run-1", "a.txt")).toBe("b\n");
    expect((await logOf(origin, "alfred/run-1")).map((commit) => [commit.subject, commit.body])).toEqual([
      ["Change a", "Body line"],
      ["Initial commit", ""],
    ]);
    expect(await shaOf(origin, "nope")).toBeUndefined();
  });

  it("plugs into the GitHub fake: a pull request needs a pushed head", async () => {
    const bare = await createBareOrigin({ "a.txt": "a\n" });
    origin = bare;
    const fake = await startGitHubFake({ resolveBranch: (branch) => shaOf(bare, branch) });
    try {
      const open = (head: string) =>
        fetch(`${fake.url}/repos/acme/widgets/pulls`, {
          method: "POST",
          body: JSON.stringify({ head, base: "main", title: "t" }),
        });
      expect((await open("never-pushed")).status).toBe(422);
      const workingDir = await cloneWorkspace(bare);
      await git(bare.root, workingDir, ["push", "--quiet", "origin", "HEAD:refs/heads/pushed"]);
      expect((await open("pushed")).status).toBe(201);
      expect(fake.state.pulls[0]?.headSha).toBe(await shaOf(bare, "pushed"));
    } finally {
      await fake.close();
    }
  });
});
