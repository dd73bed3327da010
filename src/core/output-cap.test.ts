import { describe, expect, it } from "vitest";
import { capOutput, cutNote, OutputCollector } from "./output-cap.js";

describe("capOutput", () => {
  it("returns short text unchanged", () => {
    expect(capOutput("hello", 10)).toBe("hello");
    expect(capOutput("0123456789", 10)).toBe("0123456789");
  });

  it("keeps head and tail and names how much was cut", () => {
    const text = "H".repeat(50) + "M".repeat(900) + "T".repeat(50);
    const capped = capOutput(text, 100);
    expect(capped).toBe("H".repeat(50) + cutNote(900) + "T".repeat(50));
    expect(capped).toContain("… [900 characters cut] …");
  });

  it("caps at the default 30,000 characters", () => {
    const capped = capOutput("x".repeat(100_000));
    expect(capped).toContain("[70000 characters cut]");
    expect(capped.replace(cutNote(70_000), "")).toHaveLength(30_000);
  });
});

describe("OutputCollector", () => {
  it("gives the same result for many small chunks as for one string", () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `line ${i}\n`).join("");
    const collector = new OutputCollector(1_000);
    for (let i = 0; i < text.length; i += 7) collector.push(text.slice(i, i + 7));
    expect(collector.text()).toBe(capOutput(text, 1_000));
    expect(collector.totalLength).toBe(text.length);
    expect(collector.text().endsWith("line 4999\n")).toBe(true);
    expect(collector.text().startsWith("line 0\n")).toBe(true);
  });
});
