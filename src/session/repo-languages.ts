/**
 * The repository's main languages, from the marker files at its root
 * (manifests and build files): cheap, deterministic, and what a reader of
 * the repository would say first. Not a census of every file.
 */
import { listWorkspaceDirectory } from "../platform/fs/workspace-fs.js";

/** Root file names (exact, or a `*.ext` suffix) and the language each one marks, in report order. */
const MARKERS: readonly (readonly [string, string])[] = [
  ["tsconfig.json", "TypeScript"],
  ["package.json", "JavaScript"],
  ["pyproject.toml", "Python"],
  ["setup.py", "Python"],
  ["requirements.txt", "Python"],
  ["go.mod", "Go"],
  ["Cargo.toml", "Rust"],
  ["pom.xml", "Java"],
  ["build.gradle", "Java"],
  ["build.gradle.kts", "Kotlin"],
  ["Gemfile", "Ruby"],
  ["*.csproj", "C#"],
  ["*.sln", "C#"],
  ["composer.json", "PHP"],
  ["CMakeLists.txt", "C/C++"],
  ["Package.swift", "Swift"],
  ["mix.exs", "Elixir"],
];

/** The languages the given root file names mark, without repeats; TypeScript implies JavaScript's manifest. */
export function languagesFromRootFiles(names: readonly string[]): string[] {
  const present = new Set(names);
  const found: string[] = [];
  for (const [marker, language] of MARKERS) {
    const hit = marker.startsWith("*.")
      ? names.some((name) => name.endsWith(marker.slice(1)))
      : present.has(marker);
    if (hit && !found.includes(language)) found.push(language);
  }
  // A TypeScript project has a package.json too; naming JavaScript as well says nothing.
  return found.includes("TypeScript") ? found.filter((language) => language !== "JavaScript") : found;
}

/** The languages of the repository at `workingDir` ([] when its root cannot be listed). */
export async function repositoryLanguages(workingDir: string): Promise<string[]> {
  const names = await listWorkspaceDirectory(workingDir, ".").catch(() => []);
  return languagesFromRootFiles(names);
}
