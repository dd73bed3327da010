/**
 * What GitHub computes from a repository for the pull-request endpoints —
 * the changed files with their `patch` (three-dot, merge base to head) and
 * how two commits relate — computed with real git on the bare origin.
 */
import { git } from "./bare-origin.js";

/** A changed file as `GET /pulls/{n}/files` and `GET /compare/{basehead}` return it. */
export interface FakeDiffFile {
  readonly filename: string;
  readonly status: "added" | "removed" | "modified";
  readonly additions: number;
  readonly deletions: number;
  readonly changes: number;
  readonly patch?: string;
}

/** How the fake reads a repository. */
export interface FakeRepositoryReader {
  /** Files changed from the merge base of `base` and `head` to `head`; `undefined` when a commit is unknown. */
  diff(base: string, head: string): Promise<FakeDiffFile[] | undefined>;
  /** `ahead`, `behind`, `diverged` or `identical`; `undefined` when a commit is unknown. */
  relation(base: string, head: string): Promise<string | undefined>;
}

function parseDiff(text: string): FakeDiffFile[] {
  const files: FakeDiffFile[] = [];
  for (const chunk of text.split(/^diff --git /m).slice(1)) {
    const lines = chunk.split("\n");
    const name = /^a\/(.*) b\/(.*)$/.exec(lines[0] ?? "")?.[2] ?? "";
    const status = chunk.includes("\nnew file mode")
      ? "added"
      : chunk.includes("\ndeleted file mode")
        ? "removed"
        : "modified";
    const start = lines.findIndex((line) => line.startsWith("@@"));
    const body =
      start < 0 ? [] : lines.slice(start).filter((line, index, all) => index < all.length - 1 || line !== "");
    const additions = body.filter((line) => line.startsWith("+")).length;
    const deletions = body.filter((line) => line.startsWith("-")).length;
    files.push({
      filename: name,
      status,
      additions,
      deletions,
      changes: additions + deletions,
      ...(start < 0 || chunk.includes("\nBinary files") ? {} : { patch: body.join("\n") }),
    });
  }
  return files;
}

/** A reader of the bare repository at `path` (its temp `root` isolates git's config). */
export function gitRepositoryReader(root: string, path: string): FakeRepositoryReader {
  const known = async (sha: string): Promise<boolean> =>
    git(root, path, ["cat-file", "-e", `${sha}^{commit}`]).then(
      () => true,
      () => false,
    );
  const isAncestor = (a: string, b: string): Promise<boolean> =>
    git(root, path, ["merge-base", "--is-ancestor", a, b]).then(
      () => true,
      () => false,
    );
  return {
    diff: async (base, head) => {
      if (!(await known(base)) || !(await known(head))) return undefined;
      return parseDiff(
        await git(root, path, ["diff", "--no-color", "--no-renames", "-U3", `${base}...${head}`]),
      );
    },
    relation: async (base, head) => {
      if (!(await known(base)) || !(await known(head))) return undefined;
      if (base === head) return "identical";
      if (await isAncestor(base, head)) return "ahead";
      if (await isAncestor(head, base)) return "behind";
      return "diverged";
    },
  };
}
