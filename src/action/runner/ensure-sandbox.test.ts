import { describe, expect, it } from "vitest";
import { type FakeRunner, withFakeRunner } from "../../../test/fakes/fake-runner.js";
import { ensureSandbox } from "./ensure-sandbox.js";
import { toolkitCommands } from "./toolkit-channel.js";
import type { WorkflowCommands } from "./workflow-commands.js";

/** Runs `work` against the real toolkit writing to a fake runner. */
function inRunner(work: (core: WorkflowCommands, runner: FakeRunner) => Promise<void>): Promise<void> {
  return withFakeRunner((runner) =>
    work(
      toolkitCommands((text) => text),
      runner,
    ),
  );
}
const failing = async () => ({
  ok: false as const,
  actions: [],
  reason: "bwrap is not installed",
  fix: "install it",
});
const working = async () => ({ ok: true as const, actions: ["installed bubblewrap"] });

describe("ensureSandbox", () => {
  it("puts a warning annotation on a run with an explicit sandbox: off, and sets nothing up", () =>
    inRunner(async (core, runner) => {
      let setUpCalled = false;
      const state = await ensureSandbox({ sandbox: "off" }, core, {}, async () => {
        setUpCalled = true;
        return working();
      });
      expect(state).toEqual({ boundary: "off", mode: "off", actions: [] });
      expect(setUpCalled).toBe(false);
      expect(runner.log()).toMatch(/^::warning title=Alfred runs without its sandbox::sandbox: off/m);
    }));

  it("fails the run with the fix when sandbox: on cannot start", () =>
    inRunner(async (core) => {
      await expect(ensureSandbox({ sandbox: "on" }, core, {}, failing)).rejects.toThrow(
        /cannot run here: bwrap is not installed\. Fix: install it/,
      );
    }));

  it("warns and goes on for sandbox: auto", () =>
    inRunner(async (core, runner) => {
      expect(await ensureSandbox({ sandbox: "auto" }, core, {}, failing)).toMatchObject({ boundary: "off" });
      expect(runner.log()).toMatch(/::warning .*sandbox: auto → off/);
    }));

  it("says in the log what set-up did", () =>
    inRunner(async (core, runner) => {
      expect(await ensureSandbox({ sandbox: "on" }, core, {}, working)).toMatchObject({ boundary: "on" });
      expect(runner.log()).toContain("sandbox: on → bwrap (set up: installed bubblewrap)");
    }));
});
