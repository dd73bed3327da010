/**
 * The file operations that code outside platform/ and tools/ may use (DESIGN.md: platform is
 * the only place that touches the file system outside tools). The lint table forbids `node:fs`
 * there, so this short list is every kind of file access the entry points, harness, config,
 * session, permissions and providers make; adding one is a visible change to this file.
 * Durable writes (fsync, atomic rename, append-only logs) are in fs-durable.ts.
 */
export {
  access,
  appendFile,
  chmod,
  link,
  mkdir,
  readFile,
  realpath,
  rm,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
export { appendFileSync, existsSync, readFileSync, unlinkSync } from "node:fs";
