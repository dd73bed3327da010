/**
 * zod schemas of the parts of GitHub's webhook payloads Alfred reads. They are
 * loose (payloads carry hundreds of fields Alfred ignores) and their messages
 * say what was expected, so a malformed `event.json` reads
 * `event.json: comment.body: expected a string`.
 */
import * as z from "zod";

const text = z.string({ error: "expected a string" });
const nullableText = z.string({ error: "expected a string or null" }).nullable().optional();
const positiveInt = z
  .number({ error: "expected a positive integer" })
  .int({ error: "expected a positive integer" })
  .positive({ error: "expected a positive integer" });
const object = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.looseObject(shape, { error: "expected an object" });

const userSchema = object({
  login: text,
  type: text.optional(),
});

/** `issue_comment`: https://docs.github.com/webhooks/webhook-events-and-payloads#issue_comment */
export const issueCommentPayloadSchema = object({
  action: text.optional(),
  issue: object({
    number: positiveInt,
    title: text,
    body: nullableText,
    // Present (an object) exactly when the issue is a pull request.
    pull_request: z.unknown().optional(),
    user: userSchema.optional(),
  }),
  comment: object({
    id: positiveInt,
    body: text,
    user: userSchema,
    html_url: text.optional(),
  }),
});

const branchSchema = object({
  ref: text,
  sha: text,
  repo: object({ full_name: text }).nullable().optional(),
});

/** `pull_request` (and `pull_request_target`). */
export const pullRequestPayloadSchema = object({
  action: text.optional(),
  number: positiveInt.optional(),
  pull_request: object({
    number: positiveInt,
    title: text,
    body: nullableText,
    draft: z.boolean({ error: "expected true or false" }).optional(),
    html_url: text.optional(),
    user: userSchema.optional(),
    head: branchSchema,
    base: branchSchema,
  }),
});

/** `workflow_dispatch`: inputs arrive as strings (booleans as `"true"`, numbers as text). */
export const workflowDispatchPayloadSchema = object({
  inputs: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]), { error: "expected an object" })
    .nullable()
    .optional(),
});

/** `schedule`: the cron expression that fired. */
export const schedulePayloadSchema = object({
  schedule: text.optional(),
});
