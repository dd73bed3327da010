import { describe, expect, it } from "vitest";
import { markPassing, parseFeatureList, serializeFeatureList } from "./feature-list.js";

const listWith = (files: unknown): string =>
  `${JSON.stringify(
    { features: [{ id: "add", description: "Add add()", files, status: "pending" }] },
    null,
    2,
  )}\n`;

describe("a feature's files", () => {
  it("are read as glob patterns and written back unchanged beside the new status", () => {
    const text = listWith(["src/math/**", "test/math.test.js"]);
    const parsed = parseFeatureList(text, "feature_list.json");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.features[0]?.files).toEqual(["src/math/**", "test/math.test.js"]);
    const written = serializeFeatureList(markPassing(parsed.value, "add"));
    expect(written).toBe(text.replace('"status": "pending"', '"status": "passing"'));
  });

  it.each([
    ["src/math/**", "features[0].files: expected an array of glob patterns"],
    [[3], "features[0].files[0]: expected a glob pattern (a string)"],
    [[""], "features[0].files[0]: expected a non-empty glob pattern"],
    [["/etc/passwd"], 'features[0].files[0]: "/etc/passwd" is absolute'],
    [["src/../../x"], 'features[0].files[0]: "src/../../x" leaves the repository'],
    [["src\\math\\*.ts"], 'features[0].files[0]: "src\\math\\*.ts" has a backslash'],
  ])("refuses %j with an error naming the place and what was expected", (files, message) => {
    const parsed = parseFeatureList(listWith(files), "feature_list.json");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(`feature_list.json: ${message}`);
  });
});
