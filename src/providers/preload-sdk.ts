import type { AlfredConfig } from "../config/schema.js";
import { markHandled } from "../core/ignored-errors.js";

/**
 * Starts loading the configured provider's SDK without waiting for it. The SDK still loads on
 * the first call (`sdk-provider.ts`); begun early, its compile (Anthropic's is ~1.4 MB in the
 * Action's bundle) fills the waits on git and the sandbox probe instead of delaying the first
 * model request. A failure is left for that first call to report.
 */
export function preloadProviderSdk(provider: AlfredConfig["provider"]): void {
  const load =
    provider === "anthropic"
      ? import("@anthropic-ai/sdk")
      : provider === "openai"
        ? import("openai")
        : undefined;
  markHandled(load);
}
