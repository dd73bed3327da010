/**
 * The languages the repo map reads: which files, which grammar, and which tag
 * queries. Definitions and references come from the `queries/tags.scm` each
 * grammar package ships (TypeScript's combined with JavaScript's, as its
 * `tree-sitter.json` says), plus a few patterns of our own where the official
 * queries miss what a map needs: TypeScript's type aliases and enums, module
 * constants, and the import and type references that tie files together.
 */
import type { GrammarName } from "../../platform/wasm/tree-sitter.js";

/** A language the repo map understands. */
export interface MapLanguage {
  /** Stable id, used in the cache key. */
  readonly id: string;
  readonly grammar: GrammarName;
  /** Official query files, in order: package and path inside it. */
  readonly queryFiles: readonly { readonly pkg: string; readonly file: string }[];
  /** Our own patterns, appended after the official ones. */
  readonly extraQuery: string;
}

const JS_TAGS = { pkg: "tree-sitter-javascript", file: "queries/tags.scm" } as const;
const TS_TAGS = { pkg: "tree-sitter-typescript", file: "queries/tags.scm" } as const;

// Module-level constants (`export const tools = [...]`) and the import lines that
// say which file uses which: the official JavaScript query sees only calls.
const JS_COMMON = `
(program (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant))
(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant)))
(import_specifier name: (identifier) @name) @reference.import
(export_specifier name: (identifier) @name) @reference.export
`;

const JS_EXTRA = `${JS_COMMON}
(class_heritage (identifier) @name) @reference.class
`;

// TypeScript's query has no type aliases or enums, and references types only in
// direct annotations; every type_identifier outside a declaration's name is a use.
const TS_EXTRA = `${JS_COMMON}
(type_alias_declaration name: (type_identifier) @name) @definition.type
(enum_declaration name: (identifier) @name) @definition.enum
(extends_clause value: (identifier) @name) @reference.class
(type_identifier) @name @reference.type
`;

const PYTHON_EXTRA = `
(import_from_statement name: (dotted_name (identifier) @name)) @reference.import
(import_from_statement name: (aliased_import name: (dotted_name (identifier) @name))) @reference.import
(class_definition superclasses: (argument_list (identifier) @name)) @reference.class
(type (identifier) @name) @reference.type
`;

const RUST_EXTRA = `
(const_item name: (identifier) @name) @definition.constant
(static_item name: (identifier) @name) @definition.constant
(type_identifier) @name @reference.type
(use_list (identifier) @name) @reference.import
(scoped_identifier name: (identifier) @name) @reference.call
`;

const JAVA_EXTRA = `
(enum_declaration name: (identifier) @name) @definition.enum
(record_declaration name: (identifier) @name) @definition.class
(type_identifier) @name @reference.type
`;

const CSHARP_EXTRA = `
(struct_declaration name: (identifier) @name) @definition.class
(enum_declaration name: (identifier) @name) @definition.enum
(record_declaration name: (identifier) @name) @definition.class
(parameter type: (identifier) @name) @reference.type
(invocation_expression function: (identifier) @name) @reference.call
(member_access_expression expression: (identifier) @name) @reference.type
(generic_name (identifier) @name) @reference.type
`;

function official(pkg: string): readonly { readonly pkg: string; readonly file: string }[] {
  return [{ pkg, file: "queries/tags.scm" }];
}

const TYPESCRIPT: MapLanguage = {
  id: "typescript",
  grammar: "typescript",
  queryFiles: [TS_TAGS, JS_TAGS],
  extraQuery: TS_EXTRA,
};
const TSX: MapLanguage = { ...TYPESCRIPT, id: "tsx", grammar: "tsx" };
const JAVASCRIPT: MapLanguage = {
  id: "javascript",
  grammar: "javascript",
  queryFiles: [JS_TAGS],
  extraQuery: JS_EXTRA,
};

const BY_EXTENSION: Readonly<Record<string, MapLanguage>> = {
  ts: TYPESCRIPT,
  mts: TYPESCRIPT,
  cts: TYPESCRIPT,
  tsx: TSX,
  js: JAVASCRIPT,
  jsx: JAVASCRIPT,
  mjs: JAVASCRIPT,
  cjs: JAVASCRIPT,
  py: {
    id: "python",
    grammar: "python",
    queryFiles: official("tree-sitter-python"),
    extraQuery: PYTHON_EXTRA,
  },
  go: { id: "go", grammar: "go", queryFiles: official("tree-sitter-go"), extraQuery: "" },
  rs: { id: "rust", grammar: "rust", queryFiles: official("tree-sitter-rust"), extraQuery: RUST_EXTRA },
  java: { id: "java", grammar: "java", queryFiles: official("tree-sitter-java"), extraQuery: JAVA_EXTRA },
  cs: {
    id: "c_sharp",
    grammar: "c_sharp",
    queryFiles: official("tree-sitter-c-sharp"),
    extraQuery: CSHARP_EXTRA,
  },
  rb: { id: "ruby", grammar: "ruby", queryFiles: official("tree-sitter-ruby"), extraQuery: "" },
};

/** The language of a file, by extension; undefined for files the map does not read (and `.d.ts`, which only restate). */
export function languageOf(path: string): MapLanguage | undefined {
  if (path.endsWith(".d.ts") || path.endsWith(".d.mts") || path.endsWith(".d.cts")) return undefined;
  const dot = path.lastIndexOf(".");
  if (dot < 0 || dot < path.lastIndexOf("/")) return undefined;
  return BY_EXTENSION[path.slice(dot + 1).toLowerCase()];
}

/** Every language, once each. */
export function allLanguages(): readonly MapLanguage[] {
  return [...new Set(Object.values(BY_EXTENSION))];
}

/** The language with this id (`typescript`, `python`, …); undefined for an unknown id. */
export function languageById(id: string): MapLanguage | undefined {
  return allLanguages().find((language) => language.id === id);
}
