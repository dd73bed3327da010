/**
 * Caps tool output to a character budget, keeping the head and the tail: the
 * start of a build log says what ran, the end says why it failed. The middle
 * is replaced by a note naming how much was cut, so the model knows output is
 * missing instead of guessing.
 */

/** The default budget for command output (the spec's 30,000 characters). */
export const DEFAULT_OUTPUT_LIMIT = 30_000;

/** The note that replaces the cut middle. */
export function cutNote(cutCharacters: number): string {
  return `\n… [${cutCharacters} characters cut] …\n`;
}

/**
 * Returns `text` unchanged when it fits in `limit` characters, otherwise its
 * first and last `limit / 2` characters joined by {@link cutNote}.
 */
export function capOutput(text: string, limit: number = DEFAULT_OUTPUT_LIMIT): string {
  const collector = new OutputCollector(limit);
  collector.push(text);
  return collector.text();
}

/**
 * Accumulates streamed output in bounded memory: it keeps the first half of
 * the budget and a rolling window of the last half, counting what falls out in
 * between. A command that prints gigabytes costs `limit` characters, not RAM.
 */
export class OutputCollector {
  readonly #headLimit: number;
  readonly #tailLimit: number;
  #head = "";
  #tail = "";
  #total = 0;

  /** @param limit the character budget; at least 2. */
  constructor(limit: number = DEFAULT_OUTPUT_LIMIT) {
    const budget = Math.max(2, Math.floor(limit));
    this.#headLimit = Math.ceil(budget / 2);
    this.#tailLimit = budget - this.#headLimit;
  }

  /** Appends a chunk in arrival order. */
  push(chunk: string): void {
    if (chunk.length === 0) return;
    this.#total += chunk.length;
    let rest = chunk;
    if (this.#head.length < this.#headLimit) {
      const room = this.#headLimit - this.#head.length;
      this.#head += rest.slice(0, room);
      rest = rest.slice(room);
    }
    if (rest.length === 0) return;
    this.#tail += rest;
    // Trim lazily (at twice the window) so many small chunks stay linear.
    if (this.#tail.length > this.#tailLimit * 2) this.#tail = this.#tail.slice(-this.#tailLimit);
  }

  /** Characters pushed so far. */
  get totalLength(): number {
    return this.#total;
  }

  /** The capped text: everything when it fits, else head + {@link cutNote} + tail. */
  text(): string {
    const tail = this.#tail.slice(-this.#tailLimit);
    const cut = this.#total - this.#head.length - tail.length;
    if (cut <= 0) return this.#head + this.#tail;
    return this.#head + cutNote(cut) + tail;
  }
}
