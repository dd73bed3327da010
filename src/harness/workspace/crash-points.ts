/**
 * Named points in a feature's life where a fault-injection test (or the soak)
 * kills the process, to prove that a resume reaches the same end state as an
 * uninterrupted run. The harness calls `options.crashPoint?.(point)`; only the
 * CLI entry wires it (from `ALFRED_TEST_CRASH_AT`), so a library user never
 * crashes by accident.
 */
export const CRASH_POINTS = [
  /** The implement call is journalled; verify has not run. */
  "before_verify",
  /** Verify's result is in the ledger; the rubric has not been asked. */
  "after_verify",
  /** The rubric's score is journalled; nothing is committed. */
  "after_rubric",
  /** The `feature_commit` intent is in the ledger; no commit yet. */
  "before_commit",
  /** The commit exists; its `feature` outcome is not in the ledger. */
  "after_commit",
  /** The outcome is in the ledger; the feature list does not say so yet. */
  "after_outcome",
  /** The list says `passing` or `blocked`; the episode is not written. */
  "after_list",
  /** A blocked feature's outcome is in the ledger; its work is not rolled back yet. */
  "blocked_after_outcome",
  /** A blocked feature is rolled back; the list does not say `blocked` yet. */
  "blocked_after_rollback",
] as const;

/** One of {@link CRASH_POINTS}. */
export type CrashPoint = (typeof CRASH_POINTS)[number];

/** True for a {@link CrashPoint} name. */
function isCrashPoint(name: string): name is CrashPoint {
  return (CRASH_POINTS as readonly string[]).includes(name);
}

/**
 * A crash hook from a spec such as `after_commit` or `after_commit#2` (the
 * second time that point is reached): calls `kill` there, nowhere else.
 * `undefined` for an empty spec.
 * @throws TypeError for an unknown point or count.
 */
export function crashHook(
  spec: string | undefined,
  kill: () => void,
): ((point: CrashPoint) => void) | undefined {
  if (spec === undefined || spec === "") return undefined;
  const [name = "", countText = "1"] = spec.split("#");
  const count = Number(countText);
  if (!isCrashPoint(name) || !Number.isSafeInteger(count) || count < 1)
    throw new TypeError(
      `unknown crash point "${spec}": expected one of ${CRASH_POINTS.join(", ")}, optionally #N`,
    );
  let seen = 0;
  return (point) => {
    if (point !== name) return;
    seen += 1;
    if (seen === count) kill();
  };
}
