import { describe, expect, it } from "vitest";
import { FAKE_GITHUB_TOKEN, FAKE_PROVIDER_KEY } from "../../../test/fixtures/fake-secrets.js";
import { createHoldBack, createRedactor } from "./redactor.js";

const redactor = createRedactor([FAKE_PROVIDER_KEY, ""]);
const leaks = (text: string): boolean =>
  text.includes(FAKE_GITHUB_TOKEN) ||
  text.includes(FAKE_PROVIDER_KEY) ||
  text.includes(FAKE_GITHUB_TOKEN.slice(4, 20));

/** Writes `text` through a hold-back buffer in pieces of `size` characters. */
function streamed(text: string, size: number, window: number): string {
  const buffer = createHoldBack(redactor.text, window);
  let out = "";
  for (let i = 0; i < text.length; i += size) out += buffer.push(text.slice(i, i + size));
  return out + buffer.end();
}

describe("createRedactor", () => {
  it("redacts known secrets and credential shapes in text", () => {
    const out = redactor.text(
      `key ${FAKE_PROVIDER_KEY} and web_fetch(https://x.test/?t=${FAKE_GITHUB_TOKEN})`,
    );
    expect(leaks(out)).toBe(false);
    expect(out).toContain("web_fetch(https://x.test/?t=[REDACTED:");
  });

  it("redacts every string of a JSON value and keeps keys, numbers and structure", () => {
    const value = {
      title: `fix ${FAKE_GITHUB_TOKEN}`,
      nested: [{ reasoning: `the key is ${FAKE_PROVIDER_KEY}`, cost: 0.5, ok: true, none: null }],
      [FAKE_PROVIDER_KEY.slice(0, 5)]: "kept key",
    };
    const out = redactor.value(value);
    expect(leaks(JSON.stringify(out))).toBe(false);
    expect(out).toMatchObject({ nested: [{ cost: 0.5, ok: true, none: null }], alfre: "kept key" });
    expect(value.title).toContain(FAKE_GITHUB_TOKEN); // the input is not modified
  });

  it("leaves non-plain objects alone", () => {
    const bytes = Buffer.from(FAKE_PROVIDER_KEY);
    expect(redactor.value(bytes)).toBe(bytes);
  });
});

describe("createHoldBack", () => {
  const text = [
    "Streaming model text, line one.",
    `Here is the token: ${FAKE_GITHUB_TOKEN} and the key ${FAKE_PROVIDER_KEY}.`,
    "x".repeat(9000),
    `again ${[...FAKE_PROVIDER_KEY].join(" ")} spaced`,
    "y".repeat(5000),
    `tail ${FAKE_GITHUB_TOKEN}`,
  ].join("\n");

  it.each([1, 3, 7, 64, 1000])("catches secrets split across writes of %i characters", (size) => {
    const out = streamed(text, size, 4096);
    expect(leaks(out)).toBe(false);
    expect(out).toBe(redactor.text(text));
  });

  it("with a zero window redacts each write on its own and returns it at once", () => {
    const buffer = createHoldBack(redactor.text, 0);
    expect(buffer.push("> ")).toBe("> ");
    expect(buffer.push(`key ${FAKE_PROVIDER_KEY}\n`)).toBe("key [REDACTED:secret]\n");
    expect(buffer.end()).toBe("");
  });

  it("releases text as it goes, not only at the end", () => {
    const buffer = createHoldBack(redactor.text, 100);
    let released = "";
    for (let i = 0; i < 50; i += 1) released += buffer.push(`line ${i}\n`);
    expect(released.length).toBeGreaterThan(0);
    expect(released + buffer.end()).toBe(Array.from({ length: 50 }, (_, i) => `line ${i}\n`).join(""));
  });

  it("streams a megabyte in small writes in reasonable time", () => {
    const big = `${"a line of ordinary log output\n".repeat(35_000)}${FAKE_GITHUB_TOKEN}\n`;
    const started = Date.now();
    const out = streamed(big, 50, 4096);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(leaks(out)).toBe(false);
  });
});
