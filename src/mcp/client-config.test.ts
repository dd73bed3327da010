import { describe, expect, it } from "vitest";
import { ConfigError } from "../core/errors.js";
import { parseMcpConfig } from "./client-config.js";

describe("parseMcpConfig", () => {
  it("reads local servers and skips remote ones with a reason", () => {
    const config = parseMcpConfig(
      JSON.stringify({
        mcpServers: {
          local: { command: "node", args: ["tools/mcp.mjs"], env: { MODE: "x" } },
          typed: { type: "stdio", command: "uvx", args: ["mcp-server-git"] },
          remote: { type: "http", url: "https://mcp.example.com/mcp" },
          legacy: { url: "https://mcp.example.com/sse" },
        },
      }),
      ".mcp.json",
    );
    expect(config.servers).toEqual([
      { name: "local", command: "node", args: ["tools/mcp.mjs"], env: { MODE: "x" } },
      { name: "typed", command: "uvx", args: ["mcp-server-git"], env: {} },
    ]);
    expect(config.skipped.map((entry) => entry.name)).toEqual(["remote", "legacy"]);
    expect(config.skipped[0]?.why).toMatch(/only local stdio servers/);
  });

  it("takes env values literally: ${VAR} is not expanded from Alfred's environment", () => {
    const config = parseMcpConfig(
      JSON.stringify({ mcpServers: { s: { command: "x", env: { TOKEN: "${GITHUB_TOKEN}" } } } }),
      ".mcp.json",
    );
    expect(config.servers[0]?.env).toEqual({ TOKEN: "${GITHUB_TOKEN}" });
  });

  it.each([
    ["not JSON", "{ nope", /\.mcp\.json/],
    ["no mcpServers", "{}", /mcpServers/],
    ["a bad server name", JSON.stringify({ mcpServers: { "a b": { command: "x" } } }), /letters, digits/],
    ["an empty command", JSON.stringify({ mcpServers: { s: { command: "" } } }), /mcpServers\.s\.command/],
    [
      "args not strings",
      JSON.stringify({ mcpServers: { s: { command: "x", args: [1] } } }),
      /mcpServers\.s\.args\[0\]/,
    ],
  ])("names the file and the place of %s", (_name, text, place) => {
    let error: unknown;
    try {
      parseMcpConfig(text, ".mcp.json");
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String(error)).toMatch(/\.mcp\.json/);
    expect(String(error)).toMatch(place);
  });
});
