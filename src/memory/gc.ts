/**
 * The deterministic GC pass of the spec: facts past their `ttl`, and facts
 * whose `scope` path no longer exists in the workspace, move to `archive/`.
 * The model proposes what to remember; this disposes of what is stale.
 */
import { access } from "../platform/fs/fs.js";
import { resolve, sep } from "node:path";
import type { Fact } from "./fact-file.js";
import type { MemoryLayout } from "./layout.js";
import { archiveFact, listFacts } from "./store.js";

/** Why GC archived a fact. */
interface GcArchived {
  readonly slug: string;
  readonly reason: "expired" | "scope_missing";
  readonly detail: string;
}

/** What one GC pass did. */
export interface GcReport {
  readonly archived: readonly GcArchived[];
  readonly kept: number;
}

/**
 * Why a fact is stale at `now`, or undefined when it is still current. A
 * `ttl` that is not a date is ignored (a person can fix it; GC must not
 * guess). A scope outside the workspace never counts as existing.
 */
async function staleness(fact: Fact, workingDir: string, now: Date): Promise<GcArchived | undefined> {
  if (fact.ttl !== undefined) {
    const expiry = Date.parse(fact.ttl);
    if (!Number.isNaN(expiry) && expiry <= now.getTime())
      return { slug: fact.slug, reason: "expired", detail: `ttl ${fact.ttl} has passed` };
  }
  if (fact.scope !== undefined) {
    const root = resolve(workingDir);
    const target = resolve(root, fact.scope);
    const inside = target === root || target.startsWith(`${root}${sep}`);
    const exists =
      inside &&
      (await access(target).then(
        () => true,
        () => false,
      ));
    if (!exists)
      return { slug: fact.slug, reason: "scope_missing", detail: `scope ${fact.scope} no longer exists` };
  }
  return undefined;
}

/**
 * Archives every stale fact (see {@link staleness}). Idempotent: a second
 * pass at the same `now` archives nothing.
 * @throws Error when `facts/` cannot be read or a fact cannot be moved.
 */
export async function collectGarbage(layout: MemoryLayout, workingDir: string, now: Date): Promise<GcReport> {
  const { facts } = await listFacts(layout);
  const archived: GcArchived[] = [];
  for (const fact of facts) {
    const stale = await staleness(fact, workingDir, now);
    if (stale === undefined) continue;
    if (await archiveFact(layout, fact.slug)) archived.push(stale);
  }
  return { archived, kept: facts.length - archived.length };
}
