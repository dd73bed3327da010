import { describe, expect, it } from "vitest";
import { maxTokensParamFor } from "./create-provider.js";

describe("maxTokensParamFor", () => {
  it.each([
    [undefined, "max_completion_tokens"],
    ["https://api.openai.com/v1", "max_completion_tokens"],
    ["https://my-resource.openai.azure.com/openai/v1", "max_completion_tokens"],
    ["http://127.0.0.1:11434/v1", "max_tokens"],
    ["https://vllm.internal.example/v1", "max_tokens"],
    ["https://openrouter.ai/api/v1", "max_tokens"],
  ])("%s → %s", (baseUrl, expected) => {
    expect(maxTokensParamFor(baseUrl)).toBe(expected);
  });
});
