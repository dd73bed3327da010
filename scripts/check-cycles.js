// The import-cycle check behind `npm run lint` (issue 11): every cycle between modules of src/,
// including `import type` and `export ... from`, fails the lint with the files on the cycle.
//
// Why not eslint-plugin-import-x `no-cycle`: it re-resolves every import of every file through a
// resolver inside each linted file's rule run; this check reads each file once with TypeScript's
// own pre-processor (no type-check) and finds strongly connected components (Tarjan) in one pass,
// in well under a second for the whole tree, and needs no extra dependency.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Cycles that are deliberate, each a sorted list of files that must be exactly one cycle.
 * The shell evaluator is mutually recursive by nature: a word's value needs the output of its
 * `$( … )`, and that output needs the values of the words inside it. The three files stay apart
 * for the line budget; any other file joining the cycle still fails.
 */
const ALLOWED_CYCLES = [
  ["src/security/shell/atoms.ts", "src/security/shell/expand.ts", "src/security/shell/stage-output.ts"],
];

/** Every non-test TypeScript file below `dir`. Tests may import their module and its fakes freely. */
function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (
      /\.(c|m)?ts$/.test(entry.name) &&
      !/\.test\.ts$/.test(entry.name) &&
      !entry.name.endsWith(".d.ts")
    )
      out.push(path);
  }
  return out;
}

/** The local file a relative specifier names (`./x.js` is `./x.ts` in the source tree), if any. */
function resolveLocal(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.cjs$/, ".cts"),
    `${base}.ts`,
    join(base, "index.ts"),
  ];
  return candidates.find((candidate) => existsSync(candidate));
}

/** The import graph: file → the local files it imports. */
function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = resolveLocal(file, fileName);
      if (target !== undefined) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components of size > 1 (and self-imports). */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const started = performance.now();
const allowed = new Set(ALLOWED_CYCLES.map((files) => files.join(" <-> ")));
const found = cycles(importGraph(sourceFiles(join(root, "src"))))
  .map((component) => component.map((file) => relative(root, file)).sort())
  .filter((files) => !allowed.has(files.join(" <-> ")));
const ms = Math.round(performance.now() - started);
if (found.length === 0) {
  console.log(`check-cycles: no import cycle in src/ (${ms} ms)`);
} else {
  for (const component of found) {
    console.error(`import cycle: ${component.join(" <-> ")}`);
  }
  console.error(`check-cycles: ${found.length} import cycle(s) in src/`);
  process.exitCode = 1;
}
