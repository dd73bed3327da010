import { describe, expect, it } from "vitest";
import { buildZip } from "../../test/fakes/zip-build.js";
import { readZipEntries } from "./artifact-zip.js";

const limits = {
  wanted: (name: string) => name.startsWith("memory/"),
  maxEntryBytes: 1_000,
  maxTotalBytes: 1_500,
};

describe("readZipEntries: an untrusted artifact, read within limits", () => {
  it("extracts only the wanted entries; the others are never inflated", () => {
    const zip = buildZip([
      { name: "memory/facts/a.md", text: "alpha", deflate: true },
      // Not wanted, and not even valid deflate data: skipped, not read.
      {
        name: "journal.jsonl",
        text: Buffer.from("not deflate at all"),
        deflate: false,
        declaredSize: 10_000_000,
      },
      { name: "memory/USER.md", text: "stored", deflate: false },
    ]);
    const files = readZipEntries(zip, limits);
    expect([...files].map(([name, bytes]) => [name, bytes.toString()])).toEqual([
      ["memory/facts/a.md", "alpha"],
      ["memory/USER.md", "stored"],
    ]);
  });

  it("refuses a bomb: an entry that inflates past its declared size is cut off, not read", () => {
    const bomb = buildZip([
      { name: "memory/facts/a.md", text: Buffer.alloc(50_000_000, 0x61), deflate: true, declaredSize: 100 },
    ]);
    expect(() => readZipEntries(bomb, limits)).toThrow(/does not inflate to its declared 100 bytes/);
  });

  it.each([
    [
      "an entry over the per-entry limit",
      [{ name: "memory/a", text: "x".repeat(1_001), deflate: true }],
      /over the 1000-byte limit/,
    ],
    [
      "entries over the total",
      [
        { name: "memory/a", text: "x".repeat(800), deflate: true },
        { name: "memory/b", text: "x".repeat(800), deflate: true },
      ],
      /exceed 1500 bytes together/,
    ],
    [
      "a wanted name twice",
      [
        { name: "memory/a", text: "one", deflate: false },
        { name: "memory/a", text: "two", deflate: false },
      ],
      /appears twice/,
    ],
  ])("refuses %s", (_label, files, error) => {
    expect(() => readZipEntries(buildZip(files), limits)).toThrow(error);
  });

  it("names truncation as a zip error, never a RangeError", () => {
    const zip = buildZip([{ name: "memory/a", text: "alpha", deflate: true }]);
    // Keep the end record but point the central directory past the end.
    const broken = Buffer.from(zip);
    broken.writeUInt32LE(zip.length + 100, zip.length - 6);
    expect(() => readZipEntries(broken, limits)).toThrow(/^zip: truncated/);
    expect(() => readZipEntries(Buffer.from("PK not really"), limits)).toThrow(/no end of central directory/);
  });
});
