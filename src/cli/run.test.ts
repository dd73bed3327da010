import { describe, expect, it } from "vitest";
import { rejectUnattendedFlags } from "./run.js";
import { UsageError } from "./usage-error.js";

describe("alfred run refuses the engine flags it cannot honour", () => {
  it.each([
    [{ mode: "plan" }, /^--mode plan: alfred run is unattended and always works in bypass mode/],
    [{ mode: "default" }, /^--mode default:/],
    [{ mode: "acceptEdits" }, /^--mode acceptEdits:/],
    [{ yes: true }, /^--yes: alfred run is unattended/],
    [{ mode: "bypass", yes: true }, /^--yes:/],
  ] as const)("%o is a usage error", (values, message) => {
    expect(() => rejectUnattendedFlags(values)).toThrow(UsageError);
    expect(() => rejectUnattendedFlags(values)).toThrow(message);
  });

  it.each([[{}], [{ mode: "bypass" }], [{ yes: false }]] as const)("%o is accepted", (values) => {
    expect(() => rejectUnattendedFlags(values)).not.toThrow();
  });
});
