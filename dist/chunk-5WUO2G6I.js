import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/platform/fs/fs.ts
import {
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
  writeFile
} from "node:fs/promises";
import { constants, existsSync, readdirSync, readFileSync, statSync, unlinkSync } from "node:fs";

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
  constants,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync
};
