import { readFile } from "../platform/fs/fs.js";
import { resolve } from "node:path";
import { ConfigError } from "../core/errors.js";
import { omitUndefined } from "../core/omit-undefined.js";
import type { AlfredConfig } from "../config/schema.js";
import { createMockProvider } from "./mock.js";
import { parseMockScript } from "./mock-script.js";
import type { Provider } from "./provider-contract.js";

/** Credentials for the providers, read from the environment (or flags) by the host, never from config files. */
export interface ProviderSecrets {
  readonly anthropicApiKey?: string;
  readonly openaiApiKey?: string;
}

/**
 * Creates the configured provider.
 * @throws ConfigError when its key or mock script is missing or malformed.
 */
export async function createProvider(
  config: AlfredConfig,
  secrets: ProviderSecrets,
  workingDir: string,
): Promise<Provider> {
  const timeoutMs = config.requestTimeoutMs;
  switch (config.provider) {
    case "anthropic": {
      const apiKey = secrets.anthropicApiKey;
      if (apiKey === undefined || apiKey === "") {
        throw new ConfigError(
          "environment variable ANTHROPIC_API_KEY",
          "not set (needed for provider anthropic)",
        );
      }
      // Each SDK is loaded only when chosen: the Action's cold start pays for one, not both.
      const { createAnthropicProvider } = await import("./anthropic.js");
      return createAnthropicProvider({
        apiKey,
        timeoutMs,
        ...omitUndefined({ baseURL: config.baseUrl }),
      });
    }
    case "openai": {
      // OpenAI-compatible local servers (Ollama, vLLM) often need no key; the official API does.
      const apiKey = secrets.openaiApiKey ?? (config.baseUrl === undefined ? undefined : "not-needed");
      if (apiKey === undefined || apiKey === "") {
        throw new ConfigError("environment variable OPENAI_API_KEY", "not set (needed for provider openai)");
      }
      const { createOpenAIProvider } = await import("./openai.js");
      const maxTokensField = config.openaiMaxTokensParam ?? maxTokensParamFor(config.baseUrl);
      return createOpenAIProvider({
        maxTokensField,
        apiKey,
        timeoutMs,
        ...omitUndefined({ baseURL: config.baseUrl }),
      });
    }
    case "mock": {
      if (config.mockScript === undefined) {
        throw new ConfigError(
          "environment variable ALFRED_MOCK_SCRIPT",
          "not set (provider mock needs a script file)",
        );
      }
      const path = resolve(workingDir, config.mockScript);
      let text: string;
      try {
        text = await readFile(path, "utf8");
      } catch (cause) {
        throw new ConfigError(config.mockScript, "mock script cannot be read", { cause });
      }
      return createMockProvider(parseMockScript(text, config.mockScript));
    }
  }
}

/** `max_completion_tokens` for OpenAI's own API (and Azure OpenAI), `max_tokens` for any other compatible server. */
export function maxTokensParamFor(baseUrl: string | undefined): "max_tokens" | "max_completion_tokens" {
  if (baseUrl === undefined) return "max_completion_tokens";
  const host = new URL(baseUrl).hostname.toLowerCase();
  return host === "api.openai.com" || host.endsWith(".openai.azure.com")
    ? "max_completion_tokens"
    : "max_tokens";
}
