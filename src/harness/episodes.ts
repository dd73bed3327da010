import { mkdir, writeFile } from "../platform/fs.js";
import { join } from "node:path";

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

/** Writes `.alfred/memory/episodes/<id>.json` (pretty-printed; later runs overwrite it). */
export async function writeEpisode(cwd: string, episode: Episode): Promise<string> {
  const directory = join(cwd, ".alfred", "memory", "episodes");
  await mkdir(directory, { recursive: true });
  const path = join(directory, `${episode.id}.json`);
  await writeFile(path, `${JSON.stringify(episode, null, 2)}\n`);
  return path;
}
