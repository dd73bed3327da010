import { readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type FeatureList,
  markBlocked,
  markInProgress,
  markPassing,
  parseFeatureList,
  serializeFeatureList,
  updateFeatureStatus,
  writeFeatureList,
} from "./feature-list.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../test/fixtures/feature-lists/${name}`, import.meta.url), "utf8");

/** Alfred's shape: explicit and derived ids, a derived-id collision, unknown fields. */
const ALFRED = fixture("alfred-shape.json");
/** The common bare shape, with one-line arrays and an unknown field. */
const BARE = fixture("bare-shape.json");

function parsed(text: string): FeatureList {
  const result = parseFeatureList(text, "feature_list.json");
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function rows(text: string): Array<Record<string, unknown>> {
  return JSON.parse(text) as Array<Record<string, unknown>>;
}

describe("serializeFeatureList", () => {
  it("reproduces an untouched file formatted like JSON.stringify byte for byte", () => {
    for (const text of [ALFRED, BARE]) {
      const pretty = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
      expect(serializeFeatureList(parsed(pretty))).toBe(pretty);
    }
  });

  it("keeps the content of a file formatted otherwise (one-line arrays are expanded)", () => {
    expect(rows(serializeFeatureList(parsed(BARE)))).toEqual(rows(BARE));
  });

  it("keeps the indent and line endings it found", () => {
    for (const indent of ["    ", "\t"]) {
      const text = `${JSON.stringify(JSON.parse(BARE), null, indent).replaceAll("\n", "\r\n")}\r\n`;
      expect(serializeFeatureList(parsed(text))).toBe(text);
    }
  });

  it("writes Alfred's shape with status in place, added last when absent, other fields kept", () => {
    const list = markInProgress(markPassing(parsed(ALFRED), "login-form"), "add-dark-mode-to-settings");
    const written = JSON.parse(serializeFeatureList(markBlocked(list, "login-form"))) as {
      owner: string;
      features: Array<Record<string, unknown>>;
    };
    expect(Object.keys(written)).toEqual(["verify", "owner", "features"]);
    expect(Object.keys(written.features[0] ?? {})).toEqual([
      "id",
      "description",
      "steps",
      "verify",
      "status",
      "priority",
    ]);
    expect(written.features[0]?.["status"]).toBe("blocked");
    expect(written.features[1]).toEqual({
      description: "Add dark mode to settings",
      notes: { design: "figma" },
      status: "in_progress",
    });
    expect(written.features[1]).not.toHaveProperty("id");
  });

  it("writes the bare shape as passes plus alfred_status, and removes alfred_status again", () => {
    const blocked = markBlocked(parsed(BARE), "user-can-log-out");
    const text = serializeFeatureList(blocked);
    expect(rows(text)).toEqual([
      rows(BARE)[0],
      {
        category: "ui",
        description: "User can log out",
        steps: [],
        passes: false,
        owner: "bob",
        alfred_status: "blocked",
      },
    ]);
    const passing = serializeFeatureList(markPassing(parsed(text), "user-can-log-out"));
    expect(rows(passing)[1]).toEqual({ ...rows(BARE)[1], passes: true });
    const pending = serializeFeatureList(
      markInProgress(markPassing(parsed(text), "user-can-log-in"), "user-can-log-in"),
    );
    expect(rows(pending)[0]).toMatchObject({ passes: false, alfred_status: "in_progress" });
  });
});

describe("writing the file", () => {
  let directory: string;
  let path: string;

  beforeEach(async () => {
    directory = tempDir("alfred-feature-list-");
    path = join(directory, "feature_list.json");
  });

  it("writes atomically, leaving no temporary file", async () => {
    await writeFile(path, BARE);
    await writeFeatureList(path, markPassing(parsed(BARE), "user-can-log-out"));
    expect(await readdir(directory)).toEqual(["feature_list.json"]);
    expect(parsed(await readFile(path, "utf8")).features.every((f) => f.status === "passing")).toBe(true);
  });

  it("keeps every concurrent status update", async () => {
    const many = {
      features: Array.from({ length: 8 }, (_, index) => ({ id: `f${index}`, description: `F ${index}` })),
    };
    await writeFile(path, JSON.stringify(many, null, 2));
    await Promise.all(
      many.features.map((feature, index) =>
        updateFeatureStatus(path, feature.id, index % 2 === 0 ? "passing" : "blocked"),
      ),
    );
    const statuses = parsed(await readFile(path, "utf8")).features.map((feature) => feature.status);
    expect(statuses).toEqual([
      "passing",
      "blocked",
      "passing",
      "blocked",
      "passing",
      "blocked",
      "passing",
      "blocked",
    ]);
  });

  it("re-reads the file, so a change made meanwhile to another feature is kept", async () => {
    await writeFile(path, ALFRED);
    await writeFile(path, ALFRED.replace('"status": "blocked"', '"status": "pending"'));
    const written = await updateFeatureStatus(path, "login-form", "blocked");
    expect(written.features.map((feature) => feature.status)).toEqual(["blocked", "pending", "pending"]);
    expect(parsed(await readFile(path, "utf8")).features[2]?.status).toBe("pending");
  });

  it("never overwrites a file that no longer parses, nor one without the feature", async () => {
    await writeFile(path, '{"features": [');
    const failure = await updateFeatureStatus(path, "login-form", "passing").catch(
      (thrown: unknown) => thrown,
    );
    expect(failure).toMatchObject({ code: "feature_list_invalid" });
    expect(String(failure)).toContain(`${path}:1:15: not valid JSON: unexpected end of input`);
    expect(await readFile(path, "utf8")).toBe('{"features": [');
    await writeFile(path, ALFRED);
    await expect(updateFeatureStatus(path, "missing", "passing")).rejects.toMatchObject({
      code: "feature_not_found",
    });
    expect(await readFile(path, "utf8")).toBe(ALFRED);
  });
});
