import * as z from "zod";
import type { SessionQueryConfig } from "../engine/query-config.js";
import type { ModelRole } from "../providers/roles.js";
import { isPermissionMode } from "../core/permission-mode.js";
import { canonicalJson, type JsonObject, type JsonValue } from "./canonical-json.js";
import type { JournalEntry } from "./journal.js";
import { createRuntime, type ToolCallRecord } from "./runtime.js";
import { tapeProvider } from "./tape-provider.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** One way a replayed call differs from its recording. */
export interface ReplayDifference {
  readonly field: "status" | "turns" | "finalText" | "tools" | "result" | "calls";
  readonly recorded: string;
  readonly replayed: string;
}

/** The verdict on one journal entry. */
export interface ReplayReport {
  readonly key: string;
  readonly same: boolean;
  readonly differences: readonly ReplayDifference[];
}

const ROLES = new Set<string>(["architect", "editor", "subagent"]);

function recordedTools(options: JsonObject): readonly ToolCallRecord[] {
  const tools: JsonValue | undefined = options.tools;
  if (!isJsonArray(tools)) return [];
  return tools.flatMap((each) =>
    isJsonObject(each) && typeof each.name === "string"
      ? [
          {
            name: each.name,
            label: typeof each.label === "string" ? each.label : each.name,
            isError: each.isError === true,
          },
        ]
      : [],
  );
}

function isJsonArray(value: JsonValue | undefined): value is readonly JsonValue[] {
  return Array.isArray(value);
}

function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const describeTools = (tools: readonly ToolCallRecord[]): string =>
  tools.map((tool) => `${tool.label}${tool.isError ? " ✗" : " ✓"}`).join(", ") || "(none)";

/**
 * Replays journalled agent calls through the real engine: the model's recorded
 * answers are served back in order, the tools run for real in the session's
 * workspace, and each call's tool sequence, status, text and structured
 * result are compared with the recording.
 */
export async function replayJournal(
  entries: readonly JournalEntry[],
  session: SessionQueryConfig,
  signal?: AbortSignal,
): Promise<readonly ReplayReport[]> {
  const reports: ReplayReport[] = [];
  for (const entry of entries) {
    const options: JsonObject = entry.input?.options ?? {};
    const strategy = options.strategy === "json_schema" ? "json_schema" : "forced_tool";
    const tape = tapeProvider(entry.output.responses, strategy === "json_schema" ? "openai" : "replay");
    const replayedTools: ToolCallRecord[] = [];
    const runtime = createRuntime({
      query: {
        ...session,
        model: {
          ...session.model,
          provider: tape,
          ...(typeof options.model === "string" ? { name: options.model } : {}),
        },
        onToolResult: (done) =>
          replayedTools.push({ name: done.name, label: done.label, isError: done.isError }),
      },
      ...omitUndefined({ signal }),
    });
    const schema = isJsonObject(options.schema) ? z.fromJSONSchema(options.schema) : undefined;
    const replayed = await runtime.agent(entry.input?.prompt ?? "", {
      key: entry.key,
      // The recorded mode, tightened to the session's if that is stricter (the agent call clamps
      // it); none recorded: the session's (the `replay` host's row).
      ...(isPermissionMode(options.mode) ? { permissionMode: options.mode } : {}),
      ...(typeof options.role === "string" && ROLES.has(options.role)
        ? { role: options.role as ModelRole }
        : {}),
      ...(typeof options.maxTurns === "number" ? { maxTurns: options.maxTurns } : {}),
      ...(schema === undefined
        ? {}
        : {
            schema,
            schemaName: typeof options.schemaName === "string" ? options.schemaName : "submit_result",
            tools: [],
          }),
    });
    const recorded = entry.output;
    const differences: ReplayDifference[] = [];
    const compare = (field: ReplayDifference["field"], was: string, now: string): void => {
      if (was !== now) differences.push({ field, recorded: was, replayed: now });
    };
    compare("status", recorded.status, replayed.status);
    compare("turns", String(recorded.turns), String(replayed.turns));
    compare("finalText", recorded.finalText, replayed.finalText);
    compare("tools", describeTools(recordedTools(options)), describeTools(replayedTools));
    compare(
      "result",
      recorded.result === undefined ? "-" : canonicalJson(recorded.result),
      replayed.result === undefined ? "-" : canonicalJson(replayed.result),
    );
    compare("calls", String(recorded.responses.length), String(recorded.responses.length - tape.remaining()));
    reports.push({ key: entry.key, same: differences.length === 0, differences });
  }
  return reports;
}
