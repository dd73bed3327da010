import { describe, expect, it } from "vitest";
import { defaultRunId, ledgerArtifactName, previousAttemptArtifact } from "./resume-attempt.js";

const artifacts = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

describe("ledger artifact names carry the attempt, so a re-run can upload its own", () => {
  it("names the default run id's artifact by it, and a fixed run id's with -attempt-<n>", () => {
    const context = { runId: 42, runAttempt: 3 };
    expect(defaultRunId(context)).toBe("42-3");
    expect(ledgerArtifactName("42-3", context)).toBe("alfred-ledger-42-3");
    expect(ledgerArtifactName("nightly", context)).toBe("alfred-ledger-nightly-attempt-3");
    // A fixed id that looks like another attempt's default id is still fixed.
    expect(ledgerArtifactName("42-1", context)).toBe("alfred-ledger-42-1-attempt-3");
  });

  it("finds the latest earlier attempt's artifact, never this attempt's or a later one's", () => {
    const listed = artifacts(
      "alfred-ledger-42-1",
      "alfred-ledger-42-2",
      "alfred-ledger-42-4",
      "alfred-ledger-7-3",
      "alfred-ledger-nightly-attempt-1",
    );
    expect(previousAttemptArtifact(listed, { runId: 42, runAttempt: 3 }, "42-3")?.name).toBe(
      "alfred-ledger-42-2",
    );
    expect(previousAttemptArtifact(listed, { runId: 42, runAttempt: 2 }, "42-2")?.name).toBe(
      "alfred-ledger-42-1",
    );
    expect(previousAttemptArtifact(listed, { runId: 42, runAttempt: 1 }, "42-1")).toBeUndefined();
    expect(previousAttemptArtifact(listed, { runId: 7, runAttempt: 3 }, "7-3")).toBeUndefined();
  });

  it("with a fixed run id, finds that id's earlier attempts only", () => {
    const listed = artifacts(
      "alfred-ledger-42-1",
      "alfred-ledger-nightly-attempt-1",
      "alfred-ledger-nightly-attempt-2",
      "alfred-ledger-weekly-attempt-3",
      "alfred-ledger-nightly",
    );
    expect(previousAttemptArtifact(listed, { runId: 42, runAttempt: 4 }, "nightly")?.name).toBe(
      "alfred-ledger-nightly-attempt-2",
    );
    expect(previousAttemptArtifact(listed, { runId: 42, runAttempt: 2 }, "nightly")?.name).toBe(
      "alfred-ledger-nightly-attempt-1",
    );
    expect(previousAttemptArtifact(listed, { runId: 42, runAttempt: 2 }, "weekly")).toBeUndefined();
  });
});
