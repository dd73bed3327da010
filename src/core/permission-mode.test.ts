import { describe, expect, it } from "vitest";
import { isPermissionMode, PERMISSION_MODES, type PermissionMode, stricterMode } from "./permission-mode.js";

describe("stricterMode", () => {
  const table: readonly [PermissionMode, PermissionMode, PermissionMode][] = [
    ["bypass", "acceptEdits", "acceptEdits"],
    ["acceptEdits", "default", "default"],
    ["plan", "default", "plan"],
    ["bypass", "plan", "plan"],
    ["default", "default", "default"],
  ];
  it.each(table)("%s vs %s → %s, either way round", (a, b, expected) => {
    expect(stricterMode(a, b)).toBe(expected);
    expect(stricterMode(b, a)).toBe(expected);
  });

  it("knows every mode and nothing else", () => {
    expect(PERMISSION_MODES.every(isPermissionMode)).toBe(true);
    expect(["Bypass", "", "yolo", 1, undefined].some(isPermissionMode)).toBe(false);
  });
});
