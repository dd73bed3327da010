/**
 * One error format for every JSON file Alfred reads (issue 27): `file:line:col: message`, the
 * place right after the file name, as an editor or terminal jumps to it.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readConfigFile } from "../config/load.js";
import { parseLspConfig } from "../lsp/config.js";
import { parseMcpConfig } from "../mcp/client-config.js";
import { readHooks } from "./session-parts.js";
import { tempDir } from "../../test/support/temp-dir.js";

/** A trailing comma: the error is at the `}` on line 3, column 1. */
const BROKEN = '{\n  "a": 1,\n}\n';
const PLACE = /^[^:\s]+:3:1: not valid JSON: /;

async function workspaceWith(file: string): Promise<string> {
  const dir = tempDir("alfred-json-");
  await mkdir(join(dir, ".alfred"), { recursive: true });
  await writeFile(join(dir, file), BROKEN);
  return dir;
}

const messageOf = async (work: () => unknown): Promise<string> => {
  try {
    await work();
  } catch (thrown) {
    return thrown instanceof Error ? thrown.message : String(thrown);
  }
  return "(no error)";
};

describe("invalid JSON is reported as file:line:col: message", () => {
  it.each([
    [".alfred/config.json", (dir: string) => readConfigFile(dir)],
    [".alfred/hooks.json", (dir: string) => readHooks(dir)],
    [".mcp.json", () => parseMcpConfig(BROKEN, ".mcp.json")],
    [".alfred/lsp.json", (dir: string) => parseLspConfig(BROKEN, dir)],
  ])("%s", async (file, read) => {
    const dir = await workspaceWith(file);
    const message = await messageOf(() => read(dir));
    expect(message).toMatch(PLACE);
    expect(message.startsWith(`${file}:3:1: `)).toBe(true);
  });
});
