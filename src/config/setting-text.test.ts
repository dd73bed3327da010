import { describe, expect, it } from "vitest";
import { envInputs, inputLayer } from "../action/runner/inputs.js";
import { envLayer } from "./sources.js";

// The same text means the same thing as an ALFRED_* variable and as an Action input.
describe("a setting's text reads the same from the environment and from an Action input", () => {
  it.each([
    ["egress-allow", "ALFRED_EGRESS_ALLOW", "egressAllow", "a.com, b.com", ["a.com", "b.com"]],
    [
      "egress-allow",
      "ALFRED_EGRESS_ALLOW",
      "egressAllow",
      "a.com\nb.com,\n c.com ,",
      ["a.com", "b.com", "c.com"],
    ],
    ["max-turns", "ALFRED_MAX_TURNS", "maxTurns", "7", 7],
    ["max-turns", "ALFRED_MAX_TURNS", "maxTurns", "seven", "seven"],
    ["sandbox", "ALFRED_SANDBOX", "sandbox", "TRUE", "on"],
    ["sandbox", "ALFRED_SANDBOX", "sandbox", "0", "off"],
    ["sandbox", "ALFRED_SANDBOX", "sandbox", "Auto", "auto"],
  ] as const)("input %s / %s → %s from %j", (input, variable, key, text, expected) => {
    const fromInput = inputLayer(envInputs({ [`INPUT_${input.toUpperCase()}`]: text })).values;
    const fromEnv = envLayer({ [variable]: text }).values;
    expect(fromInput[key]).toEqual(expected);
    expect(fromEnv[key]).toEqual(expected);
  });
});
