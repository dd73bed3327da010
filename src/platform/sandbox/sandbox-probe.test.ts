import { chmod, readFile, writeFile } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSandboxProbeCache, probeSandbox } from "./sandbox-probe.js";
import { tempDir } from "../../../test/support/temp-dir.js";

// A stand-in bwrap that only counts its runs (a line each) and succeeds.
const COUNTING_BWRAP = '#!/bin/sh\necho run >> "$(dirname "$0")/runs"\n';

let dir: string;
let path: string | undefined;
beforeEach(async () => {
  dir = tempDir("alfred-probe-count-");
  await writeFile(join(dir, "bwrap"), COUNTING_BWRAP);
  await chmod(join(dir, "bwrap"), 0o755);
  path = process.env["PATH"];
  process.env["PATH"] = `${dir}${delimiter}${path ?? ""}`;
  clearSandboxProbeCache();
});
afterEach(async () => {
  process.env["PATH"] = path;
  clearSandboxProbeCache();
});

const runs = async (): Promise<number> =>
  (await readFile(join(dir, "runs"), "utf8").catch(() => "")).split("\n").filter(Boolean).length;

describe("probeSandbox", () => {
  it("runs bwrap once per executable: the name on PATH and its path share one probe", async () => {
    expect(await probeSandbox({ bwrapPath: join(dir, "bwrap") })).toEqual({ ok: true });
    expect(await probeSandbox()).toEqual({ ok: true });
    expect(await probeSandbox({ bwrapPath: "bwrap" })).toEqual({ ok: true });
    expect(await runs()).toBe(1);
  });

  it("probes again after the cache is cleared (set-up may have changed the machine)", async () => {
    await probeSandbox();
    clearSandboxProbeCache();
    await probeSandbox({ bwrapPath: join(dir, "bwrap") });
    expect(await runs()).toBe(2);
  });
});
