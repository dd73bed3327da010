import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    // vitest's default is one worker fewer than the cores: one on CI's 2 cores, so nothing ran side
    // by side. The end-to-end files mostly wait on the processes they start; two files at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
