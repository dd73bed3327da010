/**
 * Walks a parsed script in execution order for the kill-list: tracks variable assignments,
 * follows pipelines (what a stage prints becomes the next one's input), here-docs, command
 * substitutions, functions and nested shells, and asks the rules about every command that runs.
 */
import type { Node } from "web-tree-sitter";
import { expandValue, expandWord } from "./expand.js";
import { forkBombReason } from "./fork-bomb.js";
import { MAX_DEPTH, TooComplex, step, type Budget, type Env, type Walker } from "./kill-env.js";
import { noteShellEffects, rememberWrites } from "./kill-effects.js";
import { checkInvocation, fallbackReason } from "./kill-invoke.js";
import { deviceWriteReason } from "./kill-system.js";
import { withShellTree } from "./parse.js";
import { MAYBE_EMPTY, fileKey, rootScope, subshellScope, type Scope } from "./scope.js";
import { stageOutput } from "./stage-output.js";
import {
  WRITE_REDIRECTS,
  assignsDefault,
  childrenOf,
  commandParts,
  heredocBackticks,
  heredocRestOfLine,
  namedChildrenOf,
  redirectOperator,
  redirectTarget,
  statementRedirects,
} from "./syntax.js";

/**
 * The first kill-list violation in `script`, or undefined. Returns a reason too when the parser
 * is missing or the script is nested too deeply to inspect, because the kill-list fails closed.
 */
export function killListReason(script: string): string | undefined {
  try {
    return analyseScript(script, rootScope(), 0, { steps: 0 });
  } catch (error: unknown) {
    if (error instanceof TooComplex) return error.message;
    throw error;
  }
}

const WALKER: Walker = { walk: (node, env, stdin) => walk(node, env, stdin), analyse: analyseScript };

function analyseScript(script: string, scope: Scope, depth: number, budget: Budget): string | undefined {
  if (depth > MAX_DEPTH) throw new TooComplex("command nests shells too deeply to inspect");
  const env: Env = { scope, functions: new Map(), depth, budget, active: new Set(), walker: WALKER };
  const result = withShellTree(script, (root) => ({
    reason: walk(root, env, undefined) ?? (root.hasError ? fallbackReason(script, env) : undefined),
  }));
  if (result === undefined) throw new TooComplex("command could not be parsed");
  return result.reason;
}

