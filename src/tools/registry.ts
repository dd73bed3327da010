import type { AnyTool } from "./tool-contract.js";

/** What `replace` did. */
export interface ReplaceInfo {
  readonly toolName: string;
  readonly wasReplaced: boolean;
}

/**
 * A mutable set of tools for one run: add, remove and replace at run time
 * (MCP tools arrive this way). The engine reads `list()` at the start of every
 * turn, so a change takes effect on the next model call.
 */
export class ToolRegistry {
  readonly #tools = new Map<string, AnyTool>();

  constructor(tools: readonly AnyTool[] = []) {
    for (const tool of tools) this.add(tool);
  }

  /**
   * Adds a tool.
   * @throws Error when a tool of that name is already registered (use `replace`).
   */
  add(tool: AnyTool): void {
    if (this.#tools.has(tool.name))
      throw new Error(`tool "${tool.name}" is already registered; use replace()`);
    this.#tools.set(tool.name, tool);
  }

  /** Adds the tool, or swaps it in for the one of the same name. */
  replace(tool: AnyTool): ReplaceInfo {
    const wasReplaced = this.#tools.has(tool.name);
    this.#tools.set(tool.name, tool);
    return { toolName: tool.name, wasReplaced };
  }

  /** Removes a tool by name; returns whether it was there. */
  remove(name: string): boolean {
    return this.#tools.delete(name);
  }

  /** The enabled tools, in registration order. */
  list(): readonly AnyTool[] {
    return [...this.#tools.values()].filter((tool) => tool.isEnabled());
  }

  get size(): number {
    return this.#tools.size;
  }
}
