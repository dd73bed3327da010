/**
 * getopt-style option parsing, enough to tell options from operands the way the commands
 * themselves do: clustered short flags (`-rfv`), short options with a value attached or next
 * (`-uroot`, `-u root`), long options with `=` or a separate value, unambiguous abbreviations of
 * long options (GNU accepts `--recur` for `--recursive`) and `--`.
 */

/** How one command spells its options. */
export interface OptionSpec {
  /** Short options that take a value. */
  readonly shortWithValue?: string;
  /** Short options whose value can only be attached (`xargs -i{}`, `-l5`). */
  readonly shortOptionalValue?: string;
  /** Long options that take a value (name without dashes). */
  readonly longWithValue?: readonly string[];
  /** Long options without a value, so that abbreviations can be recognised. */
  readonly longFlags?: readonly string[];
  /** POSIX style: the first operand ends the options (wrappers like `sudo`, `nice`, `xargs`). */
  readonly stopAtOperand?: boolean;
  /** Words like `-10` are options (nice, kill) rather than operands. */
  readonly numericOptions?: boolean;
}

/** One option as seen: `name` is the short letter or the full long name. */
interface ParsedOption {
  readonly name: string;
  readonly value: string | undefined;
}

/** Options, operands and, for `stopAtOperand`, the index of the first operand in the input. */
export interface ParsedArguments {
  readonly options: readonly ParsedOption[];
  readonly operands: readonly string[];
  /** Index (into the parsed array) where the operands begin; `args.length` if there are none. */
  readonly operandStart: number;
}

function longName(written: string, spec: OptionSpec): string {
  const known = [...(spec.longWithValue ?? []), ...(spec.longFlags ?? [])];
  if (known.includes(written)) return written;
  const matches = known.filter((name) => name.startsWith(written));
  return matches.length === 1 && matches[0] !== undefined ? matches[0] : written;
}

/** Parses `args` (the words after the command name) according to `spec`. */
export function parseArguments(args: readonly string[], spec: OptionSpec): ParsedArguments {
  const options: ParsedOption[] = [];
  const operands: string[] = [];
  const shortWithValue = spec.shortWithValue ?? "";
  let operandStart = args.length;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--") {
      if (operandStart === args.length) operandStart = i + 1;
      operands.push(...args.slice(i + 1));
      break;
    }
    const isOption =
      arg.startsWith("-") && arg !== "-" && (spec.numericOptions === true || !/^-\d/.test(arg));
    if (!isOption) {
      if (spec.stopAtOperand === true) {
        operandStart = i;
        operands.push(...args.slice(i));
        break;
      }
      if (operandStart === args.length) operandStart = i;
      operands.push(arg);
      continue;
    }
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const name = longName(eq < 0 ? arg.slice(2) : arg.slice(2, eq), spec);
      if (eq >= 0) options.push({ name, value: arg.slice(eq + 1) });
      else if (spec.longWithValue?.includes(name) === true) options.push({ name, value: args[++i] });
      else options.push({ name, value: undefined });
      continue;
    }
    for (let k = 1; k < arg.length; k++) {
      const letter = arg[k] ?? "";
      if (shortWithValue.includes(letter)) {
        const attached = arg.slice(k + 1);
        options.push({ name: letter, value: attached !== "" ? attached : args[++i] });
        break;
      }
      if ((spec.shortOptionalValue ?? "").includes(letter)) {
        options.push({ name: letter, value: arg.length > k + 1 ? arg.slice(k + 1) : undefined });
        break;
      }
      options.push({ name: letter, value: undefined });
    }
  }
  if (spec.stopAtOperand !== true && operands.length === 0) operandStart = args.length;
  return { options, operands, operandStart };
}

/** True when any of `names` was given. */
export function hasOption(parsed: ParsedArguments, ...names: readonly string[]): boolean {
  return parsed.options.some((option) => names.includes(option.name));
}

/** The values given to any of `names`, in order. */
export function optionValues(parsed: ParsedArguments, ...names: readonly string[]): string[] {
  return parsed.options.flatMap((option) =>
    names.includes(option.name) && option.value !== undefined ? [option.value] : [],
  );
}

/**
 * True when some `--name` in `args` is `forbidden` or an abbreviation of one (GNU getopt and
 * git accept unambiguous prefixes: `--out=x` is `--output=x`). Names in `exact` are real
 * options of their own and pass (`--text` is not `--textconv`).
 */
export function mentionsLongOption(
  args: readonly string[],
  forbidden: readonly string[],
  exact: readonly string[] = [],
): boolean {
  return args.some((arg) => {
    if (!arg.startsWith("--") || arg === "--") return false;
    const name = arg.slice(2).split("=")[0] ?? "";
    if (exact.includes(name)) return false;
    return name.length >= 2 && forbidden.some((option) => option.startsWith(name));
  });
}
