/**
 * What the repo map's tag cache knows a file by when its mtime changed (every
 * fresh checkout, every CI job): its content. The id is git's blob id
 * (`sha1("blob <size>\0" + bytes)`), so it is the id `git ls-files -s` lists for
 * a clean tracked file. A cache restored from an earlier run (or found in a
 * checkout) is data, not proof: tags found under a content id are used only
 * when they agree with the file's text — every definition's name on its line
 * and its signature that line, every referenced name in the text (as often as
 * its count allows) — so a damaged or forged entry costs a parse, never a
 * symbol the file does not have. What it cannot rule out is an entry that
 * leaves out real tags or reweighs a reference: the cache's origin answers
 * for that (the Action carries it signed, `repomap-carry.ts`). Pure.
 */
import { createHash } from "node:crypto";
import { signatureOf, type SymbolDef } from "./extract-tags.js";

/** The git blob id of `bytes`, lowercase hex. */
export function blobId(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/** Kinds as the grammars' tag queries name them (`function`, `class`, `method`, …). */
const KIND = /^[a-z][a-z_]{0,31}$/;

/** Whether every definition lies in `text` as cached: its name on its line, its signature that line. */
export function defsMatchText(defs: readonly SymbolDef[], lines: readonly string[]): boolean {
  for (const def of defs) {
    const line = Number.isInteger(def.line) ? lines[def.line - 1] : undefined;
    if (line === undefined || def.name.length === 0 || !line.includes(def.name)) return false;
    if (!KIND.test(def.kind) || signatureOf(line) !== def.signature) return false;
  }
  return true;
}

/**
 * How many captures one occurrence of a name may make: a grammar's tag query can match one
 * node with several patterns (TypeScript's `type_identifier` is a type and a class reference).
 */
const CAPTURES_PER_OCCURRENCE = 4;

/**
 * Whether each of `names` occurs in `text`, and at least `counts[i]` / {@link CAPTURES_PER_OCCURRENCE}
 * times (a reference is a name in the text).
 */
export function refsMatchText(names: readonly string[], counts: ArrayLike<number>, text: string): boolean {
  for (let index = 0; index < names.length; index += 1) {
    const name = names[index] ?? "";
    const wanted = Math.ceil((counts[index] ?? 0) / CAPTURES_PER_OCCURRENCE);
    if (name.length === 0) return false;
    let at = -1;
    for (let seen = 0; seen < Math.max(1, wanted); seen += 1) {
      at = text.indexOf(name, at + 1);
      if (at < 0) return false;
    }
  }
  return true;
}
