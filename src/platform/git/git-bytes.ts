/**
 * A git call whose output is bytes, not text: `git cat-file blob` of a binary
 * file must come back exactly (a UTF-8 decode turns invalid bytes into
 * U+FFFD). Hardened and environment-filtered like every harness git call.
 */
import { execFile } from "node:child_process";
import { AlfredError } from "../../core/errors.js";
import { gitEnvironment } from "./git-hardening.js";
import { hardenedArgs, hardeningFor } from "./git.js";

/** Runs hardened `git cat-file ARGS`, feeding `input`; resolves to its stdout's bytes. */
async function catFile(cwd: string, args: readonly string[], input?: string): Promise<Buffer> {
  const env = gitEnvironment(process.env, await hardeningFor(cwd, process.env));
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      hardenedArgs(["cat-file", ...args]),
      { cwd, env, encoding: "buffer", maxBuffer: 256 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout);
        else
          reject(
            new AlfredError(
              "git_failed",
              `git cat-file failed: ${stderr.toString().trim() || error.message}`,
              {
                cause: error,
              },
            ),
          );
      },
    );
    // git may exit without reading its input (an unknown object): the exit status reports that,
    // and the pipe's EPIPE must not become an uncaught error.
    child.stdin?.on("error", () => undefined);
    if (input === undefined) child.stdin?.end();
    else child.stdin?.end(input);
  });
}

/**
 * The content of blob `blob`, byte for byte.
 * @throws AlfredError `git_failed` when the repository has no such blob.
 */
export function readBlobBytes(cwd: string, blob: string): Promise<Buffer> {
  return catFile(cwd, ["blob", blob]);
}

/**
 * The content of each of `blobs` (object ids), byte for byte, in order, from one `git cat-file
 * --batch`: each object comes as `<id> <type> <size>` LF, the bytes, LF.
 * @throws AlfredError `git_failed` when the repository lacks one of them or git fails.
 */
export async function readBlobs(cwd: string, blobs: readonly string[]): Promise<Buffer[]> {
  const output = await catFile(cwd, ["--batch"], blobs.map((blob) => `${blob}\n`).join(""));
  const contents: Buffer[] = [];
  let at = 0;
  for (const blob of blobs) {
    const end = output.indexOf(0x0a, at);
    const header = output.subarray(at, end < 0 ? output.length : end).toString("utf8");
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    if (end < 0 || size === undefined || end + 1 + Number(size) > output.length)
      throw new AlfredError("git_failed", `git cat-file --batch: no blob ${blob} (${header || "nothing"})`);
    contents.push(output.subarray(end + 1, end + 1 + Number(size)));
    at = end + 1 + Number(size) + 1;
  }
  return contents;
}
