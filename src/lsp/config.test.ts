import { describe, expect, it } from "vitest";
import { parseLspConfig } from "./config.js";

describe(".alfred/lsp.json", () => {
  it("reads servers; a relative command with a slash is resolved against the workspace", () => {
    const servers = parseLspConfig(
      JSON.stringify({
        servers: [
          {
            command: "node_modules/.bin/typescript-language-server",
            args: ["--stdio"],
            languages: ["typescript"],
          },
          { command: "gopls", rootUri: "file:///repo/go" },
        ],
      }),
      "/repo",
    );
    expect(servers).toEqual([
      {
        name: "typescript-language-server",
        command: "/repo/node_modules/.bin/typescript-language-server",
        args: ["--stdio"],
        languages: ["typescript"],
        origin: "config",
      },
      { name: "gopls", command: "gopls", args: [], rootUri: "file:///repo/go", origin: "config" },
    ]);
  });

  it.each([
    ["{ servers: [] }", /^\.alfred\/lsp\.json:1:3: not valid JSON/],
    ['{"servers": [{"args": []}]}', /^\.alfred\/lsp\.json: servers\[0\]\.command: /],
    ['{"servers": [{"command": "x", "env": {}}]}', /^\.alfred\/lsp\.json: servers\[0\]: unknown key "env"/],
    [
      '{"servers": [{"command": "x", "rootUri": "/repo"}]}',
      /servers\[0\]\.rootUri: expected a file:\/\/ URI/,
    ],
    ['{"servers": [{"command": "x", "languages": []}]}', /servers\[0\]\.languages: expected at least one/],
    ["[]", /^\.alfred\/lsp\.json: \(root\): /],
  ])("refuses %s with the file and place", (text, message) => {
    expect(() => parseLspConfig(text, "/repo")).toThrow(message);
  });
});
