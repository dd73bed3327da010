import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/temp-dir.js";
import { replayConfig } from "./replay-command.js";

describe("replayConfig", () => {
  it("takes the replay host's sandbox default: the tape's bash commands run sandboxed where bubblewrap is", async () => {
    const config = await replayConfig(tempDir("alfred-replay-config-"), {});
    expect(config.sandbox).toBe("auto");
    expect(config.provider).toBe("mock");
  });

  it("lets the environment choose the sandbox, as every other host does", async () => {
    const config = await replayConfig(tempDir("alfred-replay-config-"), { ALFRED_SANDBOX: "on" });
    expect(config.sandbox).toBe("on");
  });
});
