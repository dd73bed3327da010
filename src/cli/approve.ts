import { createInterface } from "node:readline/promises";
import type { AskRequest } from "../permissions/policy.js";

/** Terminal input and output for questions. */
export interface Terminal {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
}

/** Asks one question on the terminal and returns the trimmed answer. */
async function askOnTerminal(terminal: Terminal, question: string): Promise<string> {
  const reader = createInterface({ input: terminal.input, output: terminal.output, terminal: false });
  try {
    return (await reader.question(question)).trim();
  } finally {
    reader.close();
  }
}

/** Approves `ask` decisions by asking the person at the terminal; anything but y/yes denies. */
export function terminalApprover(terminal: Terminal): (request: AskRequest) => Promise<boolean> {
  return async (request) => {
    const answer = await askOnTerminal(terminal, `Allow ${request.label}? (${request.reason}) [y/N] `);
    return /^(y|yes)$/i.test(answer);
  };
}

/** Lets the model ask the person a question with suggested options. */
export function terminalAskUser(
  terminal: Terminal,
): (question: string, options: readonly string[]) => Promise<string> {
  return async (question, options) => {
    const listed = options.map((option, index) => `  ${index + 1}. ${option}`).join("\n");
    const answer = await askOnTerminal(terminal, `${question}\n${listed}\nAnswer (number or text): `);
    const picked = Number(answer);
    return Number.isInteger(picked) && picked >= 1 && picked <= options.length
      ? (options[picked - 1] ?? answer)
      : answer;
  };
}
