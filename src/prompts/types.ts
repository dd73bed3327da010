/**
 * What a role's system prompt is assembled from. Everything here is fixed for
 * a session: nothing per turn, so the assembled prompt is byte-stable and the
 * provider's prompt cache holds across the turns of a run.
 */

/** The four roles Alfred gives a model. */
export const PROMPT_ROLES = ["implementer", "ask", "reviewer", "rubric"] as const;

/** One of {@link PROMPT_ROLES}. */
export type PromptRole = (typeof PROMPT_ROLES)[number];

/**
 * The session's context. Optional text slots are filled by other parts of
 * Alfred when they exist (repo map, memory, skills, repository instructions);
 * an absent slot leaves its section out entirely.
 */
export interface PromptContext {
  /** The UTC date the session started (`YYYY-MM-DD`); set once per session, never per turn. */
  readonly date?: string;
  /** Main languages of the repository, most important first (e.g. `["TypeScript", "Python"]`). */
  readonly languages?: readonly string[];
  /** The command that checks the repository (the default verify command), e.g. `npm test`. */
  readonly testCommand?: string | undefined;
  /** The git branch the session works on. */
  readonly branch?: string;
  /**
   * Names of the tools the model is offered; sections only mention tools that
   * are there. Absent: the built-in set is assumed.
   */
  readonly toolNames?: readonly string[];
  /** Hosts on the egress allow-list (what `web_fetch` and sandboxed commands may reach). */
  readonly egressAllow?: readonly string[];
  /** Workspace globs edits may not touch beyond `.alfred/**` and the feature list (Action: `.github/workflows/**`). */
  readonly protectedPaths?: readonly string[];
  /** The feature list's path (default `feature_list.json`). */
  readonly featuresFile?: string;
  /** The repo map as rendered text (highest-ranked files and their symbols). */
  readonly repoMap?: string | undefined;
  /** The memory core as text (USER.md / MEMORY.md essentials). */
  readonly memoryCore?: string | undefined;
  /** The skills index as text (one line per skill: name and description). */
  readonly skillsIndex?: string | undefined;
  /** The repository's instructions (AGENTS.md or CLAUDE.md) as text. */
  readonly instructions?: string | undefined;
  /** Which file {@link instructions} came from (default `AGENTS.md`). */
  readonly instructionsFile?: string;
}

/** Per-role options of the reviewer. */
export interface ReviewerOptions {
  /** The most findings one review may carry. */
  readonly maxFindings: number;
}

/**
 * One named part of a prompt: returns its text for the context, or
 * `undefined` to leave the section out. Sections must be pure functions of
 * their input, so the same context always gives the same bytes.
 */
export interface PromptSection {
  readonly name: string;
  readonly render: (context: PromptContext) => string | undefined;
}
