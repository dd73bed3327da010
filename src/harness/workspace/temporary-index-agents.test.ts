import { rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { committedRepository, manyModules } from "../../../test/support/committed-repo.js";
import { noteAgentProcessStart } from "../../platform/process/agent-processes.js";
import { snapshotTree } from "./workspace-tree.js";

// A file of its own: noting an agent-influenced process is for the rest of the process (module state).

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LONG_AGO = new Date("2020-01-01T00:00:00Z");

/** Waits for the start of the next second, so what follows shares one ctime second. */
async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 5));
}

describe("the real index once an agent-influenced process has started", () => {
  it("is not used when written in the same second: an edit then, mtime put back, would share its ctime second", async () => {
    const { repo, git, head } = committedRepository(manyModules());
    dirs.push(repo);
    const target = join(repo, "src/module-0004/file.js");

    await nextSecond();
    utimesSync(target, LONG_AGO, LONG_AGO);
    git("update-index", "--refresh");
    noteAgentProcessStart();
    // What an agent's command could do within that second: the same size, inode and mtime.
    writeFileSync(target, "export const n = 9;\n");
    utimesSync(target, LONG_AGO, LONG_AGO);

    const tree = await snapshotTree(repo, head, []);

    expect(git("rev-parse", `${tree}:src/module-0004/file.js`)).toBe(
      git("hash-object", "src/module-0004/file.js"),
    );
  });
});
