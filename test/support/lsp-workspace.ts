/**
 * Fixture workspaces for the LSP tests: a small TypeScript and Python
 * project, Alfred's own dev-dependency servers, and a boundary over them.
 */
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { createBoundary } from "../../src/platform/boundary/boundary.js";
import type { Boundary } from "../../src/platform/boundary/boundary.js";
import type { SandboxMode } from "../../src/platform/sandbox/sandbox.js";
import type { LspServerSpec } from "../../src/lsp/config.js";
import { scrubEnvironment } from "../../src/security/secrets/scrub-env.js";

/** Alfred's repository root (the servers under test are its dev dependencies). */
export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = join(REPO_ROOT, "node_modules", ".bin");

/** typescript-language-server 5.3 from Alfred's dev dependencies. */
export const TSL: LspServerSpec = {
  name: "typescript-language-server",
  command: join(BIN, "typescript-language-server"),
  args: ["--stdio"],
  languages: ["typescript", "javascript"],
  origin: "config",
};

/** pyright-langserver from Alfred's dev dependencies. */
export const PYRIGHT: LspServerSpec = {
  name: "pyright-langserver",
  command: join(BIN, "pyright-langserver"),
  args: ["--stdio"],
  languages: ["python"],
  origin: "config",
};

/** The scripted server of `test/fakes/lsp-fake.mjs` in `mode` (see there), run by this node for TypeScript files. */
export function fakeServer(mode: string, ...extra: string[]): LspServerSpec {
  return {
    name: `fake-${mode}`,
    command: process.execPath,
    args: [join(REPO_ROOT, "test", "fakes", "lsp-fake.mjs"), mode, ...extra],
    languages: ["typescript"],
    origin: "config",
  };
}

/** A TypeScript + Python project: `src/b.ts` defines `helper`, `src/a.ts` uses it; the same in Python. */
export const LSP_PROJECT: Readonly<Record<string, string>> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: { strict: true, target: "es2022", module: "nodenext", noEmit: true },
    include: ["src"],
  }),
  "src/b.ts": "/** Doubles a number. */\nexport function helper(n: number): number {\n  return n * 2;\n}\n",
  "src/a.ts":
    'import { helper } from "./b.js";\n\nexport const x: number = helper(2);\nexport const y = helper(x);\n',
  "py/b.py": 'def helper(n: int) -> int:\n    """Doubles a number."""\n    return n * 2\n',
  "py/a.py": "from b import helper\n\nx = helper(2)\n",
  "pyrightconfig.json": JSON.stringify({ extraPaths: ["py"] }),
};

/** A boundary for `workspace` with the scrubbed environment of this process. */
export function lspBoundary(workingDir: string, sandbox: SandboxMode = "off"): Boundary {
  return createBoundary({ workingDir, sandbox, env: scrubEnvironment(process.env) });
}
