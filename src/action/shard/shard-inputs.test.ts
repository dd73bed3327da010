import { describe, expect, it } from "vitest";
import { readMaxShards } from "../plan-job.js";
import { readShardInputs, shardRunId } from "./shard-inputs.js";

const env = (inputs: Record<string, string>) =>
  Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]));

describe("the sharded run's inputs", () => {
  it("reads a shard's number and features as the matrix gives them", () => {
    expect(readShardInputs(env({ shard: "3", features: "add, mul,add" }))).toEqual({
      shard: "3",
      features: ["add", "mul"],
    });
    expect(shardRunId("42", "3")).toBe("42-shard-3");
  });

  it.each([
    [{ features: "a" }, /input shard: expected the shard's number/],
    [{ shard: "0", features: "a" }, /input shard/],
    [{ shard: "07", features: "a" }, /input shard/],
    [{ shard: "257", features: "a" }, /input shard/],
    [{ shard: "1" }, /input features: expected the shard's comma-separated feature ids/],
    [{ shard: "1", features: "a,,b" }, /input features/],
    [{ shard: "1", features: "a;rm -rf" }, /input features/],
  ])("refuses %j, naming the input", (inputs, message) => {
    expect(() => readShardInputs(env(inputs))).toThrow(message);
  });

  it("reads max-shards, 10 by default, and refuses what GitHub's matrix cannot run", () => {
    expect(readMaxShards({})).toBe(10);
    expect(readMaxShards(env({ "max-shards": "256" }))).toBe(256);
    for (const bad of ["0", "257", "ten", "1.5", "-3"])
      expect(() => readMaxShards(env({ "max-shards": bad }))).toThrow(
        /input max-shards: expected an integer from 1 to 256/,
      );
  });
});
