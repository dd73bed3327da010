import { describe, expect, it } from "vitest";
import { verifyExecutables } from "./verify-executables.js";

describe("verifyExecutables", () => {
  it.each([
    ["npm test", ["npm"]],
    ["cargo test --offline", ["cargo"]],
    ["GOFLAGS=-mod=mod go test ./...", ["go"]],
    [".venv/bin/python -m unittest", [".venv/bin/python"]],
    ["python -m unittest && mvn -o -q test", ["python", "mvn"]],
    ["env CI=1 timeout 60 pytest -q", ["pytest"]],
    ["test -f x || exit 1; echo ok | grep ok", ["grep"]],
    ['"./scripts/check tests.sh" --fast', ["./scripts/check tests.sh"]],
    ["$RUNNER test", []],
    ["npm test && npm test", ["npm"]],
    ["setsid sleep 1 </dev/null >/dev/null 2>&1 & sleep 2", ["setsid", "sleep"]],
    ["2> err.log cargo test > out.log", ["cargo"]],
    ["make test 2>&1 | tee log", ["make", "tee"]],
  ])("%s starts %j", (command, names) => {
    expect(verifyExecutables(command).map((found) => found.name)).toEqual(names);
  });

  it("marks what runs after a cd", () => {
    expect(verifyExecutables("./check && cd sub && ./check")).toEqual([
      { name: "./check", afterCd: false },
      { name: "./check", afterCd: true },
    ]);
  });
});
