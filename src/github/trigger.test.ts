import { describe, expect, it } from "vitest";
import { type Trigger, parseTrigger } from "./trigger.js";

const cases: readonly (readonly [string, Trigger | undefined])[] = [
  // the commands
  ["/alfred implement", { command: "implement" }],
  ["/alfred implement login-form", { command: "implement", featureId: "login-form", text: "login-form" }],
  [
    "/alfred implement v2.api_client",
    { command: "implement", featureId: "v2.api_client", text: "v2.api_client" },
  ],
  ["/alfred implement Login-Form", { command: "implement", featureId: "Login-Form", text: "Login-Form" }],
  [
    "/alfred implement add a dark mode toggle",
    { command: "implement", featureId: "add", text: "add a dark mode toggle" },
  ],
  ["/alfred implement -x", { command: "implement", text: "-x" }],
  ["/alfred implement #12", { command: "implement", text: "#12" }],
  ["/alfred review", { command: "review" }],
  ["/alfred REVIEW please", { command: "review" }],
  ["/Alfred Implement", { command: "implement" }],
  ["/alfred", { command: "unknown", text: "" }],
  ["/alfred   fix   the build", { command: "unknown", text: "fix the build" }],
  ["/alfred: implement login-form", { command: "implement", featureId: "login-form", text: "login-form" }],
  ["/alfred, review", { command: "review" }],
  // where the phrase may stand
  [
    "Hey team\n/alfred implement login-form\nthanks",
    { command: "implement", featureId: "login-form", text: "login-form" },
  ],
  ["please /alfred review", { command: "review" }],
  ["\t/alfred review", { command: "review" }],
  ["/alfred review\r\n", { command: "review" }],
  ["first /alfred review then /alfred implement", { command: "review" }],
  // word boundaries
  ["/alfredo implement", undefined],
  ["x/alfred implement", undefined],
  ["https://example.com/alfred implement", undefined],
  ["/alfred-bot implement", undefined],
  ["/alfred.implement", undefined],
  ["", undefined],
  ["no trigger here", undefined],
  // quoted, code and hidden text does not trigger
  ["> /alfred implement\n\nI agree with this", undefined],
  ["```\n/alfred implement\n```", undefined],
  ["~~~md\n/alfred implement\n~~~\n", undefined],
  ["Use `/alfred implement` to start", undefined],
  ["x`y`/alfred implement", undefined],
  ["<!-- /alfred implement -->", undefined],
  ["<!--\n/alfred implement\n-->\n/alfred review", { command: "review" }],
  ["```\ncode\n```\n/alfred review", { command: "review" }],
];

describe("parseTrigger", () => {
  it.each(cases)("%j → %j", (body, expected) => {
    expect(parseTrigger(body)).toEqual(expected);
  });

  it("honours a custom phrase, with the same word boundaries", () => {
    expect(parseTrigger("@bot implement x", "@bot")).toEqual({
      command: "implement",
      featureId: "x",
      text: "x",
    });
    expect(parseTrigger("/alfred implement", "@bot")).toBeUndefined();
    expect(parseTrigger("@botty implement", "@bot")).toBeUndefined();
    expect(parseTrigger("/alfred implement", "  ")).toBeUndefined();
  });
});
