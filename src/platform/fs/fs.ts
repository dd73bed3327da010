/**
 * The file operations that code outside platform/ and tools/ may use (DESIGN.md: platform is
 * the only place that touches the file system outside tools). The lint table forbids `node:fs`
 * there, so this short list is every kind of file access the entry points, harness, config,
 * session, permissions, providers, memory, repo map and LSP client make; adding one is a
 * visible change to this file. Durable writes (fsync, atomic rename, append-only logs) are in
 * fs-durable.ts.
 */
export {
  access,
  appendFile,
  chmod,
  copyFile,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  stat,
  unlink,
  utimes,
  writeFile,
} from "node:fs/promises";
export { constants, existsSync, readdirSync, readFileSync, statSync, unlinkSync, type Dirent } from "node:fs";
