import { describe, expect, it } from "vitest";
import { holdingLoop } from "./tag-query.js";

const timers = (): number => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("holdingLoop", () => {
  it("holds a timer while the promise is pending and releases it once settled, either way", async () => {
    const before = timers();
    let resolve: (value: number) => void = () => undefined;
    const held = holdingLoop(new Promise<number>((done) => (resolve = done)));
    expect(timers()).toBe(before + 1);
    resolve(7);
    expect(await held).toBe(7);
    expect(timers()).toBe(before);
    const failed = holdingLoop(Promise.reject(new Error("no grammar")));
    expect(timers()).toBe(before + 1);
    await expect(failed).rejects.toThrow("no grammar");
    expect(timers()).toBe(before);
  });
});
