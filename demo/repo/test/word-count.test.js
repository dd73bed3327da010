import assert from "node:assert/strict";
import { test } from "node:test";
import * as text from "../src/text.js";

test("wordCount counts words separated by any whitespace", () => {
  assert.equal(typeof text.wordCount, "function", "wordCount is not exported yet");
  assert.equal(text.wordCount(""), 0);
  assert.equal(text.wordCount("one"), 1);
  assert.equal(text.wordCount("  two\twords \n"), 2);
});
