import { join } from "node:path";
import { writeWorkspaceFile } from "../../platform/fs/workspace-fs.js";

/** The episodic memory of one feature: what was tried and how it ended. */
export interface Episode {
  readonly id: string;
  readonly goal: string;
  readonly approach: string;
  readonly worked: readonly string[];
  readonly failed: readonly string[];
  readonly verifyExit: number | null;
  readonly gitSha: string | null;
  readonly runId: string;
  readonly ts: number;
}

/**
 * Writes `.alfred/memory/episodes/<id>.json` (pretty-printed; later runs overwrite it), never
 * through a link. @throws LinkRefusedError when a directory on the way is a link.
 */
export async function writeEpisode(workingDir: string, episode: Episode): Promise<string> {
  const path = join(workingDir, ".alfred", "memory", "episodes", `${episode.id}.json`);
  await writeWorkspaceFile(workingDir, path, `${JSON.stringify(episode, null, 2)}\n`);
  return path;
}
