import { describe, expect, it } from "vitest";
import { ignoreCleanupError, markHandled } from "./ignored-errors.js";

describe("ignoreCleanupError", () => {
  it("waits for the cleanup and resolves whether it succeeded or failed", async () => {
    const done: string[] = [];
    const cleanup = new Promise<void>((resolve) => setTimeout(resolve, 1)).then(() => done.push("cleaned"));
    await ignoreCleanupError(cleanup);
    expect(done).toEqual(["cleaned"]);
    await expect(ignoreCleanupError(Promise.reject(new Error("ENOENT")))).resolves.toBeUndefined();
  });
});

describe("markHandled", () => {
  it("keeps a rejection from being unhandled, and the awaiting code still receives it", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on("unhandledRejection", onUnhandled);
    try {
      const early = Promise.reject(new Error("prefetch failed"));
      markHandled(early);
      markHandled(undefined);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
      await expect(early).rejects.toThrow("prefetch failed");
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