/** Walks statements in order; a known input goes to each (`{ read a; read b; } <<< …`). */
function walkAll(nodes: readonly Node[], env: Env, stdin?: readonly string[]): string | undefined {
  for (const node of nodes) {
    const reason = walk(node, env, stdin);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

function assign(node: Node, env: Env, exported: boolean): string | undefined {
  const name = node.childForFieldName("name")?.text;
  const value = node.childForFieldName("value");
  const reason = value === null ? undefined : walkWord(value, env);
  if (name !== undefined) {
    const values =
      value?.type === "array"
        ? namedChildrenOf(value).flatMap((element) => expandWord([element], env.scope))
        : expandValue(value, env.scope);
    const previous = env.scope.vars.get(name);
    const appended = node.text.includes("+=") && previous !== undefined;
    env.scope.vars.set(name, {
      values: appended ? previous.values.flatMap((p) => values.map((v) => p + v)) : values,
      exported: exported || previous?.exported === true,
    });
  }
  return reason;
}

/** Runs the command substitutions inside a word, which execute before the command itself. */
function walkWord(node: Node, env: Env): string | undefined {
  if (node.type === "command_substitution" || node.type === "process_substitution") {
    return walkAll(namedChildrenOf(node), { ...env, scope: subshellScope(env.scope) });
  }
  // `${X:=/}` assigns X when it is unset, as well as expanding to it.
  const name = childrenOf(node).find((child) => child.type === "variable_name")?.text;
  if (assignsDefault(node) && name !== undefined && !env.scope.vars.has(name)) {
    env.scope.vars.set(name, { values: expandValue(node, env.scope), exported: false });
  }
  for (const child of childrenOf(node)) {
    const reason = walkWord(child, env);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** Walks any statement; `stdin` holds the possible texts fed to it when they are known. */
function walk(node: Node, env: Env, stdin: readonly string[] | undefined): string | undefined {
  step(env);
  switch (node.type) {
    case "command":
      return walkCommand(node, env, stdin);
    case "variable_assignment":
      return assign(node, env, false);
    case "declaration_command": {
      const exported = /^(export|declare\s+-\w*x|typeset\s+-\w*x)/.test(node.text);
      for (const child of namedChildrenOf(node)) {
        const reason = child.type === "variable_assignment" ? assign(child, env, exported) : undefined;
        if (reason !== undefined) return reason;
      }
      return undefined;
    }
    case "unset_command":
      for (const child of namedChildrenOf(node)) env.scope.vars.delete(child.text);
      return undefined;
    case "for_statement":
      return walkFor(node, env);
    case "function_definition": {
      const name = node.childForFieldName("name")?.text ?? "";
      const body = node.childForFieldName("body");
      const bomb = forkBombReason(node);
      if (bomb !== undefined) return bomb;
      if (body === null) return undefined;
      env.functions.set(name, body);
      const active = new Set([...env.active, name]);
      return walk(body, { ...env, scope: subshellScope(env.scope), active }, undefined);
    }
    case "subshell":
    case "command_substitution":
    case "process_substitution":
      return walkAll(namedChildrenOf(node), { ...env, scope: subshellScope(env.scope) }, stdin);
    case "pipeline":
      return walkPipeline(namedChildrenOf(node), env, stdin);
    case "redirected_statement":
      return walkRedirected(node, env, stdin);
    case "file_redirect":
      return checkRedirect(node, env);
    case "herestring_redirect":
      return walkWord(node, env);
    default:
      return walkAll(namedChildrenOf(node), env, stdin);
  }
}

function walkFor(node: Node, env: Env): string | undefined {
  const variable = node.childForFieldName("variable")?.text;
  const values = node.childrenForFieldName("value").filter((v): v is Node => v !== null);
  for (const value of values) {
    const reason = walkWord(value, env);
    if (reason !== undefined) return reason;
  }
  if (variable !== undefined) {
    const expanded = values.flatMap((value) => expandWord([value], env.scope));
    env.scope.vars.set(variable, { values: values.length > 0 ? expanded : [MAYBE_EMPTY], exported: false });
  }
  const body = node.childForFieldName("body");
  return body === null ? undefined : walk(body, env, undefined);
}

function walkPipeline(
  stages: readonly Node[],
  env: Env,
  stdin: readonly string[] | undefined,
): string | undefined {
  let input = stdin;
  for (const stage of stages) {
    // Every stage of a pipeline runs in its own subshell.
    const stageEnv = { ...env, scope: subshellScope(env.scope) };
    const reason = walk(stage, stageEnv, input);
    if (reason !== undefined) return reason;
    input = stageOutput(stage, stageEnv.scope, input);
  }
  return undefined;
}

function walkRedirected(node: Node, env: Env, stdin: readonly string[] | undefined): string | undefined {
  const body = node.childForFieldName("body");
  const redirects = statementRedirects(node);
  let input = stdin;
  const continuations: Node[] = [];
  for (const redirect of redirects) {
    const reason = redirect.type === "file_redirect" ? checkRedirect(redirect, env) : walkWord(redirect, env);
    if (reason !== undefined) return reason;
    if (redirect.type === "herestring_redirect") input = stageOutput(redirect, env.scope, undefined);
    if (redirect.type === "file_redirect" && redirectOperator(redirect) === "<") {
      // Reading a file this script wrote: `echo / > t; xargs rm -rf < t`.
      const [path] = expandWord(redirectTarget(redirect), env.scope);
      input = path === undefined ? undefined : env.scope.files.get(fileKey(env.scope, path));
    }
    if (redirect.type !== "heredoc_redirect") continue;
    // Expanding the body runs its `$( … )` and backticks.
    for (const body of namedChildrenOf(redirect).filter((child) => child.type === "heredoc_body")) {
      const nested = walkWord(body, env);
      if (nested !== undefined) return nested;
    }
    for (const command of heredocBackticks(redirect)) {
      const nested = env.walker.analyse(command, subshellScope(env.scope), env.depth + 1, env.budget);
      if (nested !== undefined) return nested;
    }
    input = stageOutput(redirect, env.scope, undefined);
    continuations.push(...heredocRestOfLine(redirect));
  }
  if (body !== null) rememberWrites(node, redirects, env.scope, stdin);
  if (body === null) return walkAll(continuations, env);
  const pipeline = continuations.find((child) => child.type === "pipeline");
  const reason =
    pipeline === undefined
      ? walk(body, env, input)
      : walkPipeline([body, ...namedChildrenOf(pipeline)], env, input);
  if (reason !== undefined) return reason;
  return walkAll(
    continuations.filter((child) => child !== pipeline),
    env,
  );
}

function checkRedirect(redirect: Node, env: Env): string | undefined {
  const target = redirectTarget(redirect);
  const substitution = target.map((t) => walkWord(t, env)).find((r) => r !== undefined);
  if (substitution !== undefined) return substitution;
  const operator = redirectOperator(redirect);
  if (!WRITE_REDIRECTS.has(operator) || target.some((t) => t.type === "number")) return undefined;
  for (const path of expandWord(target, env.scope)) {
    const reason = deviceWriteReason(path, `redirect ${operator}`);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

function walkCommand(node: Node, env: Env, stdin: readonly string[] | undefined): string | undefined {
  const parts = commandParts(node);
  const commandScope = subshellScope(env.scope);
  const commandEnv = { ...env, scope: commandScope };
  for (const assignment of parts.assignments) {
    const reason = assign(assignment, commandEnv, true);
    if (reason !== undefined) return reason;
  }
  let input = stdin;
  for (const redirect of parts.redirects) {
    const reason = walk(redirect, env, undefined);
    if (reason !== undefined) return reason;
    if (redirect.type === "herestring_redirect") input = stageOutput(redirect, env.scope, undefined);
  }
  for (const word of parts.words) {
    for (const piece of word) {
      const reason = walkWord(piece, env);
      if (reason !== undefined) return reason;
    }
  }
  // A bare `X=1` prefix list (no words) is an assignment to the shell itself.
  if (parts.words.length === 0) {
    for (const [name, variable] of commandScope.vars) env.scope.vars.set(name, variable);
    return undefined;
  }
  const argv = parts.words.flatMap((word) => expandWord(word, env.scope));
  noteShellEffects(env.scope, argv, input);
  return checkInvocation(argv, commandEnv, input);
}
