import { describe, expect, it } from "vitest";
import { mentionsIn } from "./mentions.js";

const PATHS = ["src/core/config.ts", "src/cli/main.ts", "src/engine/main.ts", "lib/parse_args.py"];

describe("mentionsIn", () => {
  it("finds identifiers and the files named in full or by a unique file name", () => {
    const found = mentionsIn(
      "Make loadConfiguration in src/cli/main.ts read `config.ts`, like parse_args.py does.",
      PATHS,
    );
    expect(found.identifiers).toEqual(expect.arrayContaining(["loadConfiguration", "parse_args", "src"]));
    expect(found.files).toEqual(["src/core/config.ts", "src/cli/main.ts", "lib/parse_args.py"]);
  });

  it("does not guess between files sharing a name, nor match inside longer names", () => {
    expect(mentionsIn("fix main.ts", PATHS).files).toEqual([]);
    expect(mentionsIn("see myconfig.tsx", PATHS).files).toEqual([]);
  });
});
