import { describe, expect, it } from "vitest";
import type { FileTags } from "../tags/extract-tags.js";
import { pageRank, type WeightedEdge } from "./pagerank.js";
import { nameTable, tagIds } from "../tags/name-ids.js";
import { DEFAULT_VARIANT, rankFiles, rankIdScores, rankScores, type RankVariant } from "./rank.js";

/** Aider's graph written out edge by edge (what `ident-graph.ts` factors): the reference the fast path must equal. */
function edgeListRanks(
  tags: ReadonlyMap<string, FileTags>,
  focus: ReadonlySet<string>,
  variant: RankVariant,
): { readonly files: Map<string, number>; readonly symbols: Map<string, number> } {
  const paths = [...tags.keys()].sort();
  const definers = new Map<string, number[]>();
  paths.forEach((path, file) => {
    for (const def of tags.get(path)?.defs ?? []) {
      const list = definers.get(def.name) ?? [];
      if (!list.includes(file)) list.push(file);
      definers.set(def.name, list);
    }
  });
  const edges: (WeightedEdge & { readonly name: string })[] = [];
  paths.forEach((path, from) => {
    for (const [name, count] of Object.entries(tags.get(path)?.refs ?? {})) {
      const to = definers.get(name) ?? [];
      const specific = name.length >= 8 && /[A-Z]/.test(name) && /[a-z]/.test(name) ? 10 : 1;
      const common = to.length > 5 ? 0.1 : 1;
      const ubiquity = variant.ubiquityPenalty && to.length > 0 ? Math.sqrt(to.length) : 1;
      for (const definer of to) {
        const focused = focus.has(path) ? 50 : 1;
        const boost = variant.focusBoost && (focus.has(path) || focus.has(paths[definer] ?? "")) ? 3 : 1;
        edges.push({
          name,
          from,
          to: definer,
          weight: ((specific * common) / ubiquity) * Math.sqrt(count) * focused * boost,
        });
      }
    }
  });
  const teleport = paths.map((path) => (focus.has(path) ? 1 : 0));
  const rank = pageRank(paths.length, edges, focus.size > 0 ? teleport : undefined);
  // Each file's rank shared over its out-edges, self-loops (0.1) of definitions nobody references included.
  const referenced = new Set(edges.map((edge) => edge.name));
  const loops = [...definers].flatMap(([name, files]) =>
    referenced.has(name) ? [] : files.map((file) => ({ name, from: file, to: file, weight: 0.1 })),
  );
  const out = new Map<number, number>();
  for (const edge of [...edges, ...loops]) out.set(edge.from, (out.get(edge.from) ?? 0) + edge.weight);
  const symbols = new Map<string, number>();
  for (const edge of [...edges, ...loops]) {
    const key = `${paths[edge.to] ?? ""}#${edge.name}`;
    const share = ((rank[edge.from] ?? 0) * edge.weight) / (out.get(edge.from) ?? 1);
    symbols.set(key, (symbols.get(key) ?? 0) + share);
  }
  return { files: new Map(paths.map((path, file) => [path, rank[file] ?? 0])), symbols };
}

/** A tree with shared names defined in many files (`get` in 7), specific names, self-references and a focus file. */
function tree(): Map<string, FileTags> {
  const tags = new Map<string, FileTags>();
  const def = (name: string, line: number) => ({
    name,
    kind: "function",
    line,
    signature: `function ${name}()`,
  });
  for (let index = 0; index < 12; index += 1) {
    const refs: Record<string, number> = { get: 1 + (index % 3), createClient: index % 4 === 0 ? 0 : 2 };
    if (index % 2 === 0) refs[`helperNumber${(index + 1) % 12}`] = index + 1;
    if (index % 5 === 0) refs[`helperNumber${index}`] = 1;
    const defs = [def(`helperNumber${index}`, 1), ...(index < 7 ? [def("get", 5)] : [])];
    if (index === 3) defs.push(def("createClient", 9), def("unusedThing", 12));
    // Overloads: one file defining a name twice is one definer.
    if (index === 5) defs.push(def("get", 7), def("helperNumber5", 14));
    tags.set(`src/file-${String(index).padStart(2, "0")}.ts`, {
      defs,
      refs: Object.fromEntries(Object.entries(refs).filter(([, count]) => count > 0)),
    });
  }
  return tags;
}

describe("the factored reference graph", () => {
  const variants: RankVariant[] = [
    { ubiquityPenalty: false, focusBoost: false },
    { ubiquityPenalty: true, focusBoost: false },
    { ubiquityPenalty: false, focusBoost: true },
    { ubiquityPenalty: true, focusBoost: true },
  ];
  it.each(variants.flatMap((variant) => [[variant, []] as const, [variant, ["src/file-04.ts"]] as const]))(
    "ranks files exactly as the edge-by-edge graph does (%o, focus %o)",
    (variant, focusList) => {
      const tags = tree();
      const focus = new Set<string>(focusList);
      const expected = edgeListRanks(tags, focus, variant);
      const ranked = rankFiles({ tags, focus, variant });
      expect(ranked).toHaveLength(tags.size);
      for (const file of ranked) {
        expect(file.rank).toBeCloseTo(expected.files.get(file.path) ?? -1, 12);
        for (const symbol of file.symbols)
          expect(symbol.rank).toBeCloseTo(expected.symbols.get(`${file.path}#${symbol.name}`) ?? -1, 12);
      }
      // Every referenced definition gets a share; the definition nobody uses gets its self-loop's.
      const file3 = ranked.find((file) => file.path === "src/file-03.ts");
      expect(file3?.symbols.find((symbol) => symbol.name === "createClient")?.rank).toBeGreaterThan(0);
      expect(file3?.symbols.find((symbol) => symbol.name === "unusedThing")?.rank).toBeGreaterThan(0);
    },
  );

  it("ranks the same, bit for bit, whatever ids a cached name table gave the identifiers", () => {
    const tags = tree();
    const paths = [...tags.keys()].sort();
    // A table in reverse order of first appearance, with names no file uses, as a grown cache has.
    const first = nameTable();
    for (const path of paths) tagIds(first, tags.get(path) ?? { defs: [], refs: {} });
    const table = nameTable(["gone", ...[...first.names].reverse(), "alsoGone"]);
    const files = paths.map((path) => tagIds(table, tags.get(path) ?? { defs: [], refs: {} }));
    for (const variant of variants) {
      const focus = new Set(["src/file-04.ts"]);
      const cold = rankScores({ tags, focus, variant });
      expect(rankIdScores({ paths, files, names: table.names, focus, variant })).toEqual(cold);
    }
  });

  it("with no references at all, counts each definition as one reference from its own file", () => {
    const defsOnly = new Map([...tree()].map(([path, tags]) => [path, { defs: tags.defs, refs: {} }]));
    const selfReferencing = new Map(
      [...defsOnly].map(([path, tags]) => [
        path,
        { defs: tags.defs, refs: Object.fromEntries(tags.defs.map((one) => [one.name, 1])) },
      ]),
    );
    const expected = edgeListRanks(selfReferencing, new Set(), variants[0] ?? DEFAULT_VARIANT);
    for (const file of rankFiles({ tags: defsOnly })) {
      expect(file.rank).toBeCloseTo(expected.files.get(file.path) ?? -1, 12);
      for (const symbol of file.symbols)
        expect(symbol.rank).toBeCloseTo(expected.symbols.get(`${file.path}#${symbol.name}`) ?? -1, 12);
    }
  });
});
