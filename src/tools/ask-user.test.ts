import { describe, expect, it } from "vitest";
import { askUserTool, isAskUserAvailable } from "./ask-user.js";
import type { ToolContext, ToolRuntime } from "./tool-contract.js";
import { createBoundary } from "../platform/boundary/boundary.js";

function context(runtime: Partial<ToolRuntime> = {}, signal = new AbortController().signal): ToolContext {
  return {
    workingDir: "/tmp",
    signal,
    readFileState: new Map(),
    permissionMode: "default",
    runtime: {
      boundary: createBoundary({ workingDir: "/", sandbox: "off", env: {} }),
      ...runtime,
    },
  };
}

describe("ask_user", () => {
  it("is offered only when a human can answer", () => {
    expect(isAskUserAvailable(context().runtime)).toBe(false);
    expect(isAskUserAvailable(context({ askUser: async () => "yes" }).runtime)).toBe(true);
  });

  it("is read-only, needs at least one option, rejects unknown fields", () => {
    expect(askUserTool.isReadOnly({ question: "q", options: ["a"] })).toBe(true);
    expect(askUserTool.inputSchema.safeParse({ question: "q", options: [] }).success).toBe(false);
    expect(askUserTool.inputSchema.safeParse({ question: "q", options: ["a"], default: "a" }).success).toBe(
      false,
    );
  });

  it("passes the question and options to the human and returns the answer", async () => {
    const asked: unknown[] = [];
    const askUser = async (question: string, options: readonly string[]) => {
      asked.push({ question, options });
      return "Use PostgreSQL";
    };
    const result = await askUserTool.call(
      { question: "Which database?", options: ["SQLite", "Use PostgreSQL"] },
      context({ askUser }),
    );
    expect(result).toEqual({ content: "The user answered: Use PostgreSQL" });
    expect(asked).toEqual([{ question: "Which database?", options: ["SQLite", "Use PostgreSQL"] }]);
  });

  it("says nobody is there in a non-interactive run", async () => {
    const result = await askUserTool.call({ question: "q", options: ["a"] }, context());
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/No user is available/);
  });

  it("stops waiting when the run is aborted", async () => {
    const controller = new AbortController();
    const never = () => new Promise<string>(() => undefined);
    setTimeout(() => controller.abort(), 50);
    const result = await askUserTool.call(
      { question: "q", options: ["a"] },
      context({ askUser: never }, controller.signal),
    );
    expect(result).toEqual({ content: "Aborted while waiting for the user's answer.", isError: true });
  });
});
