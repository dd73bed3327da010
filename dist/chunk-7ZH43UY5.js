import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  _enum,
  array,
  boolean,
  number,
  record,
  strictObject,
  string,
  url
} from "./chunk-DLGEH2NF.js";
import {
  ignoreCleanupError
} from "./chunk-ZV5H6OHN.js";
import {
  git,
  gitEnvironment,
  hardenedArgs,
  hardeningFor
} from "./chunk-EVBB5HG7.js";
import {
  AlfredError,
  ConfigError,
  errorMessage
} from "./chunk-ZVFRXTU7.js";

// src/security/text/model-text.ts
var ZWSP = "\u200B";
var CLOSING = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?=[^\w\n]{0,8}(?:(?:[\w.-]+\/[\w.-]+)?#\d|GH-\d|https?:\/\/))/gi;
var CODE = /(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n\1[^\n]*(?=\n|$)|$)|(`+)[^`\n]{1,500}?\2(?!`)/g;
function defuseClosingKeywords(text) {
  return text.replace(CLOSING, (keyword) => `${keyword.charAt(0)}${ZWSP}${keyword.slice(1)}`);
}
function inertProse(prose) {
  return defuseClosingKeywords(prose).replace(
    /(\\*)\[/g,
    (all, slashes) => slashes.length % 2 === 1 ? all : `${slashes}\\[`
  ).replace(/(?<=[A-Za-z])(?=:\/\/)/g, ZWSP).replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${ZWSP}.`);
}
function inertMarkdown(text) {
  let out = "";
  let copied = 0;
  CODE.lastIndex = 0;
  for (let code = CODE.exec(text); code !== null; code = CODE.exec(text)) {
    out += inertProse(text.slice(copied, code.index)) + code[0];
    copied = code.index + code[0].length;
  }
  return out + inertProse(text.slice(copied));
}

// src/github/markdown.ts
function inlineText(value, max = Number.POSITIVE_INFINITY) {
  const flat = value.replace(/\s+/g, " ").trim();
  const cut = flat.length > max ? `${flat.slice(0, Math.max(0, max - 1)).trimEnd()}\u2026` : flat;
  return inertMarkdown(
    cut.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/@(?=[A-Za-z0-9])/g, "@\u200B")
  );
}
function tableCell(value, max = Number.POSITIVE_INFINITY) {
  const text = inlineText(value, max).replace(/\|/g, "\\|");
  return text === "" ? "\u2014" : text;
}
function formatUsd(value) {
  if (value === null) return "unknown";
  if (!Number.isFinite(value) || value <= 0) return "$0.00";
  return value < 0.01 ? `$${value.toPrecision(2)}` : `$${value.toFixed(2)}`;
}

// src/core/result.ts
function ok(value) {
  return { ok: true, value };
}
function err(error) {
  return { ok: false, error };
}

