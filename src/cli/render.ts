import type { QueryEvent, QueryState } from "../core/events.js";
import { formatCost, formatDuration } from "../core/format.js";
import { cachedShare } from "../core/usage.js";
import { shortenMiddle } from "../core/utf8.js";

/** Where rendered output goes. */
export interface CliStreams {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

/** Dim and red for stderr, only on a terminal and without NO_COLOR. */
export interface Palette {
  readonly dim: (text: string) => string;
  readonly red: (text: string) => string;
}

/** ANSI styling when `enabled`, identity otherwise. */
export function palette(enabled: boolean): Palette {
  return enabled
    ? { dim: (text) => `\u001b[2m${text}\u001b[22m`, red: (text) => `\u001b[31m${text}\u001b[39m` }
    : { dim: (text) => text, red: (text) => text };
}

/** One summary line for the end of a query. */
function describeState(state: QueryState): string {
  const tokens =
    state.usage.inputTokens +
    state.usage.outputTokens +
    state.usage.cacheReadTokens +
    state.usage.cacheWriteTokens;
  const cached = Math.round(cachedShare(state.usage) * 100);
  const parts = [
    state.status,
    `${state.turns} turn${state.turns === 1 ? "" : "s"}`,
    `${tokens} tokens`,
    formatCost(state.costUsd),
  ];
  if (cached > 0) parts.push(`${cached}% of input cached`);
  if (state.budget !== undefined) parts.push(`budget: ${state.budget}`);
  return parts.join(" · ");
}

/** The state as `--json` prints it: everything but the conversation itself. */
function stateForJson(state: QueryState): Omit<QueryState, "messages"> & { readonly messageCount: number } {
  const { messages, ...rest } = state;
  return { ...rest, messageCount: messages.length };
}

/**
 * Renders events for people: model text to stdout as it streams; tool lines,
 * retries and the final status to stderr (dim; red on error).
 */
export function createHumanRenderer(streams: CliStreams, colors: Palette): (event: QueryEvent) => void {
  let midLine = false;
  const note = (line: string): void => {
    if (midLine) {
      streams.stdout.write("\n");
      midLine = false;
    }
    streams.stderr.write(`${line}\n`);
  };
  return (event) => {
    switch (event.type) {
      case "text":
        streams.stdout.write(event.text);
        midLine = !event.text.endsWith("\n");
        return;
      case "tool_use":
        return;
      case "tool_result": {
        const firstLine = event.isError ? `: ${shortenMiddle(event.content.split("\n")[0] ?? "", 400)}` : "";
        const line = `${event.label} ${event.isError ? "✗" : "✓"} ${formatDuration(event.durationMs)}${firstLine}`;
        note(event.isError ? colors.red(line) : colors.dim(line));
        return;
      }
      case "retrying": {
        const target = event.nextModel === event.model ? event.model : `${event.model} → ${event.nextModel}`;
        note(
          colors.dim(
            `retrying in ${formatDuration(event.delayMs)} (attempt ${event.attempt}, ${target}): ${event.reason}`,
          ),
        );
        return;
      }
      case "error":
        note(colors.red(`error (${event.code}): ${event.message}`));
        return;
      case "compacted":
        note(
          colors.dim(`compacted the conversation: ${event.messagesBefore} → ${event.messagesAfter} messages`),
        );
        return;
      case "usage":
        return;
      case "done": {
        const line = `done: ${describeState(event.state)}`;
        note(event.state.status === "success" ? colors.dim(line) : colors.red(line));
        return;
      }
    }
  };
}

/** Renders every event as one JSON line on stdout. */
export function createJsonRenderer(streams: CliStreams): (event: QueryEvent) => void {
  return (event) => {
    const printable = event.type === "done" ? { type: "done", state: stateForJson(event.state) } : event;
    streams.stdout.write(`${JSON.stringify(printable)}\n`);
  };
}
