import { describe, expect, it } from "vitest";
import { credentialPathVerdict, NEVER_MOUNTED, TOOLCHAIN_TABLE } from "./toolchain-table.js";

const HOME = "/home/runner";

describe("credentialPathVerdict", () => {
  it.each([
    ["/", "whole file system"],
    [HOME, "contains $HOME"],
    ["/home", "contains $HOME"],
    [`${HOME}/.ssh`, "lies inside"],
    [`${HOME}/.ssh/keys`, "lies inside"],
    [`${HOME}/.config`, "lies inside"],
    [`${HOME}/.config/composer/vendor`, "lies inside"],
    [`${HOME}/.cache`, "contains"],
    [`${HOME}/.cache/gh`, "lies inside"],
    [`${HOME}/.m2`, "contains"],
    [`${HOME}/.gradle`, "contains"],
    [`${HOME}/.nuget`, "contains"],
    [`${HOME}/.netrc`, "lies inside"],
  ])("refuses %s (%s)", (path, why) => {
    expect(credentialPathVerdict(path, HOME)).toContain(why);
  });

  it.each([
    `${HOME}/.cargo`,
    `${HOME}/.cache/go-build`,
    `${HOME}/.m2/repository`,
    `${HOME}/.sshkeys-not`,
    `${HOME}/.configured`,
    "/opt/hostedtoolcache",
    "/home/runner-evil/.ssh",
  ])("allows %s", (path) => {
    expect(credentialPathVerdict(path, HOME)).toBeUndefined();
  });

  it("never lets a table directory overlap a never-mounted path", () => {
    for (const row of TOOLCHAIN_TABLE)
      for (const dir of row.homeDirs)
        expect(credentialPathVerdict(`${HOME}/${dir}`, HOME), dir).toBeUndefined();
    expect(NEVER_MOUNTED).toEqual(
      expect.arrayContaining([".ssh", ".aws", ".config", ".cache/gh", ".docker", ".kube", ".netrc"]),
    );
    expect(NEVER_MOUNTED).toEqual(expect.arrayContaining([".git-credentials", ".npmrc", ".pypirc"]));
  });
});
