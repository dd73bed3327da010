import { describe, expect, it } from "vitest";
import { previousAttemptArtifact } from "./resume-attempt.js";
import { defaultRunId, ledgerArtifactName } from "../runner/run-names.js";

const LISTED = [
  "alfred-ledger-42-1",
  "alfred-ledger-42-2",
  "alfred-ledger-42-4",
  "alfred-ledger-7-3",
  "alfred-ledger-nightly-attempt-1",
  "alfred-ledger-nightly-attempt-2",
  "alfred-ledger-weekly-attempt-3",
  "alfred-ledger-nightly",
].map((name, index) => ({ id: index + 1, name }));

describe("ledger artifact names carry the attempt, so a re-run can upload its own", () => {
  it("names the default run id's artifact by it, and a fixed run id's with -attempt-<n>", () => {
    const context = { runId: 42, runAttempt: 3 };
    expect(defaultRunId(context)).toBe("42-3");
    expect(ledgerArtifactName("42-3", context)).toBe("alfred-ledger-42-3");
    expect(ledgerArtifactName("nightly", context)).toBe("alfred-ledger-nightly-attempt-3");
    // A fixed id that looks like another attempt's default id is still fixed.
    expect(ledgerArtifactName("42-1", context)).toBe("alfred-ledger-42-1-attempt-3");
  });

  // The latest earlier attempt's artifact of this run id: never this attempt's, a later one's, or another id's.
  it.each([
    [42, 3, "42-3", "alfred-ledger-42-2"],
    [42, 2, "42-2", "alfred-ledger-42-1"],
    [42, 1, "42-1", undefined],
    [7, 3, "7-3", undefined],
    [42, 4, "nightly", "alfred-ledger-nightly-attempt-2"],
    [42, 2, "nightly", "alfred-ledger-nightly-attempt-1"],
    [42, 2, "weekly", undefined],
  ])("workflow run %i, attempt %i, run id %s: %s", (runId, runAttempt, alfredRunId, expected) => {
    expect(previousAttemptArtifact(LISTED, { runId, runAttempt }, alfredRunId)?.name).toBe(expected);
  });
});
