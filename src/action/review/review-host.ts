/** The GitHub client review mode posts with, built like the entry point's own (redacting, logging). */
import type { ActionsContext } from "../../github/event.js";
import { createGitHubClient } from "../../github/client.js";
import { redact } from "../../security/secrets/redact.js";
import type { Redactor } from "../../security/secrets/redactor.js";
import type { ActionSecrets } from "../runner/inputs.js";
import { ensureSandbox } from "../runner/ensure-sandbox.js";
import type { WorkflowCommands } from "../runner/workflow-commands.js";
import type { ReviewOptions } from "./review-options.js";

/** What {@link reviewHost} builds the client from. */
interface ReviewHostInput {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly secrets: ActionSecrets;
  readonly context: ActionsContext;
  readonly redactor: Redactor;
  readonly core: WorkflowCommands;
  readonly knownSecrets: readonly string[];
}

/**
 * The review's GitHub client (the token as a header only, every request body redacted), its log
 * line, and the sandbox set-up the base's MCP servers need.
 */
export function reviewHost(
  input: ReviewHostInput,
): Pick<ReviewOptions, "octokit" | "log" | "prepareSandbox"> {
  const line = (text: string): string =>
    redact(text, { knownSecrets: input.knownSecrets }).replace(/\r?\n/g, " ");
  return {
    log: (text) => input.core.info(line(text)),
    prepareSandbox: (config) => ensureSandbox(config, input.core, input.env),
    octokit: createGitHubClient({
      token: input.secrets.githubToken ?? "",
      baseUrl: input.context.apiUrl,
      redact: input.redactor.value,
      log: { warn: (text) => input.core.warning(line(text)), debug: (text) => input.core.debug(line(text)) },
    }),
  };
}
