/**
 * What the ledger says about the boundary (issue 9: "how to see it in the
 * ledger"): a `boundary` entry after `run_start`/`run_resume` saying whether
 * agent commands really ran sandboxed (`boundary: "off"` is on the record,
 * not only in a warning), and the egress proxy's counts on the entry that
 * ends the run.
 */
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import type { Boundary } from "../../platform/boundary/boundary.js";

/** The `data` of the `boundary` entry; no boundary at all (a bare library session) is `off`. */
export async function boundaryEntryData(boundary: Boundary | undefined): Promise<JsonObject> {
  if (boundary === undefined) return { boundary: "off", mode: "none", egressAllow: [] };
  const state = await boundary.state();
  return {
    boundary: state.boundary,
    mode: state.mode,
    egressAllow: [...state.egressAllow],
    ...(state.readPaths.length === 0 ? {} : { readPaths: [...state.readPaths] }),
    ...(state.reason === undefined ? {} : { reason: state.reason }),
  };
}

/** Connections the egress proxy allowed and refused during the run, for `run_end`/`run_interrupted`. */
export function egressData(boundary: Boundary | undefined): JsonObject {
  const stats = boundary?.egressStats();
  return {
    egress: {
      allowed: stats?.allowed ?? 0,
      refused: stats?.refused ?? 0,
      refusedTargets: [...(stats?.refusedTargets ?? [])],
    },
  };
}
