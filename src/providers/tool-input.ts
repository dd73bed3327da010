/**
 * Parses the tool-input JSON a model sent (Anthropic's assembled
 * `input_json_delta` pieces, OpenAI's `function.arguments`). Empty → `{}`.
 * Text that is not valid JSON is returned as the raw string: the engine's
 * input validation then rejects it ("expected object") and tells the model,
 * instead of the adapter guessing.
 */
export function parseToolInput(json: string): unknown {
  if (json.trim() === "") return {};
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}
