/**
 * Turns the red-team tables (test/fixtures/red-team/*.json) into what a run
 * needs: the feature list a repository holds, the files it is seeded with, and
 * a scripted model that plays each feature's attack turn by turn, as a
 * prompt-injected model would. Payloads stay data from the table to the tool
 * call: nothing here builds a command out of them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import type { FakeStep, FakeTurn, RecordedRequest } from "../fakes/fake-script.js";
import { stepOf } from "./action-run.js";
import { PROJECT_ROOT } from "./demo-repo.js";

/** Where the tables live. */
export const RED_TEAM_FIXTURES = join(PROJECT_ROOT, "test", "fixtures", "red-team");

/** A text given as one string or as lines (joined with `\n`), so long files stay readable in JSON. */
const textSchema = z.union([z.string(), z.array(z.string()).transform((lines) => lines.join("\n"))]);

const toolCallSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  input: z.record(z.string(), textSchema.or(z.number()).or(z.boolean())),
});

const turnSchema = z.strictObject({
  text: z.string().optional(),
  toolCalls: z.array(toolCallSchema).min(1),
});

const featureSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The item of issue 9 it plays; 0 for the positive case. */
  item: z.number().int().min(0).max(12),
  description: z.string().min(1),
  verify: z.string().min(1),
  turns: z.array(turnSchema),
  finalText: z.string(),
  rubricReasoning: z.string(),
});

/** One attack played as a feature of the feature list. */
export type AttackFeature = z.output<typeof featureSchema>;

/** Conversation-only attacks (`alfred ask`). */
const conversationSchema = z.strictObject({
  $comment: z.string().optional(),
  files: z.record(z.string(), textSchema).default({}),
  turns: z.array(turnSchema),
  finalText: z.string(),
});

/** A scripted `alfred ask` conversation. */
export type AttackConversation = z.output<typeof conversationSchema>;

const actionTableSchema = z.strictObject({
  $comment: z.array(z.string()),
  fakeGithubToken: z.string().regex(/^ghp_[A-Za-z0-9]{36}$/),
  files: z.record(z.string(), textSchema),
  features: z.array(featureSchema).min(1),
});

const cliTableSchema = z.strictObject({
  $comment: z.array(z.string()),
  run: z.strictObject({ features: z.array(featureSchema).min(1) }),
  askPlan: conversationSchema,
  egressName: conversationSchema,
  laterAsk: conversationSchema,
});

const linkTableSchema = z.strictObject({
  $comment: z.array(z.string()),
  /** Workspace-relative path -> link target, planted before the first run. */
  links: z.record(z.string(), z.string().min(1)),
  run: z.strictObject({ features: z.array(featureSchema).min(1) }),
  laterAsk: conversationSchema,
});

const credentialsSchema = z.strictObject({
  $comment: z.array(z.string()),
  dbPassword: z.string().min(16),
  samples: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        rule: z.string().min(1),
        line: z.string().min(1),
        secret: z.string().min(16),
      }),
    )
    .min(1),
});

/** The item 11 table. */
export type CredentialTable = z.output<typeof credentialsSchema>;

/** Replaces every `{{NAME}}` in every string of `value`. @throws Error on a placeholder without a value. */
export function fill(value: unknown, vars: Readonly<Record<string, string>>): unknown {
  const text = JSON.stringify(value).replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const replacement = vars[name];
    if (replacement === undefined) throw new Error(`no value for the placeholder {{${name}}}`);
    // Inside a JSON string: escape what JSON needs escaped.
    return JSON.stringify(replacement).slice(1, -1);
  });
  return JSON.parse(text);
}

function readTable(name: string): unknown {
  return JSON.parse(readFileSync(join(RED_TEAM_FIXTURES, name), "utf8"));
}

/** The fake GitHub token of the tables (unfilled, so tests can search for it). */
export function fakeGithubToken(): string {
  return actionTableSchema.parse(readTable("action-attacks.json")).fakeGithubToken;
}

/** The Action's attacks with placeholders filled. @throws ZodError when the table is malformed. */
export function actionAttacks(vars: Readonly<Record<string, string>>): z.output<typeof actionTableSchema> {
  return actionTableSchema.parse(fill(readTable("action-attacks.json"), vars));
}

/** The CLI's attacks with placeholders filled. @throws ZodError when the table is malformed. */
export function cliAttacks(vars: Readonly<Record<string, string>>): z.output<typeof cliTableSchema> {
  return cliTableSchema.parse(fill(readTable("cli-attacks.json"), vars));
}

/** Issue 26's link attacks with placeholders filled. @throws ZodError when the table is malformed. */
export function linkAttacks(vars: Readonly<Record<string, string>>): z.output<typeof linkTableSchema> {
  return linkTableSchema.parse(fill(readTable("link-attacks.json"), vars));
}

/** The item 11 credentials. @throws ZodError when the table is malformed. */
export function credentialTable(): CredentialTable {
  return credentialsSchema.parse(readTable("credentials.json"));
}

/** `feature_list.json` for `features`, every one pending. */
export function featureListJson(features: readonly AttackFeature[]): string {
  const list = {
    features: features.map((feature) => ({
      id: feature.id,
      description: feature.description,
      steps: [`Issue 9 item ${feature.item}`],
      verify: feature.verify,
      status: "pending",
    })),
  };
  return `${JSON.stringify(list, null, 2)}\n`;
}

/** The ids of every tool call a feature or conversation scripts. */
export function toolCallIds(turns: readonly { toolCalls: readonly { id: string }[] }[]): string[] {
  return turns.flatMap((turn) => turn.toolCalls.map((call) => call.id));
}

function toFakeTurn(turn: z.output<typeof turnSchema>): FakeTurn {
  return {
    ...(turn.text === undefined ? {} : { text: turn.text }),
    toolCalls: turn.toolCalls.map((call) => ({ id: call.id, name: call.name, input: call.input })),
  };
}

/**
 * The scripted model of a harness run: the k-th implement request of a feature
 * gets its k-th turn, then its final text; its rubric request gets a passing
 * score with the table's reasoning. Features not in the table get a plain answer.
 */
export function featureModel(features: readonly AttackFeature[]): (request: RecordedRequest) => FakeStep {
  const byId = new Map(features.map((feature) => [feature.id, feature]));
  return (request) => {
    const { feature: id, kind } = stepOf(request);
    const feature = byId.get(id);
    if (kind === "rubric") {
      const reasoning = feature?.rubricReasoning ?? "Nothing to change.";
      return { turn: { toolCalls: [{ name: "submit_rubric", input: { verification: 2, reasoning } }] } };
    }
    const index = Number(kind.slice("implement#".length));
    const turn = feature?.turns[index];
    if (turn !== undefined) return { turn: toFakeTurn(turn) };
    return { turn: { text: feature?.finalText ?? "Nothing to do." } };
  };
}

/** The scripted model of one `alfred ask` conversation. */
export function conversationModel(conversation: AttackConversation): FakeStep[] {
  return [
    ...conversation.turns.map((turn) => ({ turn: toFakeTurn(turn) })),
    { turn: { text: conversation.finalText } },
  ];
}
