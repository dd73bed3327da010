import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createWorkerPool, type WorkerPool } from "./worker-pool.js";

const SCRIPT = join(import.meta.dirname, "../../../test/fixtures/worker-pool/worker");

interface Answer {
  readonly value: number;
  readonly thread: number;
  readonly input: unknown;
}
type Task = { readonly op: "double" | "crash" | "throw" | "odd"; readonly value: number };

function isAnswer(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && "value" in value && "thread" in value;
}

const pools: WorkerPool<Task, Answer>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function pool(size: number, script = SCRIPT): WorkerPool<Task, Answer> {
  const created = createWorkerPool<Task, Answer>({
    script,
    size,
    data: { hello: "worker" },
    isResult: isAnswer,
  });
  pools.push(created);
  return created;
}

describe("worker pool", () => {
  it("runs tasks on up to `size` workers at once, answers each task with its own result", async () => {
    const workers = pool(2);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, value) => workers.run({ op: "double", value })),
    );
    expect(answers.map((answer) => answer.value)).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(2);
    expect(answers[0]?.input).toEqual({ hello: "worker" });
  }, 60_000);

  it("a task that throws fails alone; the worker goes on", async () => {
    const workers = pool(1);
    const [refused, fine] = await Promise.allSettled([
      workers.run({ op: "throw", value: 1 }),
      workers.run({ op: "double", value: 5 }),
    ]);
    expect(refused).toMatchObject({ status: "rejected", reason: { message: "task 1 refused" } });
    expect(fine).toMatchObject({ status: "fulfilled", value: { value: 10 } });
  }, 60_000);

  it("a worker that dies fails only its task; a new worker takes the queue", async () => {
    const workers = pool(1);
    const settled = await Promise.allSettled([
      workers.run({ op: "crash", value: 0 }),
      workers.run({ op: "double", value: 3 }),
      workers.run({ op: "double", value: 4 }),
    ]);
    expect(settled[0]?.status).toBe("rejected");
    expect(settled[0]?.status === "rejected" && String(settled[0].reason)).toMatch(/exited with code 3/);
    expect(settled.slice(1)).toMatchObject([
      { status: "fulfilled", value: { value: 6 } },
      { status: "fulfilled", value: { value: 8 } },
    ]);
  }, 60_000);

  it("an answer that fails the result check is an error, not a result", async () => {
    await expect(pool(1).run({ op: "odd", value: 0 })).rejects.toThrow(/unexpected value/);
  }, 60_000);

  it("a script that cannot start fails every task instead of respawning forever", async () => {
    const broken = pool(2, join(import.meta.dirname, "no-such-worker"));
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, value) => broken.run({ op: "double", value })),
    );
    expect(settled.every((result) => result.status === "rejected")).toBe(true);
    expect(broken.workersStarted()).toBe(4);
  }, 60_000);

  it("close fails what is queued and refuses new tasks", async () => {
    const workers = pool(1);
    const running = workers.run({ op: "double", value: 1 });
    const queued = workers.run({ op: "double", value: 2 });
    const failed = [expect(queued).rejects.toThrow(/closed/), expect(running).rejects.toThrow(/closed/)];
    await workers.close();
    await Promise.all(failed);
    await expect(workers.run({ op: "double", value: 3 })).rejects.toThrow(/closed/);
  }, 60_000);
});
