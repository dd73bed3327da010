/**
 * Each branch of the Action's sandbox set-up, driven by fake `sudo`,
 * `apt-get`, `apparmor_parser`, `sysctl` and `bwrap` executables on a temp
 * PATH (test/fixtures/sandbox-setup/). No real sudo or apt ever runs: the
 * fakes come first on PATH and record every call.
 */
import { copyFile, mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../../test/support/demo-repo.js";
import { setUpSandbox, systemSetupDeps } from "./sandbox-setup.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const FIXTURES = join(PROJECT_ROOT, "test", "fixtures", "sandbox-setup");
const FAKE_HELPERS = ["readlink", "dirname", "cat", "cp", "chmod", "touch", "env"] as const;

interface Machine {
  /** bwrap installed? */
  readonly bwrap: boolean;
  /** Content of the restriction switch ("1" restricts), absent when undefined. */
  readonly restrict?: string;
  /** Flags in state/: no-sudo, stale-lists, apparmor-fails. */
  readonly flags?: readonly string[];
}

async function machine(spec: Machine) {
  const root = tempDir("alfred-setup-");
  for (const dir of ["bin", "lib", "state", "tools"]) await mkdir(join(root, dir));
  // The fakes' own helpers, and nothing else: no real bwrap, sudo or apt-get is reachable on this PATH.
  for (const tool of FAKE_HELPERS) await symlink(join("/usr/bin", tool), join(root, "tools", tool));
  for (const tool of ["sudo", "apt-get", "apparmor_parser", "sysctl"])
    await copyFile(join(FIXTURES, tool), join(root, "bin", tool));
  await copyFile(join(FIXTURES, "fake-bwrap"), join(root, "lib", "fake-bwrap"));
  if (spec.bwrap) await copyFile(join(FIXTURES, "fake-bwrap"), join(root, "bin", "bwrap"));
  if (spec.restrict !== undefined) await writeFile(join(root, "state", "restrict"), `${spec.restrict}\n`);
  for (const flag of spec.flags ?? []) await writeFile(join(root, "state", flag), "");
  const lines: string[] = [];
  const deps = systemSetupDeps({
    path: `${join(root, "bin")}:${join(root, "tools")}`,
    log: (line) => lines.push(line),
    restrictFile: join(root, "state", "restrict"),
  });
  const calls = async (): Promise<string[]> =>
    (await readFile(join(root, "state", "log"), "utf8").catch(() => ""))
      .split("\n")
      .filter((line) => line !== "");
  return { root, deps, lines, calls };
}

describe("setUpSandbox", () => {
  it("does nothing where bwrap already works", async () => {
    const m = await machine({ bwrap: true, restrict: "0" });
    expect(await setUpSandbox(m.deps)).toEqual({ ok: true, actions: [] });
    expect(await m.calls()).toEqual([]);
  });

  it("installs bubblewrap with passwordless sudo", async () => {
    const m = await machine({ bwrap: false });
    expect(await setUpSandbox(m.deps)).toEqual({ ok: true, actions: ["installed bubblewrap"] });
    expect(await m.calls()).toEqual([
      "sudo -n true",
      "sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -q bubblewrap",
      "apt-get install -y -q bubblewrap",
    ]);
    expect(m.lines.join("\n")).toMatch(/installed bubblewrap/);
  });

  it("runs apt-get update when the install fails without it", async () => {
    const m = await machine({ bwrap: false, flags: ["stale-lists"] });
    expect(await setUpSandbox(m.deps)).toEqual({
      ok: true,
      actions: ["apt-get update", "installed bubblewrap"],
    });
    expect((await m.calls()).filter((call) => call.startsWith("apt-get"))).toEqual([
      "apt-get install -y -q bubblewrap",
      "apt-get update -q",
      "apt-get install -y -q bubblewrap",
    ]);
  });

  it("fails with the install command when bwrap is missing and sudo asks for a password", async () => {
    const m = await machine({ bwrap: false, flags: ["no-sudo"] });
    const result = await setUpSandbox(m.deps);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/not installed/);
    expect(!result.ok && result.fix).toMatch(/apt-get install -y bubblewrap/);
    expect(await m.calls()).toEqual(["sudo -n true"]);
  });

  it("prefers a narrow AppArmor profile for bwrap when user namespaces are restricted", async () => {
    const m = await machine({ bwrap: true, restrict: "1" });
    const result = await setUpSandbox(m.deps);
    expect(result).toEqual({
      ok: true,
      actions: [`loaded an AppArmor profile granting userns to ${join(m.root, "bin", "bwrap")}`],
    });
    expect(await readFile(join(m.root, "state", "profile"), "utf8")).toBe(
      `abi <abi/4.0>,\n\nprofile bwrap ${join(m.root, "bin", "bwrap")} flags=(unconfined) {\n  userns,\n}\n`,
    );
    expect((await m.calls()).some((call) => call.startsWith("sysctl"))).toBe(false);
  });

  it("relaxes the sysctl when the profile cannot be loaded", async () => {
    const m = await machine({ bwrap: true, restrict: "1", flags: ["apparmor-fails"] });
    const result = await setUpSandbox(m.deps);
    expect(result).toEqual({ ok: true, actions: ["set kernel.apparmor_restrict_unprivileged_userns=0"] });
    expect(await m.calls()).toContain("sysctl -w kernel.apparmor_restrict_unprivileged_userns=0");
  });

  it("installs, then allows user namespaces, on a bare Ubuntu 24.04 runner", async () => {
    const m = await machine({ bwrap: false, restrict: "1" });
    const result = await setUpSandbox(m.deps);
    expect(result.ok).toBe(true);
    expect(result.actions).toHaveLength(2);
  });

  it("fails with the AppArmor and sysctl fix when namespaces are restricted and there is no sudo", async () => {
    const m = await machine({ bwrap: true, restrict: "1", flags: ["no-sudo"] });
    const result = await setUpSandbox(m.deps);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fix).toMatch(
      /apparmor_parser -r.*sysctl -w kernel\.apparmor_restrict_unprivileged_userns=0/,
    );
  });
});
