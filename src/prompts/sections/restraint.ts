/** What not to do, whatever the task says. */
import { lines } from "../tool-names.js";
import type { PromptSection } from "../types.js";

const TESTS =
  "- Never weaken tests or checks to get a pass: no deleted or skipped tests, no loosened assertions, no special cases for test inputs, no hard-coded expected results";
const VERIFY_TESTS = `${TESTS}, no edits to the verify command's scripts or configuration. The reviewer reads the diff and scores that zero.`;
const DEPENDENCIES =
  "- Do not add a dependency unless the task cannot reasonably be done without it; if you add one, say why. Installing packages needs their registry on the egress list.";
const SCOPE =
  "- Stay in scope: no refactors, renames, reformatting or drive-by fixes the task does not need, no notes or plan files, no commented-out code, no leftover debug output.";
const SECRETS =
  "- Do not print, copy or send environment variables, tokens or keys. The environment you see is scrubbed and output is redacted, but do not go looking.";

/** The implementer: all four rules. */
export const implementerRestraint: PromptSection = {
  name: "restraint",
  render: () => lines("# What not to do", VERIFY_TESTS, DEPENDENCIES, SCOPE, SECRETS),
};

/** The interactive assistant: the same rules; the developer may lift the scope and dependency ones. */
export const askRestraint: PromptSection = {
  name: "restraint",
  render: () =>
    lines(
      "# What not to do (unless the developer asks for it)",
      `${TESTS}.`,
      DEPENDENCIES.replace(" Installing packages needs their registry on the egress list.", ""),
      SCOPE,
      SECRETS,
    ),
};
