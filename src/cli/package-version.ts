import { readFile } from "../platform/fs/fs.js";

/**
 * The version in Alfred's package.json, two levels above this file both in
 * `src/cli/` and in the built `build/cli/`.
 * @throws Error when package.json is missing or has no version.
 */
export async function packageVersion(): Promise<string> {
  const manifest: unknown = JSON.parse(
    await readFile(new URL("../../package.json", import.meta.url), "utf8"),
  );
  if (
    typeof manifest !== "object" ||
    manifest === null ||
    !("version" in manifest) ||
    typeof manifest.version !== "string"
  )
    throw new Error("Alfred's package.json has no version");
  return manifest.version;
}
