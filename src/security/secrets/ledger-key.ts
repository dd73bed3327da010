/**
 * The ledger key's one rule, a secret's strength, apart from the ledger's code (which the Action's
 * entry, checking the input before it knows the job, does not load).
 */

/** The shortest ledger key accepted anywhere: shorter keys are guessable and too short to redact reliably. */
export const MIN_LEDGER_KEY_LENGTH = 16;
