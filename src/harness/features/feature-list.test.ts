import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type FeatureList,
  markBlocked,
  markInProgress,
  markPassing,
  parseFeatureList,
  pickNext,
  verifyCommandOf,
} from "./feature-list.js";

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

function failure(text: string): string {
  const result = parseFeatureList(text, "feature_list.json");
  if (result.ok) throw new Error("expected a parse error");
  return result.error;
}

describe("parseFeatureList", () => {
  it("reads Alfred's shape with explicit and derived ids, statuses and verify commands", () => {
    const list = parsed(ALFRED);
    expect(list.shape).toBe("alfred");
    expect(list.features.map((feature) => [feature.id, feature.idSource, feature.status])).toEqual([
      ["login-form", "explicit", "passing"],
      ["add-dark-mode-to-settings", "derived", "pending"],
      ["add-dark-mode-to-settings-2", "derived", "blocked"],
    ]);
    const [first, second] = list.features;
    expect(first?.steps).toEqual(["render", "submit"]);
    expect(first && verifyCommandOf(list, first)).toBe("npm test -- login");
    expect(second && verifyCommandOf(list, second)).toBe("npm test");
  });

  it("reads the bare shape: passes → passing, else pending or alfred_status", () => {
    const list = parsed(BARE.replace('"passes": false,', '"passes": false, "alfred_status": "blocked",'));
    expect(list.shape).toBe("bare");
    expect(list.verify).toBeUndefined();
    expect(list.features.map((feature) => [feature.id, feature.category, feature.status])).toEqual([
      ["user-can-log-in", "functional", "passing"],
      ["user-can-log-out", "ui", "blocked"],
    ]);
  });

  it("lets passes: true win over a stale alfred_status", () => {
    expect(parsed('[{"description":"x","passes":true,"alfred_status":"blocked"}]').features[0]?.status).toBe(
      "passing",
    );
  });

  it("derives the same ids on every parse", () => {
    expect(parsed(ALFRED).features.map((f) => f.id)).toEqual(parsed(ALFRED).features.map((f) => f.id));
  });

  it("accepts a byte-order mark", () => {
    expect(parsed(`\uFEFF${BARE}`).features).toHaveLength(2);
  });

  it.each([
    [
      '{\n  "features": [\n    { "description": "a", },\n  ]\n}',
      'feature_list.json:3:27: not valid JSON: unexpected "}"',
    ],
    ["", "feature_list.json:1:1: not valid JSON: unexpected end of input"],
    [
      '[{"description": "a", "passes": false}',
      "feature_list.json:1:39: not valid JSON: unexpected end of input",
    ],
  ])("names line and column of invalid JSON: %j", (text, start) => {
    expect(failure(text).startsWith(start)).toBe(true);
  });

  it.each([
    [
      '{"features": [{"description": "a"}, {"description": "b"}, {"description": "c"}, {"description": ""}]}',
      "features[3].description: expected a non-empty string",
    ],
    ['{"features": [{"steps": []}]}', "features[0].description: expected a non-empty string"],
    ['{"features": [{"description": 7}]}', "features[0].description: expected a non-empty string"],
    [
      '{"features": [{"description": "a", "steps": "one"}]}',
      "features[0].steps: expected an array of strings",
    ],
    ['{"features": [{"description": "a", "steps": ["x", 2]}]}', "features[0].steps[1]: expected a string"],
    [
      '{"features": [{"description": "a", "status": "done"}]}',
      'features[0].status: expected one of "pending", "in_progress", "passing", "blocked"',
    ],
    ['{"features": [{"description": "a", "id": "has space"}]}', "features[0].id: expected an id of letters"],
    ['{"features": ["a"]}', "features[0]: expected a feature object"],
    ['{"verify": "", "features": []}', "verify: expected a non-empty string"],
    ["{}", "features: expected an array of features"],
    ['"hello"', 'expected an object with a "features" array, or an array of features'],
    ['[{"description": "a"}]', "[0].passes: expected true or false"],
    ['[{"description": "a", "passes": "no"}]', "[0].passes: expected true or false"],
    [
      '[{"description": "a", "passes": false, "alfred_status": "done"}]',
      '[0].alfred_status: expected "in_progress" or "blocked"',
    ],
  ])("names the JSON path and what was expected: %s", (text, message) => {
    expect(failure(text)).toContain(`feature_list.json: ${message}`);
  });

  it("lists several problems, one a line", () => {
    expect(failure('{"features": [{}, {"description": 1}]}').split("\n")).toEqual([
      "feature_list.json: features[0].description: expected a non-empty string",
      "feature_list.json: features[1].description: expected a non-empty string",
    ]);
  });

  it("names both places of a duplicate explicit id", () => {
    const text =
      '{"features": [{"id": "a", "description": "x"}, {"description": "y"}, {"id": "a", "description": "z"}]}';
    expect(failure(text)).toBe(
      'feature_list.json: features[2].id: duplicate id "a" (also at features[0].id)',
    );
  });
});

describe("pickNext and the status transitions", () => {
  it("picks an interrupted in_progress feature first, then the first pending one", () => {
    const list = parsed(ALFRED);
    expect(pickNext(list)?.id).toBe("add-dark-mode-to-settings");
    const resumed = markInProgress(list, "add-dark-mode-to-settings-2");
    expect(pickNext(resumed)?.id).toBe("add-dark-mode-to-settings-2");
    expect(pickNext(markPassing(list, "add-dark-mode-to-settings"))).toBeUndefined();
  });

  it("returns new lists and leaves the old one alone", () => {
    const list = parsed(ALFRED);
    const next = markBlocked(list, "login-form");
    expect(next.features[0]?.status).toBe("blocked");
    expect(list.features[0]?.status).toBe("passing");
    expect(next.features[1]).toBe(list.features[1]);
  });

  it("throws feature_not_found for an unknown id", () => {
    expect(() => markPassing(parsed(ALFRED), "nope")).toThrow(
      expect.objectContaining({ code: "feature_not_found" }),
    );
  });
});
