import assert from "node:assert/strict";
import { test } from "node:test";
import * as text from "../src/text.js";

test("slugify makes URL-safe slugs", () => {
  assert.equal(typeof text.slugify, "function", "slugify is not exported yet");
  assert.equal(text.slugify("Hello, World!"), "hello-world");
  assert.equal(text.slugify("  Many   spaces  "), "many-spaces");
  assert.equal(text.slugify("Crème brûlée"), "creme-brulee");
});
