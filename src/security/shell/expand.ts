/**
 * Bash's word expansions, statically: brace expansion, parameter expansion (from the scope),
 * field splitting of unquoted expansions and quote removal. Globs are left as written. A word
 * whose expansion has several alternatives yields all of them, so checks see every possibility.
 */
import type { Node } from "web-tree-sitter";
import { nodeAtoms, type Atom } from "./atoms.js";
import { MAYBE_EMPTY, type Scope } from "./scope.js";

/** Caps keep a hostile command line from blowing up the evaluation (`{a,b}{a,b}{a,b}…`). */
const MAX_ALTERNATIVES = 128;

type CharAtom = Extract<Atom, { kind: "char" }>;

function isOpenBrace(atom: Atom | undefined): atom is CharAtom {
  return atom?.kind === "char" && !atom.quoted && atom.char === "{";
}

/** `{1..5}`, `{a..e}`, `{0..10..2}` as literal strings, or undefined when not a sequence. */
function sequence(body: string): string[] | undefined {
  const match = /^(-?\d+|[a-zA-Z])\.\.(-?\d+|[a-zA-Z])(?:\.\.(-?\d+))?$/.exec(body);
  if (match === null) return undefined;
  const [, from = "", to = "", stepText] = match;
  const numeric = /\d/.test(from);
  if (numeric !== /\d/.test(to)) return undefined;
  const start = numeric ? Number(from) : from.charCodeAt(0);
  const end = numeric ? Number(to) : to.charCodeAt(0);
  const step = Math.max(1, Math.abs(Number(stepText ?? 1)));
  const items: string[] = [];
  for (let v = start; start <= end ? v <= end : v >= end; v += start <= end ? step : -step) {
    items.push(numeric ? String(v) : String.fromCharCode(v));
    if (items.length >= MAX_ALTERNATIVES) break;
  }
  return items;
}

/** Brace expansion over atoms; only unquoted braces and commas count. */
function braceExpand(atoms: readonly Atom[]): Atom[][] {
  for (let open = 0; open < atoms.length; open++) {
    if (!isOpenBrace(atoms[open])) continue;
    let depth = 0;
    const commas: number[] = [];
    let close = -1;
    for (let i = open; i < atoms.length; i++) {
      const atom = atoms[i];
      if (atom?.kind !== "char" || atom.quoted) continue;
      if (atom.char === "{") depth++;
      else if (atom.char === "}" && --depth === 0) {
        close = i;
        break;
      } else if (atom.char === "," && depth === 1) commas.push(i);
    }
    if (close < 0) continue;
    const prefix = atoms.slice(0, open);
    const suffix = atoms.slice(close + 1);
    let parts: Atom[][];
    if (commas.length > 0) {
      const bounds = [open, ...commas, close];
      parts = bounds.slice(1).map((end, k) => atoms.slice((bounds[k] ?? 0) + 1, end));
    } else {
      const body = atoms.slice(open + 1, close);
      const literal = body.map((atom) => (atom.kind === "char" ? atom.char : MAYBE_EMPTY)).join("");
      const items = sequence(literal);
      if (items === undefined) continue;
      parts = items.map((item) => [...item].map((char): Atom => ({ kind: "char", char, quoted: true })));
    }
    // Expand the suffix once and combine, stopping at the cap: `{a,b}` forty times is 2^40 words.
    const tails = braceExpand(suffix);
    const out: Atom[][] = [];
    for (const part of parts) {
      for (const head of braceExpand([...prefix, ...part])) {
        for (const tail of tails) {
          if (out.length >= MAX_ALTERNATIVES) return out;
          out.push([...head, ...tail]);
        }
      }
    }
    return out;
  }
  return [[...atoms]];
}

/** Field splitting and quote removal of one brace alternative. */
function splitFields(atoms: readonly Atom[]): string[] {
  // Each combination is one way the expansions may turn out; its last field is still open.
  let combos: string[][] = [[""]];
  const quotedSomewhere = atoms.some((atom) => atom.quoted);
  for (const atom of atoms) {
    if (atom.kind === "char") {
      for (const combo of combos) combo[combo.length - 1] += atom.char;
      continue;
    }
    const next: string[][] = [];
    for (const combo of combos) {
      for (const value of atom.values) {
        if (next.length >= MAX_ALTERNATIVES) break;
        const copy = [...combo];
        const pieces = atom.quoted ? [value] : value.split(/[ \t\n]+/);
        copy[copy.length - 1] += pieces[0] ?? "";
        copy.push(...pieces.slice(1));
        next.push(copy);
      }
    }
    combos = next;
  }
  const fields = combos.flat();
  // An unquoted expansion that comes out empty vanishes; a quoted "" stays an argument.
  return quotedSomewhere ? fields : fields.filter((field) => field !== "");
}

/** Every argument the word nodes (adjacent nodes forming one shell word) can expand to. */
export function expandWord(nodes: readonly Node[], scope: Scope): string[] {
  return expandAtoms(nodes.flatMap((node) => nodeAtoms(node, scope, false)));
}

/** Brace expansion, field splitting and quote removal of one word's atoms. */
export function expandAtoms(atoms: readonly Atom[]): string[] {
  return braceExpand(atoms).flatMap(splitFields);
}

/**
 * The possible values of an assignment's right-hand side: no brace expansion or field
 * splitting happens there.
 */
export function expandValue(node: Node | null, scope: Scope): string[] {
  if (node === null) return [""];
  return splitAlternatives(nodeAtoms(node, scope, false));
}

function splitAlternatives(atoms: readonly Atom[]): string[] {
  let values = [""];
  for (const atom of atoms) {
    if (atom.kind === "char") values = values.map((value) => value + atom.char);
    else values = values.flatMap((value) => atom.values.map((v) => value + v)).slice(0, MAX_ALTERNATIVES);
  }
  return values;
}
