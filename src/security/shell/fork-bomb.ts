/**
 * Fork bombs: a function that starts copies of itself faster than they finish. The classic
 * `:(){ :|:& };:` and its renamed variants (`bomb(){ bomb|bomb& };bomb`) all call themselves
 * inside a pipeline or in the background. An ordinary recursive function calls itself in the
 * foreground, one copy at a time, and is left alone.
 */
import type { Node } from "web-tree-sitter";
import { childrenOf, isBackgrounded } from "./syntax.js";

function commandNameText(command: Node): string | undefined {
  const name = childrenOf(command).find((child) => child.type === "command_name");
  return name?.text.replace(/\\/g, "").replace(/^(['"])(.*)\1$/, "$2");
}

/** Is `node` run concurrently with its caller (part of a pipeline, or followed by `&`)? */
function concurrent(node: Node, stop: Node): boolean {
  for (
    let current: Node | null = node;
    current !== null && current.id !== stop.id;
    current = current.parent
  ) {
    if (current.type === "pipeline" || isBackgrounded(current)) return true;
  }
  return false;
}

function selfCalls(node: Node, name: string, found: Node[]): void {
  for (const child of childrenOf(node)) {
    if (child.type === "command" && commandNameText(child) === name) found.push(child);
    selfCalls(child, name, found);
  }
}

/** The reason a function definition is a fork bomb, or undefined. */
export function forkBombReason(definition: Node): string | undefined {
  const name = definition.childForFieldName("name")?.text;
  const body = definition.childForFieldName("body");
  if (name === undefined || body === null) return undefined;
  const calls: Node[] = [];
  selfCalls(body, name, calls);
  if (calls.some((call) => concurrent(call, body))) {
    return `fork bomb: function ${name} starts copies of itself`;
  }
  return undefined;
}
