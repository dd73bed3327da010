import { describe, expect, it } from "vitest";
import { ensureSandbox } from "./ensure-sandbox.js";
import { workflowCommands } from "./workflow-commands.js";

function runner() {
  const written: string[] = [];
  return {
    core: workflowCommands({ write: (text) => void written.push(text), env: {} }),
    log: () => written.join(""),
  };
}
const failing = async () => ({
  ok: false as const,
  actions: [],
  reason: "bwrap is not installed",
  fix: "install it",
});
const working = async () => ({ ok: true as const, actions: ["installed bubblewrap"] });

describe("ensureSandbox", () => {
  it("puts a warning annotation on a run with an explicit sandbox: off, and sets nothing up", async () => {
    const r = runner();
    let setUpCalled = false;
    const state = await ensureSandbox({ sandbox: "off" }, r.core, {}, async () => {
      setUpCalled = true;
      return working();
    });
    expect(state).toEqual({ boundary: "off", mode: "off", actions: [] });
    expect(setUpCalled).toBe(false);
    expect(r.log()).toMatch(/^::warning title=Alfred runs without its sandbox::sandbox: off/m);
  });

  it("fails the run with the fix when sandbox: on cannot start", async () => {
    const r = runner();
    await expect(ensureSandbox({ sandbox: "on" }, r.core, {}, failing)).rejects.toThrow(
      /cannot run here: bwrap is not installed\. Fix: install it/,
    );
  });

  it("warns and goes on for sandbox: auto", async () => {
    const r = runner();
    expect(await ensureSandbox({ sandbox: "auto" }, r.core, {}, failing)).toMatchObject({ boundary: "off" });
    expect(r.log()).toMatch(/::warning .*sandbox: auto → off/);
  });

  it("says in the log what set-up did", async () => {
    const r = runner();
    expect(await ensureSandbox({ sandbox: "on" }, r.core, {}, working)).toMatchObject({ boundary: "on" });
    expect(r.log()).toContain("sandbox: on → bwrap (set up: installed bubblewrap)");
  });
});
