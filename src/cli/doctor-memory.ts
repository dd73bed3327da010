/** `alfred doctor`'s memory line: the facts and skills Alfred skips, each with its file and reason. */
import { errorMessage } from "../core/errors.js";
import { skippedMemoryFiles } from "../memory/index.js";
import type { DoctorCheck } from "./doctor-servers.js";

/**
 * One check: ok when every fact and skill under `.alfred/` is read; otherwise the skipped
 * files, one per line of the detail.
 * @throws never: an unreadable directory is a failed check.
 */
export async function checkMemoryFiles(workingDir: string): Promise<DoctorCheck> {
  try {
    const skipped = await skippedMemoryFiles(workingDir);
    return skipped.length === 0
      ? { check: "memory", ok: true, detail: "every fact and skill is readable" }
      : { check: "memory", ok: false, detail: skipped.join("; ") };
  } catch (error) {
    return { check: "memory", ok: false, detail: errorMessage(error) };
  }
}
