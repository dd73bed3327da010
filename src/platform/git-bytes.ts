/**
 * A git call whose output is bytes, not text: `git cat-file blob` of a binary
 * file must come back exactly (a UTF-8 decode turns invalid bytes into
 * U+FFFD). Hardened and environment-filtered like every harness git call.
 */
import { execFile } from "node:child_process";
import { AlfredError } from "../core/errors.js";
import { gitEnvironment } from "./git-hardening.js";
import { hardenedArgs, hardeningFor } from "./git.js";

/**
 * The content of blob `blob`, byte for byte.
 * @throws AlfredError `git_failed` when the repository has no such blob.
 */
export async function readBlobBytes(cwd: string, blob: string): Promise<Buffer> {
  const env = gitEnvironment(process.env, await hardeningFor(cwd, process.env));
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      hardenedArgs(["cat-file", "blob", blob]),
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
  });
}
