/**
 * Judges one command line for the kill-list: peels wrappers (`sudo`, `env`, `timeout`, …),
 * follows nested scripts (`sh -c`, `eval`, a shell reading a known stdin), `xargs`, functions and
 * aliases, and asks the rules about what finally runs.
 */
import { expandAtoms } from "./expand.js";
import { lexCommands } from "./fallback-lexer.js";
import { FILE_RULES, rmRule, type RuleHelpers } from "./kill-files.js";
import { MAX_DEPTH, TooComplex, step, type Env } from "./kill-env.js";
import { systemRule } from "./kill-system.js";
import { catastrophicPath } from "./paths.js";
import { childScope, fileKey, fromWorkingDirectory, isDynamic } from "./scope.js";
import { commandName, unwrap } from "./wrappers.js";

/** The first reason to deny `initial` (an expanded argv) run with `stdin`, or undefined. */
export function checkInvocation(
  initial: readonly string[],
  env: Env,
  stdin: readonly string[] | undefined,
): string | undefined {
  let argv = initial;
  const helpers: RuleHelpers = {
    check: (inner) => checkInvocation(inner, env, undefined),
    script: (text) => env.walker.analyse(text, childScope(env.scope, undefined), env.depth + 1, env.budget),
    target: (path) => catastrophicPath(fromWorkingDirectory(env.scope, path)),
  };
  for (let layer = 0; layer < 32 && argv.length > 0; layer++) {
    step(env);
    const written = argv[0] ?? "";
    if (isDynamic(written)) {
      // `$SUDO shutdown now`: the variable may be empty or a wrapper, so the rest may be the
      // command; and whatever it is, rm-style flags on `/` are denied.
      const rest = argv.slice(1);
      return (
        rmRule(argv, helpers, "a command whose name is not known statically, with") ??
        (rest.length > 0 ? checkInvocation(rest, env, stdin) : undefined)
      );
    }
    const name = commandName(written);
    argv = [name, ...argv.slice(1)];
    const body = env.functions.get(written);
    if (body !== undefined) {
      if (env.active.has(written)) return undefined;
      if (env.depth >= MAX_DEPTH) throw new TooComplex("command nests functions too deeply to inspect");
      const call = {
        scope: { ...env.scope, positional: argv },
        depth: env.depth + 1,
      };
      return env.walker.walk(body, { ...env, ...call, active: new Set([...env.active, written]) }, stdin);
    }
    if (name === "alias") return aliasReason(argv, helpers);
    // `./x.sh` after `echo 'rm -rf /' > x.sh` runs what was written.
    const writtenScript = written.includes("/")
      ? env.scope.files.get(fileKey(env.scope, written))
      : undefined;
    if (writtenScript !== undefined) return runScripts(writtenScript, argv, env);
    const rule = FILE_RULES[name] ?? systemRule(name);
    const reason = rule?.(argv, helpers);
    if (reason !== undefined) return reason;
    const next = unwrap(argv);
    switch (next.kind) {
      case "none":
        return undefined;
      case "exec":
        argv = next.argv;
        continue;
      case "script":
        return env.walker.analyse(
          next.script,
          childScope(env.scope, next.positional),
          env.depth + 1,
          env.budget,
        );
      case "stdin-script":
        return runScripts(stdin ?? [], undefined, env);
      case "script-file":
        return runScripts(env.scope.files.get(fileKey(env.scope, next.path)) ?? [], next.positional, env);
      case "xargs":
        return checkXargs(next.argv, next.replace, env, stdin);
    }
  }
  return undefined;
}

/** Analyses each possible text of a script run by a child shell. */
function runScripts(
  texts: readonly string[],
  positional: readonly string[] | undefined,
  env: Env,
): string | undefined {
  for (const text of texts) {
    const reason = env.walker.analyse(text, childScope(env.scope, positional), env.depth + 1, env.budget);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** `xargs cmd` runs `cmd` with the words of its input appended (or put in place of `-I` text). */
function checkXargs(
  argv: readonly string[],
  replace: string | undefined,
  env: Env,
  stdin: readonly string[] | undefined,
): string | undefined {
  if (stdin === undefined) return checkInvocation(argv, env, undefined);
  for (const text of stdin) {
    // With -I each input line is one item; otherwise the words are appended.
    const runs =
      replace === undefined
        ? [[...argv, ...text.split(/[\s\0]+/).filter((word) => word !== "")]]
        : text.split(/[\n\0]/).map((item) => argv.map((part) => part.replaceAll(replace, item.trim())));
    for (const run of runs) {
      const reason = checkInvocation(run, env, undefined);
      if (reason !== undefined) return reason;
    }
  }
  return undefined;
}

/** `alias x='rm -rf /'`: the alias body is a command line waiting to run. */
function aliasReason(argv: readonly string[], helpers: RuleHelpers): string | undefined {
  for (const definition of argv.slice(1)) {
    const eq = definition.indexOf("=");
    if (eq < 0) continue;
    const reason = helpers.script(definition.slice(eq + 1));
    if (reason !== undefined) return `alias ${definition.slice(0, eq)} would run a denied command: ${reason}`;
  }
  return undefined;
}

/** Words that open or close a compound command rather than name one. */
const RESERVED = new Set("{ } ! if then else elif fi do done while until time".split(" "));

/** Re-reads text tree-sitter could not parse with the simple lexer (see fallback-lexer.ts). */
export function fallbackReason(script: string, env: Env): string | undefined {
  // A fork bomb tree-sitter could not parse: `name(){ name|name& }` in any spacing.
  const bomb = /(?:^|[\s;&|(])([^\s(){};|&]+)\s*\(\s*\)\s*\{[^}]*?\1\s*\|&?\s*\1/.exec(script);
  if (bomb !== null) return `fork bomb: function ${bomb[1] ?? ""} starts copies of itself`;
  for (const words of lexCommands(script, env.scope)) {
    const argv = words.flatMap(expandAtoms);
    const start = argv.findIndex((word) => !RESERVED.has(word));
    const reason = start < 0 ? undefined : checkInvocation(argv.slice(start), env, undefined);
    if (reason !== undefined) return reason;
  }
  return undefined;
}
