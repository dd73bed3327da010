import { describe, expect, it } from "vitest";
import { readBlobs } from "./git-bytes.js";
import { git } from "./git.js";
import { tempDir } from "../../../test/support/temp-dir.js";

/** Far more object ids than a pipe buffers. */
const IDS = Array.from({ length: 20_000 }, (_, index) => index.toString(16).padStart(40, "0"));

/** Errors that escaped as uncaught while `work` ran (and shortly after). */
async function uncaughtDuring(work: () => Promise<void>): Promise<unknown[]> {
  const uncaught: unknown[] = [];
  const record = (error: unknown): void => void uncaught.push(error);
  process.on("uncaughtException", record);
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.off("uncaughtException", record);
  }
  return uncaught;
}

// A git that exits at once (no repository) leaves its input unread: the write meets a closed
// pipe (EPIPE), which must not escape as an uncaught error; git's exit status says what failed.
describe("a git that exits without reading its input", () => {
  it("readBlobs rejects with git's message, and nothing is left uncaught", async () => {
    const dir = tempDir("alfred-not-a-repo-");
    const uncaught = await uncaughtDuring(async () => {
      await expect(readBlobs(dir, IDS)).rejects.toMatchObject({ code: "git_failed" });
    });
    expect(uncaught).toEqual([]);
  });

  it("git() rejects with git's message, and nothing is left uncaught", async () => {
    const dir = tempDir("alfred-not-a-repo-");
    const uncaught = await uncaughtDuring(async () => {
      const input = IDS.map((id) => `${id}\n`).join("");
      await expect(git(["cat-file", "--batch"], { cwd: dir, input })).rejects.toMatchObject({
        code: "git_failed",
      });
    });
    expect(uncaught).toEqual([]);
  });
});
