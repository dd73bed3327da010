// Type-aware lint: the rules STYLE.md asks for, on every TypeScript file.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * "Dependencies point down" (DESIGN.md, Architecture), one row per folder of src/: the folders
 * it may import besides itself (and its own sub-folders). Anything not listed is an upward or
 * sideways import and fails. Nothing imports action/ or cli/; core/ imports nothing. The engine's
 * children are ordered among themselves (mcp serves context and lsp; every tool-defining folder
 * imports tools/; permissions judges tools) so that no two folders import each other.
 *
 * A sub-folder's row (`"platform/git": ["platform/fs"]`) names the siblings it may import; it
 * may also import whatever its parent's row allows. A folder without a row of its own belongs to
 * its nearest parent's row. From outside a folder, its name allows all of it (harness/ may import
 * platform/git/); from inside, only the row of that name (the parent's own files).
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
  "platform/fs": [],
  "platform/process": [],
  "platform/wasm": ["platform/fs"],
  "platform/git": ["platform/fs"],
  "platform/sandbox": ["platform/process"],
  "platform/egress": [],
  "platform/boundary": ["platform/sandbox", "platform/egress", "platform/process"],
  "platform/services": ["platform/boundary", "platform/sandbox", "platform/process"],
  "security/secrets": [],
  "security/egress": [],
  "security/text": [],
  "security/shell": [],
  "security/commands": ["security/shell"],
  "security/paths": [],
  "harness/features": [],
  "harness/workspace": [],
  "harness/verify": ["harness/features", "harness/workspace"],
  "harness/state": ["harness/verify", "harness/features", "harness/workspace"],
  "harness/commit": ["harness/state", "harness/features", "harness/workspace"],
  "harness/open": ["harness/commit", "harness/state", "harness/features", "harness/workspace"],
  "harness/feature": [
    "harness/open",
    "harness/commit",
    "harness/verify",
    "harness/state",
    "harness/features",
    "harness/workspace",
  ],
  "tools/lib/files": ["tools"],
  "tools/lib/search": ["tools/lib/files"],
  "tools/lib/edit": [],
  "tools/lib/check": [],
  "context/tags": [],
  "context/rank": ["context/tags"],
  "action/runner": [],
  "action/memory": ["action/runner"],
  "action/run": ["action/memory", "action/runner"],
  "action/shard": ["action/run", "action/runner"],
  "action/review": ["action/runner"],
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
 * (behind the path jail of tools/lib/files/tool-path.ts), so they use `node:fs` directly; every other
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

/**
 * Files that touch the workspace where the agent can write (issue 26: the host never follows the
 * agent's links): they read and write through src/platform/fs/workspace-fs.ts (or fs-durable.ts,
 * which opens with O_NOFOLLOW), never through the plain re-exports of platform/fs/fs.ts. The
 * exceptions work on `.git` (read-only to the agent) or on files restored from git objects.
 */
const NO_PLAIN_FS = {
  files: [
    "src/memory/**/*.ts",
    "src/orchestrator/**/*.ts",
    "src/config/**/*.ts",
    "src/session/**/*.ts",
    "src/harness/**/*.ts",
    "src/context/tags/cache-file.ts",
    "src/action/memory/*.ts",
    "src/action/run/execute-run.ts",
  ],
  ignores: [
    "src/**/*.test.ts",
    "src/harness/workspace/workspace-git.ts",
    "src/harness/workspace/temporary-index.ts",
    "src/harness/workspace/workspace-tree.ts",
    "src/harness/state/run-lock.ts",
  ],
};
/** The plain file operations of platform/fs/fs.ts that read or change a file's content or a directory. */
const PLAIN_FS_NAMES = [
  "readFile",
  "readFileSync",
  "writeFile",
  "appendFile",
  "appendFileSync",
  "copyFile",
  "rename",
  "rm",
  "unlink",
  "unlinkSync",
  "mkdir",
  "link",
  "chmod",
  "utimes",
  "readdir",
  "readdirSync",
];

/** Every folder of src/, as a path relative to src/ (`platform`, `platform/git`, …). */
function sourceFolders(dir = "src") {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return [relative("src", path), ...sourceFolders(path)];
    });
}

