// Type-aware lint: the rules STYLE.md asks for, on every TypeScript file.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * "Dependencies point down" (DESIGN.md, Architecture), one row per folder of src/: the folders
 * it may import besides itself. Anything not listed is an upward or sideways import and fails.
 * Nothing imports action/ or cli/; core/ imports nothing. The engine's children are ordered
 * among themselves (mcp serves context and lsp; every tool-defining folder imports tools/;
 * permissions judges tools) so that no two folders import each other.
 */
const BELOW_ENGINE = ["config", "security", "platform", "core"];
const ENGINE_CHILDREN = ["prompts", "mcp", "lsp", "context", "memory", "permissions", "providers", "tools"];
const LAYERS = {
  action: ["session", "harness", "orchestrator", "engine", ...ENGINE_CHILDREN, "github", ...BELOW_ENGINE],
  cli: ["session", "harness", "orchestrator", "engine", ...ENGINE_CHILDREN, "github", ...BELOW_ENGINE],
  session: ["engine", ...ENGINE_CHILDREN, ...BELOW_ENGINE],
  harness: ["orchestrator", "engine", ...ENGINE_CHILDREN, ...BELOW_ENGINE],
  orchestrator: ["engine", ...ENGINE_CHILDREN, ...BELOW_ENGINE],
  engine: [...ENGINE_CHILDREN, ...BELOW_ENGINE],
  prompts: ["memory", "context", "tools", ...BELOW_ENGINE],
  mcp: ["lsp", "context", "memory", "permissions", "tools", ...BELOW_ENGINE],
  lsp: ["tools", ...BELOW_ENGINE],
  context: ["tools", ...BELOW_ENGINE],
  memory: ["tools", ...BELOW_ENGINE],
  permissions: ["tools", ...BELOW_ENGINE],
  providers: [...BELOW_ENGINE],
  tools: [...BELOW_ENGINE],
  github: ["config", "security", "platform", "core"],
  config: ["security", "platform", "core"],
  platform: ["security", "core"],
  security: ["core"],
  core: [],
};

/** Processes, sockets and HTTP: platform/ only (the boundary and the egress proxy live there). */
const PROCESS_AND_NETWORK = [
  "child_process",
  "net",
  "http",
  "https",
  "http2",
  "dgram",
  "tls",
  "dns",
  "dns/promises",
  "worker_threads",
  "cluster",
].flatMap((name) => [name, `node:${name}`]);
/**
 * The file system: platform/ and tools/ only. Tools read and write the workspace for the model
 * (behind the path jail of tools/lib/tool-path.ts), so they use `node:fs` directly; every other
 * folder goes through platform/ (fs-durable.ts for durable writes, fs.ts for the rest).
 */
const FILE_SYSTEM = ["fs", "fs/promises"].flatMap((name) => [name, `node:${name}`]);

function nodeRestrictions(folder) {
  const paths = [];
  if (folder !== "platform") {
    for (const name of PROCESS_AND_NETWORK) {
      paths.push({
        name,
        message:
          "Processes, sockets and HTTP belong in src/platform/ (boundary.ts for agent-influenced code).",
      });
    }
  }
  if (folder !== "platform" && folder !== "tools") {
    for (const name of FILE_SYSTEM) {
      paths.push({
        name,
        message: "Outside tools/, touch the file system through src/platform/ (fs.ts, fs-durable.ts).",
      });
    }
  }
  return paths;
}

function layerRules() {
  const folders = Object.keys(LAYERS);
  return folders.map((folder) => {
    const forbidden = folders.filter((other) => other !== folder && !LAYERS[folder].includes(other));
    return {
      files: [`src/${folder}/**/*.ts`, `src/${folder}/**/*.cts`],
      ignores: ["src/**/*.test.ts"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: nodeRestrictions(folder),
            patterns: forbidden.map((other) => ({
              group: [`**/${other}`, `**/${other}/**`],
              message:
                LAYERS[folder].length === 0
                  ? `${folder}/ imports nothing of src/ (DESIGN.md: dependencies point down).`
                  : `${folder}/ may import only ${LAYERS[folder].join(", ")} (DESIGN.md: dependencies point down).`,
            })),
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "dist/**",
      "node_modules/**",
      "coverage/**",
      "test/fixtures/**",
      "fixtures/**",
      "scratch/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/require-await": "off",
      "no-restricted-syntax": [
        "error",
        { selector: "TSEnumDeclaration", message: "Use an `as const` union instead of an enum." },
        { selector: "TSModuleDeclaration[kind='namespace']", message: "No namespaces; use modules." },
        { selector: "ExportDefaultDeclaration", message: "Named exports only." },
        {
          // From a named `import { z }`, esbuild keeps all of zod, its ~60 translations included
          // (267 KB more for `import("alfred")` to compile); from a namespace import, only what is
          // used. test/e2e/start-up.test.ts checks the bundle.
          selector:
            "ImportDeclaration[source.value='zod'] > :matches(ImportSpecifier, ImportDefaultSpecifier)",
          message:
            'Write `import * as z from "zod"`: esbuild drops only the unused parts of a namespace import.',
        },
      ],
    },
  },
  ...layerRules(),
  {
    // Long functions hide their phases; split a loop into named steps a reader can find.
    files: ["src/**/*.ts"],
    ignores: ["src/**/*.test.ts"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: "readonly",
        console: "readonly",
        Buffer: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        setInterval: "readonly",
        clearTimeout: "readonly",
        clearInterval: "readonly",
      },
    },
  },
  {
    // CommonJS shims: `require` and `module` are what they are for.
    files: ["**/*.cjs"],
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { require: "readonly", module: "writable" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The declaration beside the CommonJS shim describes it in CommonJS terms.
    files: ["**/*.d.cts"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["eslint.config.js", "vitest.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
