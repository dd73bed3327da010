import { describe, expect, it } from "vitest";
import { assignFeatureIds, FEATURE_ID_PATTERN, MAX_SLUG_LENGTH, slugFromDescription } from "./feature-id.js";

describe("slugFromDescription", () => {
  it.each([
    ["Login form validates the e-mail address before submit", "login-form-validates-the-e-mail"],
    ["  Add   dark mode!!  ", "add-dark-mode"],
    ["Crème brûlée à la carte", "creme-brulee-a-la-carte"],
    ["API v2: GET /users/{id} returns 404", "api-v2-get-users-id-returns"],
    ["日本語の説明", "feature"],
    ["", "feature"],
    [
      "Supercalifragilisticexpialidocious antidisestablishmentarianism words",
      "supercalifragilisticexpialidocious",
    ],
    ["a".repeat(60), "a".repeat(MAX_SLUG_LENGTH)],
  ])("%j → %s", (description, slug) => {
    expect(slugFromDescription(description)).toBe(slug);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(FEATURE_ID_PATTERN.test(slug)).toBe(true);
  });
});

describe("assignFeatureIds", () => {
  const derived = (description: string): { explicitId: undefined; description: string } => ({
    explicitId: undefined,
    description,
  });

  it("numbers colliding derived ids -2, -3 in position order", () => {
    expect(assignFeatureIds([derived("Add login"), derived("add LOGIN"), derived("Add login.")])).toEqual([
      "add-login",
      "add-login-2",
      "add-login-3",
    ]);
  });

  it("reserves explicit ids first, wherever they stand", () => {
    expect(
      assignFeatureIds([derived("Add login"), { explicitId: "add-login", description: "Something else" }]),
    ).toEqual(["add-login-2", "add-login"]);
  });

  it("steps over a suffixed id that is already taken", () => {
    expect(assignFeatureIds([derived("x"), derived("x 2"), derived("x")])).toEqual(["x", "x-2", "x-3"]);
  });

  it("gives the same ids for the same features every time", () => {
    const features = [
      derived("One"),
      derived("one"),
      { explicitId: "one-2", description: "z" },
      derived("One"),
    ];
    expect(assignFeatureIds(features)).toEqual(assignFeatureIds([...features]));
    expect(assignFeatureIds(features)).toEqual(["one", "one-3", "one-2", "one-4"]);
  });
});
