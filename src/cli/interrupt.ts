import { SIGNAL_EXIT_CODES, type TerminationSignal } from "../platform/process/termination-signals.js";
import { type CliIo, EXIT } from "./io.js";

/** A command's hold on the stop signals while it works. */
export interface Interruption {
  /** Aborted with a reason naming the signal on the first SIGINT, SIGTERM or SIGHUP. */
  readonly signal: AbortSignal;
  /** The exit code for `code`: an abort caused by a signal becomes 128 + its number. */
  readonly exitCode: (code: number) => number;
  readonly unsubscribe: () => void;
}

const HOW = { SIGINT: "Ctrl-C / SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP" } as const satisfies Record<
  TerminationSignal,
  string
>;

/** Turns the first stop signal into an abort of the work (the harness then records `run_interrupted`). */
export function interruptOnSignals(io: CliIo): Interruption {
  const controller = new AbortController();
  let caught: TerminationSignal | undefined;
  const unsubscribe = io.onInterrupt((signal) => {
    caught = signal;
    controller.abort(new Error(`interrupted (${HOW[signal]})`));
  });
  return {
    signal: controller.signal,
    exitCode: (code) => (caught !== undefined && code === EXIT.aborted ? SIGNAL_EXIT_CODES[caught] : code),
    unsubscribe,
  };
}
