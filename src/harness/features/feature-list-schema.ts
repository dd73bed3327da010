/**
 * The two accepted shapes of feature_list.json, as zod schemas whose messages
 * say what was expected. They only validate: the parser keeps the objects as
 * read (key order, unknown fields) so it can write them back unchanged.
 *
 * - Alfred's shape: `{ "verify"?, "features": [{ "id"?, "description",
 *   "steps"?, "verify"?, "files"?, "status"? }] }`.
 * - The common bare shape: `[{ "category"?, "description", "steps"?,
 *   "passes" }]`, plus `"alfred_status"` (`in_progress` | `blocked`), which
 *   Alfred adds to keep states a boolean cannot hold.
 */
import * as z from "zod";
import { featureIdProblem } from "./feature-id.js";

/** Every status a feature can have. */
const FEATURE_STATUSES = ["pending", "in_progress", "passing", "blocked"] as const;

/** Where a feature stands. */
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

/** The states the bare shape keeps in `alfred_status`, beside `passes: false`. */
const BARE_EXTRA_STATUSES = ["in_progress", "blocked"] as const;

const nonEmptyString = z
  .string({ error: "expected a non-empty string" })
  .refine((value) => value.trim() !== "", { error: "expected a non-empty string" });

/**
 * Longest description or step, in characters: room for a whole GitHub issue
 * (the Action's `/alfred implement` turns one into a description; bodies hold
 * up to 65,536 characters), small enough to prompt with.
 */
export const MAX_DESCRIPTION_CHARS = 100_000;

const boundedText = (what: string) =>
  z.string().refine((value) => value.length <= MAX_DESCRIPTION_CHARS, {
    error: (issue) =>
      `this ${what} is ${String(issue.input).length} characters long; the limit is ${MAX_DESCRIPTION_CHARS}: shorten it, or move the detail into a file the feature names`,
  });

/** Why `pattern` is not a usable `files` glob (workspace-relative, `/`-separated), or undefined. */
function filesPatternProblem(pattern: string): string | undefined {
  if (pattern.trim() === "") return "expected a non-empty glob pattern";
  if (pattern.startsWith("/") || /^[A-Za-z]:/.test(pattern))
    return `"${pattern}" is absolute: expected a pattern relative to the repository root, such as "src/math/**"`;
  if (pattern.includes("\\")) return `"${pattern}" has a backslash: separate directories with "/"`;
  if (pattern.split("/").includes(".."))
    return `"${pattern}" leaves the repository (".."): expected a pattern inside it`;
  return undefined;
}

/** `files`: the paths a feature will change, as glob patterns; overlapping features share a shard. */
const filesSchema = z
  .array(
    z.string({ error: "expected a glob pattern (a string)" }).superRefine((value, context) => {
      const problem = filesPatternProblem(value);
      if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
    }),
    { error: 'expected an array of glob patterns, such as ["src/math/**"]' },
  )
  .max(100, { error: "expected at most 100 patterns" });

const common = {
  id: z
    .string({ error: "expected a string" })
    .superRefine((value, context) => {
      const problem = featureIdProblem(value);
      if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  description: nonEmptyString.pipe(boundedText("description")),
  steps: z
    .array(z.string({ error: "expected a string" }).pipe(boundedText("step")), {
      error: "expected an array of strings",
    })
    .optional(),
  verify: nonEmptyString.optional(),
  files: filesSchema.optional(),
};

const alfredFeatureSchema = z.looseObject(
  {
    ...common,
    status: z
      .enum(FEATURE_STATUSES, {
        error: `expected one of ${FEATURE_STATUSES.map((s) => `"${s}"`).join(", ")}`,
      })
      .optional(),
  },
  { error: "expected a feature object" },
);

const bareFeatureSchema = z.looseObject(
  {
    ...common,
    category: z.string({ error: "expected a string" }).optional(),
    passes: z.boolean({ error: "expected true or false" }),
    alfred_status: z.enum(BARE_EXTRA_STATUSES, { error: 'expected "in_progress" or "blocked"' }).optional(),
  },
  { error: "expected a feature object" },
);

/** Alfred's own shape. */
export const alfredFeatureListSchema = z.looseObject(
  {
    verify: nonEmptyString.optional(),
    features: z.array(alfredFeatureSchema, { error: "expected an array of features" }),
  },
  { error: 'expected an object with a "features" array, or an array of features' },
);

/** The common bare-array shape. */
export const bareFeatureListSchema = z.array(bareFeatureSchema);

/** Renders a JSON path the way a user reads it: `features[3].description`, `[0].passes`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** One line per problem, `file: path: expected …`, at most `limit` of them. */
export function describeSchemaIssues(file: string, error: z.ZodError, limit = 10): string {
  const lines = error.issues.slice(0, limit).map((issue) => {
    const path = formatJsonPath(issue.path);
    return path === "" ? `${file}: ${issue.message}` : `${file}: ${path}: ${issue.message}`;
  });
  const more = error.issues.length - limit;
  if (more > 0) lines.push(`${file}: … and ${more} more`);
  return lines.join("\n");
}
