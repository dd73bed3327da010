import { askPrompt } from "../prompts/roles.js";

/**
 * The instructions a query starts from when the caller gives none (library
 * use without a session): the interactive assistant's prompt without any
 * repository context. Sessions build their role's prompt with context
 * (`session/instructions.ts`).
 */
export const DEFAULT_SYSTEM_PROMPT: string = askPrompt({});
