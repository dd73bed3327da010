import assert from "node:assert/strict";
import { test } from "node:test";
import * as text from "../src/text.js";

test("truncate shortens long text with an ellipsis", () => {
  assert.equal(typeof text.truncate, "function", "truncate is not exported yet");
  assert.equal(text.truncate("short", 10), "short");
  assert.equal(text.truncate("a long sentence here", 10), "a long se…");
  assert.equal(text.truncate("exactly10!", 10), "exactly10!");
});
