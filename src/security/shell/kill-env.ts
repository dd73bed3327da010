/** The state the kill-list walker carries, shared by the tree walk and the command checks. */
import type { Node } from "web-tree-sitter";
import type { Scope } from "./scope.js";

/** Nested shells (`sh -c "sh -c '…'"`, `eval`, function calls) are followed this deep. */
export const MAX_DEPTH = 8;
/** A bound on the total work for one command line, whatever its shape. */
const MAX_STEPS = 100_000;

/** State shared by one whole analysis. */
export interface Budget {
  steps: number;
}

/** The two entry points of the tree walk, handed down so the modules need not import each other. */
export interface Walker {
  /** Walks a statement (a function body) with `stdin` as its known input. */
  readonly walk: (node: Node, env: Env, stdin: readonly string[] | undefined) => string | undefined;
  /** Parses and walks a nested script. */
  readonly analyse: (script: string, scope: Scope, depth: number, budget: Budget) => string | undefined;
}

/** Where the walker stands: the variables in force, the functions defined so far, the nesting. */
export interface Env {
  readonly scope: Scope;
  readonly functions: Map<string, Node>;
  readonly depth: number;
  readonly budget: Budget;
  /** Functions being walked right now: a recursive call has already been seen. */
  readonly active: ReadonlySet<string>;
  readonly walker: Walker;
}

/** Thrown inside the walk when a limit is reached; turned into a denial at the top. */
export class TooComplex extends Error {}

/** Counts one unit of work. @throws TooComplex past the budget. */
export function step(env: Env): void {
  if (++env.budget.steps > MAX_STEPS) throw new TooComplex("command is too complex to inspect");
}
