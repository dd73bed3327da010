import { describe, expect, it } from "vitest";
import { pageRank } from "./pagerank.js";

describe("pageRank", () => {
  it("sums to 1 and ranks the node everyone points at first", () => {
    const rank = pageRank(4, [
      { from: 1, to: 0, weight: 1 },
      { from: 2, to: 0, weight: 1 },
      { from: 3, to: 0, weight: 1 },
      { from: 0, to: 1, weight: 1 },
    ]);
    expect(rank.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 9);
    expect(Math.max(...rank)).toBe(rank[0]);
    expect(rank[1]).toBeGreaterThan(rank[2] ?? 0);
  });

  it("splits rank by edge weight", () => {
    const rank = pageRank(3, [
      { from: 0, to: 1, weight: 9 },
      { from: 0, to: 2, weight: 1 },
    ]);
    expect((rank[1] ?? 0) - (rank[2] ?? 0)).toBeGreaterThan(0.1);
  });

  it("teleports to the personalisation vector, dangling mass included", () => {
    const plain = pageRank(3, []);
    expect(plain.map((value) => value.toFixed(6))).toEqual(plain.map(() => (1 / 3).toFixed(6)));
    const personal = pageRank(3, [], [0, 0, 5]);
    expect(personal[2]).toBeCloseTo(1, 6);
  });

  it("handles the empty graph", () => {
    expect(pageRank(0, [])).toEqual([]);
  });
});
