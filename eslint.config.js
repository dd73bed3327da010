// Type-aware lint: the rules STYLE.md asks for, on every TypeScript file.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

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
      ],
    },
  },
  {
    // The boundary (issue 9): only platform/ may start processes, so every agent-influenced
    // command goes through platform/boundary.ts. Tests, scripts and benchmarks drive processes
    // directly to observe the boundary from outside.
    files: ["src/**/*.ts"],
    ignores: ["src/platform/**", "src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "node:child_process",
              message: "Start processes through src/platform/ (boundary.ts for agent-influenced code).",
            },
            {
              name: "child_process",
              message: "Start processes through src/platform/ (boundary.ts for agent-influenced code).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly" },
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