// src/core/json-syntax.ts
var SyntaxAt = class extends Error {
  constructor(offset, message) {
    super(message);
    this.offset = offset;
  }
  offset;
};
var NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
var ESCAPES = /* @__PURE__ */ new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);
var HEX4 = /^[0-9a-fA-F]{4}$/;
function findJsonSyntaxError(text, options = {}) {
  try {
    new JsonScanner(text, options.jsonc === true).document();
    return void 0;
  } catch (thrown) {
    if (thrown instanceof SyntaxAt)
      return { offset: thrown.offset, ...lineColumnAt(text, thrown.offset), message: thrown.message };
    return { offset: 0, line: 1, column: 1, message: "the JSON is nested too deeply", tooDeep: true };
  }
}
function lineColumnAt(text, offset) {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
var JsonScanner = class {
  constructor(text, jsonc) {
    this.text = text;
    this.jsonc = jsonc;
  }
  text;
  jsonc;
  position = 0;
  document() {
    this.value();
    this.whitespace();
    if (this.position < this.text.length) this.fail("after the end of the JSON value");
  }
  value() {
    this.whitespace();
    const character = this.text[this.position];
    if (character === "{") return this.container("}", true);
    if (character === "[") return this.container("]", false);
    if (character === '"') return this.string();
    if (character === "-" || character !== void 0 && character >= "0" && character <= "9")
      return this.number();
    for (const literal of ["true", "false", "null"]) {
      if (this.text.startsWith(literal, this.position)) {
        this.position += literal.length;
        return;
      }
    }
    this.fail("expected a value");
  }
  container(close, isObject) {
    this.position += 1;
    this.whitespace();
    if (this.text[this.position] === close) {
      this.position += 1;
      return;
    }
    for (; ; ) {
      if (isObject) {
        this.whitespace();
        if (this.text[this.position] !== '"') this.fail("expected a property name in double quotes");
        this.string();
        this.whitespace();
        if (this.text[this.position] !== ":") this.fail("expected ':'");
        this.position += 1;
      }
      this.value();
      this.whitespace();
      const next = this.text[this.position];
      if (next === close) {
        this.position += 1;
        return;
      }
      if (next !== ",") this.fail(`expected ',' or '${close}'`);
      this.position += 1;
      if (this.jsonc && this.closesAfterComma(close)) return;
    }
  }
  string() {
    const start = this.position;
    this.position += 1;
    for (; ; ) {
      const character = this.text[this.position];
      if (character === void 0) throw new SyntaxAt(start, "unterminated string");
      if (character === '"') {
        this.position += 1;
        return;
      }
      if (character === "\\") {
        const escape = this.text[this.position + 1] ?? "";
        const valid = ESCAPES.has(escape) || escape === "u" && HEX4.test(this.text.slice(this.position + 2, this.position + 6));
        if (!valid) throw new SyntaxAt(this.position, "invalid escape in string");
        this.position += escape === "u" ? 6 : 2;
      } else if (character < " ") {
        throw new SyntaxAt(this.position, "unescaped control character (a raw newline?) in string");
      } else {
        this.position += 1;
      }
    }
  }
  number() {
    NUMBER.lastIndex = this.position;
    if (!NUMBER.test(this.text)) this.fail("expected a number");
    this.position = NUMBER.lastIndex;
  }
  /** JSONC's trailing comma: true (and past `close`) when `close` follows the comma. */
  closesAfterComma(close) {
    this.whitespace();
    if (this.text[this.position] !== close) return false;
    this.position += 1;
    return true;
  }
  whitespace() {
    for (; ; ) {
      while (" 	\n\r".includes(this.text[this.position] ?? "x")) this.position += 1;
      if (!this.jsonc || this.text[this.position] !== "/") return;
      const next = this.text[this.position + 1];
      if (next === "/") {
        const end = this.text.indexOf("\n", this.position);
        this.position = end === -1 ? this.text.length : end;
      } else if (next === "*") {
        const end = this.text.indexOf("*/", this.position + 2);
        if (end === -1) throw new SyntaxAt(this.position, "unterminated comment");
        this.position = end + 2;
      } else {
        return;
      }
    }
  }
  fail(expectation) {
    const character = this.text[this.position];
    const found = character === void 0 ? "unexpected end of input" : `unexpected ${JSON.stringify(character)}`;
    const trailingComma = (character === "]" || character === "}") && this.text.slice(0, this.position).trimEnd().endsWith(",");
    throw new SyntaxAt(
      this.position,
      `${found}, ${expectation}${trailingComma ? " (a trailing comma?)" : ""}`
    );
  }
};

// src/core/json-text.ts
function parseJsonText(text, file) {
  try {
    return ok(JSON.parse(text));
  } catch (thrown) {
    const where = findJsonSyntaxError(text);
    if (where === void 0) {
      return err({
        location: file,
        message: `not valid JSON (${thrown instanceof Error ? thrown.message : String(thrown)})`
      });
    }
    return err({
      location: `${file}:${where.line}:${where.column}`,
      message: `not valid JSON: ${where.message}`
    });
  }
}

// src/core/utf8.ts
var strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var lenient = new TextDecoder("utf-8", { ignoreBOM: true });
var REPLACEMENT = "\uFFFD";
var ENCODED_REPLACEMENT = [239, 191, 189];
function decodeUtf8(bytes) {
  try {
    return { ok: true, value: strict.decode(bytes) };
  } catch {
    return { ok: false, error: { offset: firstInvalidOffset(bytes) } };
  }
}
function firstInvalidOffset(bytes) {
  const text = lenient.decode(bytes);
  let offset = 0;
  for (const character of text) {
    if (character === REPLACEMENT && !ENCODED_REPLACEMENT.every((byte, index) => bytes[offset + index] === byte))
      return offset;
    offset += utf8Length(character.codePointAt(0) ?? 0);
  }
  return bytes.length;
}
function utf8Length(codePoint) {
  if (codePoint < 128) return 1;
  if (codePoint < 2048) return 2;
  return codePoint < 65536 ? 3 : 4;
}
function shortenForDisplay(text, max) {
  const characters = [...text];
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join("")}\u2026 (${characters.length} characters)`;
}

// src/platform/fs/fs-durable.ts
import { randomBytes } from "node:crypto";
import { constants as constants2, lstat, mkdir, open, rename, unlink } from "node:fs/promises";
import { basename, dirname as dirname2, join } from "node:path";

// src/platform/fs/fs-errors.ts
import { accessSync, constants } from "node:fs";
import { dirname } from "node:path";
function field(thrown, name) {
  if (typeof thrown !== "object" || thrown === null || !(name in thrown)) return void 0;
  const value = Reflect.get(thrown, name);
  return typeof value === "string" ? value : void 0;
}
function fsErrorCode(thrown) {
  const code = field(thrown, "code");
  const path = field(thrown, "path");
  if (code !== "ENOENT" || field(thrown, "syscall") !== "mkdir" || path === void 0) return code;
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    try {
      accessSync(dir, constants.W_OK);
      return code;
    } catch (probe) {
      const found = field(probe, "code");
      if (found === "EROFS") return "EROFS";
      if (found !== "ENOENT" || dirname(dir) === dir) return code;
    }
  }
}

// src/platform/fs/fs-durable.ts
async function appendDurable(path, text) {
  await wrapIo(`cannot append to ${path}`, async () => {
    let created = true;
    let handle;
    try {
      handle = await open(
        path,
        constants2.O_WRONLY | constants2.O_APPEND | constants2.O_CREAT | constants2.O_EXCL | constants2.O_NOFOLLOW
      );
    } catch (thrown) {
      if (codeOf(thrown) !== "EEXIST") throw thrown;
      created = false;
      handle = await openNoFollow(path, constants2.O_WRONLY | constants2.O_APPEND);
    }
    try {
      await handle.appendFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (created) await fsyncDirectory(dirname2(path));
  });
}
async function writeFileAtomic(path, text) {
  const directory = dirname2(path);
  const temporary = join(
    directory,
    `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`
  );
  await wrapIo(`cannot write ${path}`, async () => {
    const mode = await existingMode(path);
    try {
      const handle = await open(temporary, "wx", mode ?? 438);
      try {
        await handle.writeFile(text);
        if (mode !== void 0) await handle.chmod(mode);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (thrown) {
      await ignoreCleanupError(unlink(temporary));
      throw thrown;
    }
    await fsyncDirectory(directory);
  });
}
async function truncateDurable(path, length) {
  await wrapIo(`cannot truncate ${path}`, async () => {
    const handle = await openNoFollow(path, constants2.O_RDWR);
    try {
      await handle.truncate(length);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}
async function readTextIfExists(path) {
  try {
    const handle = await openNoFollow(path, constants2.O_RDONLY);
    try {
      return await handle.readFile("utf8");
    } finally {
      await handle.close();
    }
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return void 0;
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError("io_failed", ioMessage(`cannot read ${path}`, thrown), { cause: thrown });
  }
}
async function readBytesIfExists(path, maxBytes) {
  let handle;
  try {
    handle = await openNoFollow(path, constants2.O_RDONLY);
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return void 0;
    throw thrown;
  }
  try {
    const { size } = await handle.stat();
    return size > maxBytes ? { tooLarge: size } : { bytes: await handle.readFile() };
  } finally {
    await handle.close();
  }
}
async function ensureDirectory(directory) {
  await wrapIo(`cannot create directory ${directory}`, async () => {
    await mkdir(directory, { recursive: true });
  });
}
async function fsyncDirectory(directory) {
  await wrapIo(`cannot sync directory ${directory}`, () => syncDirectory(directory));
}
async function syncDirectory(directory) {
  let handle;
  try {
    handle = await open(directory, "r");
  } catch (thrown) {
    if (isUnsupportedDirectorySync(thrown)) return;
    throw thrown;
  }
  try {
    await handle.sync();
  } catch (thrown) {
    if (!isUnsupportedDirectorySync(thrown)) throw thrown;
  } finally {
    await handle.close();
  }
}
function isUnsupportedDirectorySync(thrown) {
  const code = codeOf(thrown);
  return code === "EISDIR" || code === "EPERM" || code === "EINVAL" || code === "EBADF" || code === "EACCES";
}
async function existingMode(path) {
  try {
    const stats = await lstat(path);
    return stats.isSymbolicLink() ? void 0 : stats.mode & 4095;
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return void 0;
    throw thrown;
  }
}
async function openNoFollow(path, flags) {
  let handle;
  try {
    handle = await open(path, flags | constants2.O_NOFOLLOW | constants2.O_NONBLOCK);
  } catch (thrown) {
    if (codeOf(thrown) !== "ELOOP") throw thrown;
    throw new AlfredError(
      "link_refused",
      `refused ${basename(path)}: it is a symbolic link, and Alfred never follows links under the workspace`,
      { cause: thrown }
    );
  }
  if (!(await handle.stat()).isFile()) {
    await handle.close();
    throw new AlfredError("link_refused", `refused ${basename(path)}: not a regular file`);
  }
  return handle;
}
async function wrapIo(what, work) {
  try {
    await work();
  } catch (thrown) {
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError("io_failed", ioMessage(what, thrown), { cause: thrown });
  }
}
var IO_FIXES = {
  EACCES: "make it (and its directory) writable by the user Alfred runs as",
  EPERM: "make it (and its directory) writable by the user Alfred runs as",
  EROFS: "the file system is read-only: work in a writable checkout",
  ENOSPC: "free some disk space, then resume the run",
  EDQUOT: "free some disk space (the quota is reached), then resume the run",
  ENOTDIR: "a file stands where a directory of this path should be: move that file away",
  EISDIR: "a directory stands where this file should be: move it away",
  EMFILE: "too many open files: raise the limit (ulimit -n)",
  ENFILE: "too many open files: raise the limit (ulimit -n)"
};
function ioMessage(what, thrown) {
  const code = fsErrorCode(thrown);
  const fix = typeof code === "string" ? IO_FIXES[code] : void 0;
  const said = code === "EROFS" && codeOf(thrown) !== "EROFS" ? "EROFS (Node reported ENOENT)" : errorMessage(thrown);
  return `${what}: ${said}${fix === void 0 ? "" : `: ${fix}`}`;
}
function codeOf(thrown) {
  return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : void 0;
}

// src/platform/fs/workspace-fs.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import {
  constants as constants3,
  lstat as lstat2,
  mkdir as mkdir2,
  open as open2,
  readdir,
  readlink,
  rename as rename2,
  symlink,
  unlink as unlink2
} from "node:fs/promises";
import { basename as basename2, dirname as dirname3, isAbsolute, join as join2, relative, resolve, sep } from "node:path";
var LinkRefusedError = class extends AlfredError {
  /** Workspace-relative, `/`-separated: the component that was refused. */
  path;
  constructor(path, what) {
    super("link_refused", refusalText(path, what));
    this.name = "LinkRefusedError";
    this.path = path;
  }
};
function refusalText(path, what) {
  if (what === "outside") return `refused ${path}: not inside the workspace`;
  if (what === "not-directory")
    return `refused ${path}: a file stands where a directory of this path should be: move that file away`;
  if (what === "not-file")
    return `refused ${path}: not a regular file (Alfred reads and writes only plain files here)`;
  return `refused ${path}: it is a symbolic link, and Alfred never follows links under the workspace: remove the link (rm ${path})`;
}
function isLinkRefused(thrown) {
  return thrown instanceof LinkRefusedError;
}
function codeOf2(thrown) {
  return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : void 0;
}
function locate(root, path) {
  const base = resolve(root);
  const absolute = isAbsolute(path) ? resolve(path) : resolve(base, path);
  const rel = relative(base, absolute);
  if (rel.startsWith("..") || isAbsolute(rel)) throw new LinkRefusedError(path, "outside");
  return { absolute, parts: rel === "" ? [] : rel.split(sep) };
}
function shown(parts, count) {
  return parts.slice(0, count).join("/");
}
async function walkParents(root, parts, create) {
  let current = resolve(root);
  for (let index = 0; index < parts.length - 1; index++) {
    current = join2(current, parts[index] ?? "");
    let stats;
    try {
      stats = await lstat2(current);
    } catch (thrown) {
      if (codeOf2(thrown) !== "ENOENT") throw thrown;
      if (!create) return false;
      if (index === 0) await mkdir2(resolve(root), { recursive: true });
      await mkdir2(current).catch((error) => {
        if (codeOf2(error) !== "EEXIST") throw error;
      });
      stats = await lstat2(current);
    }
    if (stats.isSymbolicLink()) throw new LinkRefusedError(shown(parts, index + 1), "link");
    if (!stats.isDirectory()) throw new LinkRefusedError(shown(parts, index + 1), "not-directory");
  }
  return true;
}
async function openFile(root, path, flags) {
  const { absolute, parts } = locate(root, path);
  if (!await walkParents(root, parts, false)) return void 0;
  let handle;
  try {
    handle = await open2(absolute, flags | constants3.O_NOFOLLOW | constants3.O_NONBLOCK);
  } catch (thrown) {
    const code = codeOf2(thrown);
    if (code === "ENOENT") return void 0;
    if (code === "ELOOP") throw new LinkRefusedError(shown(parts, parts.length), "link");
    throw thrown;
  }
  if (!(await handle.stat()).isFile()) {
    await handle.close();
    throw new LinkRefusedError(shown(parts, parts.length), "not-file");
  }
  return handle;
}
async function readWorkspaceBytes(root, path) {
  const handle = await openFile(root, path, constants3.O_RDONLY);
  if (handle === void 0) return void 0;
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
async function readWorkspaceText(root, path) {
  return (await readWorkspaceBytes(root, path))?.toString("utf8");
}
async function statWorkspaceFile(root, path) {
  const { absolute, parts } = locate(root, path);
  if (!await walkParents(root, parts, false)) return void 0;
  try {
    const stats = await lstat2(absolute);
    if (stats.isSymbolicLink()) throw new LinkRefusedError(shown(parts, parts.length), "link");
    if (!stats.isFile()) throw new LinkRefusedError(shown(parts, parts.length), "not-file");
    return { size: stats.size, mtimeMs: stats.mtimeMs, mtime: stats.mtime };
  } catch (thrown) {
    if (codeOf2(thrown) === "ENOENT") return void 0;
    throw thrown;
  }
}
async function ensureWorkspaceDirectory(root, path) {
  const { parts } = locate(root, path);
  await walkParents(root, [...parts, ""], true);
}
async function listWorkspaceDirectory(root, path) {
  const { absolute, parts } = locate(root, path);
  if (!await walkParents(root, [...parts, ""], false)) return [];
  try {
    return await readdir(absolute);
  } catch (thrown) {
    if (codeOf2(thrown) === "ENOENT") return [];
    throw thrown;
  }
}
async function workspaceEntryKind(root, path) {
  const { absolute, parts } = locate(root, path);
  if (!await walkParents(root, parts, false)) return void 0;
  try {
    const stats = await lstat2(absolute);
    if (stats.isSymbolicLink()) return "link";
    return stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
  } catch (thrown) {
    if (codeOf2(thrown) === "ENOENT") return void 0;
    throw thrown;
  }
}
async function readWorkspaceLink(root, path) {
  if (await workspaceEntryKind(root, path) !== "link") return void 0;
  return readlink(locate(root, path).absolute);
}
async function placeWorkspaceLink(root, path, target) {
  const { absolute, parts } = locate(root, path);
  await walkParents(root, parts, true);
  const temporary = join2(dirname3(absolute), `.${basename2(absolute)}.${randomBytes2(6).toString("hex")}.link`);
  await symlink(target, temporary);
  await rename2(temporary, absolute).catch(async (thrown) => {
    await ignoreCleanupError(unlink2(temporary));
    throw thrown;
  });
}
async function writeWorkspaceFile(root, path, data, options = {}) {
  const { absolute, parts } = locate(root, path);
  await walkParents(root, parts, true);
  const directory = dirname3(absolute);
  const temporary = join2(
    directory,
    `.${basename2(absolute)}.${process.pid}.${randomBytes2(6).toString("hex")}.tmp`
  );
  try {
    const handle = await open2(
      temporary,
      constants3.O_WRONLY | constants3.O_CREAT | constants3.O_EXCL | constants3.O_NOFOLLOW,
      420
    );
    try {
      await handle.writeFile(data);
      if (options.durable !== false) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename2(temporary, absolute);
  } catch (thrown) {
    await ignoreCleanupError(unlink2(temporary));
    throw new AlfredError("io_failed", ioMessage(`cannot write ${shown(parts, parts.length)}`, thrown), {
      cause: thrown
    });
  }
  if (options.durable !== false) await fsyncDirectory(directory);
}
async function renameWorkspaceFile(root, from, to) {
  const source = locate(root, from);
  const target = locate(root, to);
  if (await statWorkspaceFile(root, from) === void 0)
    throw new AlfredError(
      "io_failed",
      `cannot move ${shown(source.parts, source.parts.length)}: it does not exist`
    );
  await walkParents(root, target.parts, true);
  await rename2(source.absolute, target.absolute);
}

// src/security/secrets/known-secrets.ts
var MIN_SECRET_LENGTH = 8;
var SECRET_VALUE_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API[_-]?KEY|ACCESS[_-]?KEY|PRIVATE[_-]?KEY|(^|[_-])KEY$|[_-]PAT$|COOKIE|DSN|WEBHOOK|CONNECTION[_-]?STRING)/;
function holdsSecretValue(name) {
  const upper = name.toUpperCase();
  return SECRET_VALUE_NAME.test(upper.startsWith("INPUT_") ? upper.slice("INPUT_".length) : upper);
}
function knownSecretValues(env) {
  const secrets = /* @__PURE__ */ new Set();
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && value.length >= MIN_SECRET_LENGTH && holdsSecretValue(name))
      secrets.add(value);
  }
  return [...secrets];
}

// src/action/runner/run-names.ts
function defaultRunId(context) {
  return `${context.runId}-${context.runAttempt}`;
}
function ledgerArtifactName(runId, context) {
  return runId === defaultRunId(context) ? `alfred-ledger-${runId}` : `alfred-ledger-${runId}-attempt-${context.runAttempt}`;
}

// src/core/permission-mode.ts
var PERMISSION_MODES = ["default", "acceptEdits", "plan", "bypass"];
var STRICTNESS = {
  bypass: 0,
  acceptEdits: 1,
  default: 2,
  plan: 3
};
function stricterMode(a, b) {
  return STRICTNESS[a] >= STRICTNESS[b] ? a : b;
}

// src/config/schema.ts
var positiveInt = number().int().positive();
var priceSchema = strictObject({
  input: number().nonnegative(),
  output: number().nonnegative(),
  cacheRead: number().nonnegative().optional(),
  cacheWrite: number().nonnegative().optional()
});
var ruleSchema = strictObject({
  tool: string().min(1),
  behavior: _enum(["allow", "ask", "deny"]),
  pattern: string().min(1).optional()
});
var alfredConfigSchema = strictObject({
  provider: _enum(["anthropic", "openai", "mock"]).default("anthropic"),
  /** Default model for every role; the provider's default when absent. */
  model: string().min(1).optional(),
  models: strictObject({
    architect: string().min(1).optional(),
    editor: string().min(1).optional(),
    subagent: string().min(1).optional()
  }).default({}),
  baseUrl: url({ protocol: /^https?$/ }).optional(),
  mockScript: string().min(1).optional(),
  /**
   * How an OpenAI-compatible request caps output: OpenAI's own API needs
   * `max_completion_tokens` (its reasoning models reject `max_tokens`); other
   * compatible servers generally know only `max_tokens`. Chosen from `baseUrl` when absent.
   */
  openaiMaxTokensParam: _enum(["max_tokens", "max_completion_tokens"]).optional(),
  maxTurns: positiveInt.default(50),
  maxContextTokens: positiveInt.default(2e5),
  maxOutputTokens: positiveInt.default(8192),
  /** Stream model output as it arrives; off for servers that only answer whole messages. */
  stream: boolean().default(true),
  /** Per provider call; a call that takes longer fails retryably. */
  requestTimeoutMs: positiveInt.default(3e5),
  budget: strictObject({
    maxCostUsd: number().positive().optional(),
    maxTokens: positiveInt.optional(),
    maxWallClockMs: positiveInt.optional()
  }).default({}),
  retry: strictObject({
    maxRetries: number().int().nonnegative().default(4),
    baseDelayMs: number().int().nonnegative().default(500),
    maxDelayMs: number().int().nonnegative().default(3e4)
  }).default({ maxRetries: 4, baseDelayMs: 500, maxDelayMs: 3e4 }),
  /**
   * The permission mode the user asks for (`--mode`, `ALFRED_MODE`). Absent: the host's own
   * (`core/host-profiles.ts`), which also says whether a host honours a chosen one.
   */
  permissionMode: _enum(PERMISSION_MODES).optional(),
  rules: array(ruleSchema).default([]),
  egressAllow: array(string().min(1)).default([]),
  sandbox: _enum(["off", "on", "auto"]).default("off"),
  /**
   * Extra host paths sandboxed commands may read (`sandbox.readPaths` in the file, see
   * `read-paths.ts`): absolute, existing, never a credential path.
   */
  sandboxReadPaths: array(string().min(1)).default([]),
  /** Environment variables agent-run commands may see even though they look like secrets. */
  envAllow: array(string().min(1)).default([]),
  prices: record(string(), priceSchema).default({}),
  /** The autonomy harness (`alfred run`). */
  features: string().min(1).default("feature_list.json"),
  verify: string().min(1).optional(),
  verifyTimeoutMs: positiveInt.default(6e5),
  iterationBudget: positiveInt.default(3),
  rollback: boolean().default(true),
  runId: string().regex(/^[A-Za-z0-9._-]+$/, "letters, digits, dot, dash and underscore only").optional(),
  /** Per-feature limits of the harness (the run's are in `budget`). */
  featureBudget: strictObject({ maxCostUsd: number().positive().optional(), maxWallClockMs: positiveInt.optional() }).default({}),
  /** GitHub runs (the Action; the CLI when reproducing one). */
  github: strictObject({
    /** What comment starts Alfred: `/alfred implement`. */
    triggerPhrase: string().min(2).default("/alfred"),
    /** Bot logins allowed to trigger Alfred. */
    allowedBots: array(string().min(1)).default([]),
    branchPrefix: string().min(1).default("alfred/"),
    /** The branch pull requests target; the repository's default branch when absent. */
    baseBranch: string().min(1).optional(),
    draft: boolean().default(true),
    artifactRetentionDays: number().int().min(1).max(90).optional(),
    /** Let features change `.github/workflows/` (refused by default). */
    allowWorkflowChanges: boolean().default(false),
    /**
     * Commit `.alfred/memory/` (facts, MEMORY.md, USER.md) on the feature branch. Off by default:
     * memory then travels only in the ledger artifact, and the next run restores it from there.
     */
    commitMemory: boolean().default(false)
  }).default({
    triggerPhrase: "/alfred",
    allowedBots: [],
    branchPrefix: "alfred/",
    draft: true,
    allowWorkflowChanges: false,
    commitMemory: false
  })
});
var DEFAULT_MODELS = {
  // Sonnet 5, not 5.5: Sonnet 5.5 answers a forced `tool_choice` with HTTP 400, and the
  // rubric and structured outputs force one. claude-sonnet-4-5 reaches end of life on 2026-11-30.
  anthropic: "claude-sonnet-5",
  openai: "gpt-4.1",
  mock: "mock"
};

// src/platform/git/git-bytes.ts
import { execFile } from "node:child_process";
async function catFile(cwd, args, input) {
  const env = gitEnvironment(process.env, await hardeningFor(cwd, process.env));
  return new Promise((resolve2, reject) => {
    const child = execFile(
      "git",
      hardenedArgs(["cat-file", ...args]),
      { cwd, env, encoding: "buffer", maxBuffer: 256 * 1024 * 1024, timeout: 12e4 },
      (error, stdout, stderr) => {
        if (error === null) resolve2(stdout);
        else
          reject(
            new AlfredError(
              "git_failed",
              `git cat-file failed: ${stderr.toString().trim() || error.message}`,
              {
                cause: error
              }
            )
          );
      }
    );
    child.stdin?.on("error", () => void 0);
    if (input === void 0) child.stdin?.end();
    else child.stdin?.end(input);
  });
}
function readBlobBytes(cwd, blob) {
  return catFile(cwd, ["blob", blob]);
}
async function readBlobs(cwd, blobs) {
  const output = await catFile(cwd, ["--batch"], blobs.map((blob) => `${blob}
`).join(""));
  const contents = [];
  let at = 0;
  for (const blob of blobs) {
    const end = output.indexOf(10, at);
    const header = output.subarray(at, end < 0 ? output.length : end).toString("utf8");
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    if (end < 0 || size === void 0 || end + 1 + Number(size) > output.length)
      throw new AlfredError("git_failed", `git cat-file --batch: no blob ${blob} (${header || "nothing"})`);
    contents.push(output.subarray(end + 1, end + 1 + Number(size)));
    at = end + 1 + Number(size) + 1;
  }
  return contents;
}

// src/platform/git/committed-files.ts
var OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var remembered = /* @__PURE__ */ new Map();
var REMEMBERED_MAX = 512;
function readCommittedFiles(cwd, sha, paths) {
  const keyOf = (path) => `${cwd}\0${sha}\0${path}`;
  const immutable = OBJECT_ID.test(sha);
  const unread = [...new Set(paths)].filter((path) => !immutable || !remembered.has(keyOf(path)));
  const fresh = /* @__PURE__ */ new Map();
  if (unread.length > 0) {
    const read = readFromCommit(cwd, sha, unread);
    for (const path of unread)
      fresh.set(
        path,
        read.then((found) => found.get(path))
      );
  }
  const texts = paths.map(
    (path) => fresh.get(path) ?? remembered.get(keyOf(path)) ?? Promise.resolve(void 0)
  );
  if (immutable) {
    if (remembered.size + fresh.size > REMEMBERED_MAX) remembered.clear();
    for (const [path, text] of fresh) {
      const key = keyOf(path);
      remembered.set(key, text);
      text.catch(() => remembered.delete(key));
    }
  }
  return Promise.all(texts);
}
async function readCommittedFile(cwd, sha, path) {
  const [text] = await readCommittedFiles(cwd, sha, [path]);
  return text;
}
async function readFromCommit(cwd, sha, paths) {
  const listed = await git(["ls-tree", "-z", "--full-tree", sha, "--", ...paths], { cwd });
  const wanted = new Set(paths);
  const blobs = /* @__PURE__ */ new Map();
  for (const entry of listed.stdout.split("\0")) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
    if (match?.[1] !== void 0 && match[2] !== void 0 && wanted.has(match[2]))
      blobs.set(match[2], match[1]);
  }
  const contents = blobs.size === 0 ? [] : await readBlobs(cwd, [...blobs.values()]);
  const texts = new Map(paths.map((path) => [path, void 0]));
  [...blobs.keys()].forEach((path, index) => texts.set(path, contents[index]?.toString("utf8")));
  return texts;
}

// src/config/file-source.ts
var WORKTREE = { kind: "worktree" };
async function readSourceFile(workingDir, path, source) {
  if (source.kind === "commit") return readCommittedFile(workingDir, source.sha, path);
  const bytes = await readWorkspaceBytes(workingDir, path);
  if (bytes === void 0) return void 0;
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok)
    throw new ConfigError(path, `not valid UTF-8 at byte ${decoded.error.offset}: save it as UTF-8`);
  return decoded.value;
}

export {
  findJsonSyntaxError,
  lineColumnAt,
  ok,
  err,
  parseJsonText,
  stricterMode,
  alfredConfigSchema,
  DEFAULT_MODELS,
  decodeUtf8,
  shortenForDisplay,
  readBlobBytes,
  readCommittedFiles,
  appendDurable,
  writeFileAtomic,
  truncateDurable,
  readTextIfExists,
  readBytesIfExists,
  ensureDirectory,
  ioMessage,
  isLinkRefused,
  readWorkspaceBytes,
  readWorkspaceText,
  statWorkspaceFile,
  ensureWorkspaceDirectory,
  listWorkspaceDirectory,
  workspaceEntryKind,
  readWorkspaceLink,
  placeWorkspaceLink,
  writeWorkspaceFile,
  renameWorkspaceFile,
  WORKTREE,
  readSourceFile,
  knownSecretValues,
  defaultRunId,
  ledgerArtifactName,
  defuseClosingKeywords,
  inertMarkdown,
  inlineText,
  tableCell,
  formatUsd
};
