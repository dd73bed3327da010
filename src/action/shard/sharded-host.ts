/** What a sharded run's plan and merge jobs get from the Action's entry point. */
import type { AlfredConfig } from "../../config/schema.js";
import type { ActionsContext } from "../../github/event.js";
import type { Redactor } from "../../security/secrets/redactor.js";
import type { ActionSecrets } from "../runner/inputs.js";
import type { WorkflowCommands } from "../runner/workflow-commands.js";

/** The request, the secrets and the one redacting channel out. */
export interface ShardedJobHost {
  readonly context: ActionsContext;
  readonly config: AlfredConfig;
  readonly workingDir: string;
  /** The sharded run's id (`run-id`, default the workflow run's id). */
  readonly runId: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly secrets: ActionSecrets;
  readonly knownSecrets: readonly string[];
  readonly redactor: Redactor;
  readonly core: WorkflowCommands;
  /** A job-log line (redacted); nothing for undefined. */
  readonly log: (text: string | undefined) => void;
  readonly signal: AbortSignal;
  /** Marks the phase for failure messages. */
  readonly phase: (name: string) => void;
}