function parentOf(folder) {
  return folder.includes("/") ? folder.slice(0, folder.lastIndexOf("/")) : undefined;
}

/** The row of LAYERS a folder of src/ belongs to: its own, else its nearest listed parent's. */
function rowOf(folder) {
  for (let row = folder; row !== undefined; row = parentOf(row)) if (row in LAYERS) return row;
  throw new Error(`eslint.config.js: src/${folder}/ has no row in LAYERS (nor has any parent folder)`);
}

/** What a row may import: its own list and, for a sub-folder's row, what its parent may import. */
function allowedOf(row) {
  const parent = parentOf(row);
  return [...LAYERS[row], ...(parent === undefined ? [] : allowedOf(rowOf(parent)))];
}

function within(folder, ancestor) {
  return folder === ancestor || folder.startsWith(`${ancestor}/`);
}

/** A specifier prefix from `from` to `to` (folders of src/), as an import would spell it. */
function specifierTo(from, to) {
  const path = relative(join("src", from), join("src", to)).split("\\").join("/");
  return path.startsWith("..") ? path : `./${path}`.replace(/\/$/, "");
}

/** The plain file operations module (platform/fs/fs.ts), as the files of `folder` import it. */
const PLAIN_FS_MODULE = "src/platform/fs/fs.ts";
function plainFsRestrictions(folder) {
  const module = relative(join("src", folder), PLAIN_FS_MODULE).replace(/\.ts$/, ".js");
  return [module.startsWith("..") ? module : `./${module}`].map((name) => ({
    name,
    importNames: PLAIN_FS_NAMES,
    message:
      "Under the workspace, read and write through src/platform/fs/workspace-fs.ts (no link followed), not platform/fs/fs.ts.",
  }));
}

/** The import patterns that the files of `folder` (its row: `row`) may not use. */
function forbiddenPatterns(folder, row, folders) {
  const allowed = allowedOf(row);
  // From outside a folder, a name allows all of it; from inside, only the row of that name.
  const forbidden = (other) =>
    !within(other, row) &&
    !allowed.some(
      (name) => other === name || rowOf(other) === name || (within(other, name) && !within(row, name)),
    );
  const message =
    LAYERS[row].length === 0 && parentOf(row) === undefined
      ? `${row}/ imports nothing of src/ (DESIGN.md: dependencies point down).`
      : `${row}/ may import only ${allowed.join(", ")} (DESIGN.md: dependencies point down).`;
  return folders
    .filter((other) => forbidden(rowOf(other)))
    .map((other) => {
      const prefix = specifierTo(folder, other);
      return { group: [`${prefix}/*.js`, `${prefix}/*.cjs`, `${prefix}/*.json`], message };
    });
}

/** The layer rules, folder by folder: each folder's files may import what its row allows. */
function layerRules() {
  const folders = sourceFolders();
  return folders.flatMap((folder) => {
    const row = rowOf(folder);
    const top = folder.split("/")[0];
    const patterns = forbiddenPatterns(folder, row, folders);
    const rule = (paths) => ["error", { paths, patterns }];
    const own = [`src/${folder}/*.ts`, `src/${folder}/*.cts`];
    const workspaceState = NO_PLAIN_FS.files.some((glob) => glob.startsWith(`src/${top}/`))
      ? [
          {
            files: NO_PLAIN_FS.files.map((glob) => [glob, own[0]]),
            ignores: NO_PLAIN_FS.ignores,
            rules: {
              "no-restricted-imports": rule([...nodeRestrictions(top), ...plainFsRestrictions(folder)]),
            },
          },
        ]
      : [];
    return [
      {
        files: own,
        ignores: ["src/**/*.test.ts"],
        rules: { "no-restricted-imports": rule(nodeRestrictions(top)) },
      },
      ...workspaceState,
    ];
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
