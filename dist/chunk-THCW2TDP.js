import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  git
} from "./chunk-EVBB5HG7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";

// src/platform/git/git-layout.ts
import { stat } from "node:fs/promises";
import { join } from "node:path";
var known = /* @__PURE__ */ new Map();
async function dotGitIdentity(root) {
  const info = await stat(join(root, ".git"), { bigint: true }).catch(() => void 0);
  if (info === void 0) return "";
  return info.isDirectory() ? `d:${info.dev}:${info.ino}` : `f:${info.dev}:${info.ino}:${info.mtimeNs}`;
}
async function gitLayout(cwd, env) {
  const identity = await dotGitIdentity(cwd);
  const remembered = known.get(cwd);
  if (remembered !== void 0 && identity === remembered.identity) return remembered.layout;
  const args = ["--show-toplevel", "--absolute-git-dir", "--git-common-dir", "--git-path", "shallow"];
  const { stdout } = await git(["rev-parse", "--path-format=absolute", ...args], {
    cwd,
    ...omitUndefined({ env })
  });
  const [root = "", gitDir = "", commonDir = "", shallowFile = ""] = stdout.split("\n");
  const layout = { root, gitDir, commonDir, shallowFile };
  if (identity !== "") known.set(cwd, { layout, identity });
  else known.delete(cwd);
  return layout;
}

// src/platform/git/git-head.ts
import { lstat, readFile } from "node:fs/promises";
import { join as join2 } from "node:path";
var OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var MAX_PACKED_REFS_BYTES = 1 << 20;
function plainBranchRef(ref) {
  const parts = ref.split("/");
  return ref.startsWith("refs/heads/") && parts.length > 2 && parts.every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock")) && ![...ref].some((char) => char <= " " || char === "\x7F" || "~^:?*[\\".includes(char)) && !ref.includes("..") && !ref.includes("@{");
}
async function smallFile(path, maxBytes) {
  const found = await lstat(path).catch(() => void 0);
  if (found === void 0 || !found.isFile() || found.size > maxBytes) return void 0;
  return readFile(path, "utf8").catch(() => void 0);
}
function packedRef(text, ref) {
  for (const line of text.split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0 && line.slice(space + 1) === ref) return line.slice(0, space);
  }
  return void 0;
}
async function headFromFiles(cwd) {
  const layout = await gitLayout(cwd).catch(() => void 0);
  if (layout === void 0) return void 0;
  const head = (await smallFile(join2(layout.gitDir, "HEAD"), 4096))?.trim();
  if (head === void 0) return void 0;
  if (OBJECT_ID.test(head)) return { sha: head, branch: void 0 };
  const ref = head.startsWith("ref: ") ? head.slice(5) : "";
  if (!plainBranchRef(ref)) return void 0;
  const branch = ref.slice("refs/heads/".length);
  const loose = await smallFile(join2(layout.commonDir, ref), 4096);
  if (loose !== void 0) return OBJECT_ID.test(loose.trim()) ? { sha: loose.trim(), branch } : void 0;
  const packed = await smallFile(join2(layout.commonDir, "packed-refs"), MAX_PACKED_REFS_BYTES);
  const sha = packed === void 0 ? void 0 : packedRef(packed, ref);
  return sha !== void 0 && OBJECT_ID.test(sha) ? { sha, branch } : void 0;
}
async function headSha(cwd) {
  return (await headFromFiles(cwd))?.sha ?? (await git(["rev-parse", "HEAD"], { cwd })).stdout.trim();
}

export {
  gitLayout,
  headFromFiles,
  headSha
};
