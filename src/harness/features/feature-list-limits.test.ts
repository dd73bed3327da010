import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_CONFIG_FILE_BYTES, readConfigFile } from "../../config/load.js";
import { MAX_FEATURE_ID_LENGTH } from "./feature-id.js";
import { MAX_DESCRIPTION_CHARS } from "./feature-list-schema.js";
import {
  MAX_FEATURE_LIST_BYTES,
  markPassing,
  parseFeatureList,
  readFeatureList,
  serializeFeatureList,
  updateFeatureStatus,
} from "./feature-list.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const FILE = "feature_list.json";
const list = (features: readonly Record<string, unknown>[]): string => JSON.stringify({ features }, null, 2);
const problem = (text: string): string => {
  const parsed = parseFeatureList(text, FILE);
  return parsed.ok ? "" : parsed.error;
};
function scratch(): string {
  return tempDir("alfred-limits-");
}

describe("feature ids at the door", () => {
  it("refuses a 500-character id naming the file, the JSON path, the value shortened and the limit", () => {
    const id = "a".repeat(500);
    const message = problem(
      list([
        { id: "ok", description: "x" },
        { id, description: "y" },
      ]),
    );
    expect(message).toContain(`${FILE}: features[1].id: id "${"a".repeat(40)}…" is 500 characters long`);
    expect(message).toContain(`at most ${MAX_FEATURE_ID_LENGTH}: shorten it`);
    expect(message.length).toBeLessThan(300);
  });

  it("accepts an id of exactly the limit", () => {
    expect(
      parseFeatureList(list([{ id: "b".repeat(MAX_FEATURE_ID_LENGTH), description: "x" }]), FILE).ok,
    ).toBe(true);
  });

  it.each([".", "..", "../etc", "a/b", "-flag", "with space", "naïve", ""])(
    "refuses the id %j with the fix",
    (id) => {
      const message = problem(list([{ id, description: "x" }]));
      expect(message).toContain(
        `${FILE}: features[0].id: expected an id of letters, digits, '.', '_' and '-'`,
      );
      expect(message).toContain(`got ${JSON.stringify(id)}`);
    },
  );
});

describe("sizes at the door", () => {
  it("refuses a description over the limit, naming it; the limit itself is fine", () => {
    expect(problem(list([{ id: "a", description: "d".repeat(MAX_DESCRIPTION_CHARS) }]))).toBe("");
    const message = problem(list([{ id: "a", description: "d".repeat(MAX_DESCRIPTION_CHARS + 1) }]));
    expect(message).toContain(
      `${FILE}: features[0].description: this description is ${MAX_DESCRIPTION_CHARS + 1} characters long; the limit is ${MAX_DESCRIPTION_CHARS}`,
    );
  });

  it("refuses a step over the limit", () => {
    const message = problem(
      list([{ id: "a", description: "d", steps: ["ok", "s".repeat(MAX_DESCRIPTION_CHARS + 1)] }]),
    );
    expect(message).toContain("features[0].steps[1]: this step is");
  });

  it("refuses a feature list file over the limit before reading it", async () => {
    const path = join(scratch(), FILE);
    writeFileSync(path, `${list([{ id: "a", description: "x" }])}${" ".repeat(MAX_FEATURE_LIST_BYTES)}`);
    await expect(readFeatureList(path)).rejects.toThrow(
      `at most ${MAX_FEATURE_LIST_BYTES} bytes (5 MiB): split the backlog`,
    );
  });

  it("refuses a config file over the limit, naming the file and the limit", async () => {
    const workingDir = scratch();
    mkdirSync(join(workingDir, ".alfred"));
    writeFileSync(
      join(workingDir, ".alfred/config.json"),
      `{"maxTurns": 5}${" ".repeat(MAX_CONFIG_FILE_BYTES)}`,
    );
    await expect(readConfigFile(workingDir)).rejects.toThrow(
      `.alfred/config.json: ${MAX_CONFIG_FILE_BYTES + 15} bytes; a config file may have at most ${MAX_CONFIG_FILE_BYTES} bytes`,
    );
  });
});

describe("encoding at the door", () => {
  const latin1 = (text: string): Buffer => Buffer.from(text, "latin1");

  it("refuses a feature list that is not UTF-8, naming the byte offset, and never rewrites it", async () => {
    const path = join(scratch(), FILE);
    const text = list([{ id: "cafe", description: "Caf\u00e9 menu" }]);
    const bytes = latin1(text);
    writeFileSync(path, bytes);
    const offset = text.indexOf("\u00e9");
    await expect(readFeatureList(path)).rejects.toThrow(
      `${path}: not valid UTF-8 at byte ${offset}: save the file as UTF-8`,
    );
    await expect(updateFeatureStatus(path, "cafe", "passing")).rejects.toThrow(/not valid UTF-8/);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it("counts bytes, not characters, and is not fooled by a real U+FFFD before the bad byte", async () => {
    const path = join(scratch(), FILE);
    const prefix = Buffer.from('{"features":[{"id":"a","description":"\u00e9\uFFFD ', "utf8");
    writeFileSync(path, Buffer.concat([prefix, Buffer.from([0xff]), Buffer.from('"}]}', "utf8")]));
    await expect(readFeatureList(path)).rejects.toThrow(`not valid UTF-8 at byte ${prefix.length}`);
  });

  it("keeps a byte-order mark when writing the list back", async () => {
    const path = join(scratch(), FILE);
    writeFileSync(path, `\uFEFF${list([{ id: "a", description: "x" }])}\n`);
    const read = await readFeatureList(path);
    expect(serializeFeatureList(markPassing(read, "a")).startsWith("\uFEFF{")).toBe(true);
  });

  it("refuses a config file that is not UTF-8, naming the offset", async () => {
    const workingDir = scratch();
    mkdirSync(join(workingDir, ".alfred"));
    writeFileSync(join(workingDir, ".alfred/config.json"), latin1('{"model": "\u00e9"}'));
    await expect(readConfigFile(workingDir)).rejects.toThrow(
      ".alfred/config.json: not valid UTF-8 at byte 11",
    );
  });
});
