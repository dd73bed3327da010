import { describe, expect, it } from "vitest";
import type { Message } from "../core/messages.js";
import { createRequestRedaction } from "./request-redaction.js";

// Issue 26, item 2: the one redaction of every request (system prompt and every message).
const SECRET = ["known", "-secret-", "Qw7Zr2Lx9"].join("");
const reversed = [...SECRET].reverse().join("");

describe("request redaction", () => {
  const redactRequest = createRequestRedaction([SECRET]);
  const history: Message[] = [
    { role: "user", content: [{ type: "text", text: `task with ${SECRET}` }] },
    {
      role: "assistant",
      content: [
        { type: "text", text: `echo ${reversed}` },
        { type: "tool_use", id: "t1", name: "bash", input: { command: `echo ${SECRET}`, n: 2 } },
      ],
    },
    { role: "user", content: [{ type: "tool_result", toolUseId: "t1", content: SECRET, isError: false }] },
  ];

  it("replaces the known secrets, in disguise too, in the system prompt and every block", () => {
    const out = redactRequest({ system: `memory: ${SECRET}`, messages: history, tools: [] });
    const text = JSON.stringify(out);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(reversed);
    expect(out.system).toBe("memory: [REDACTED:secret]");
    expect(out.messages[1]?.content[1]).toEqual({
      type: "tool_use",
      id: "t1",
      name: "bash",
      input: { command: "echo [REDACTED:secret]", n: 2 },
    });
    expect(out).toHaveProperty("tools", []);
  });

  it("redacts a message once: the next turn sends the same objects", () => {
    const first = redactRequest({ system: "s", messages: history });
    const next = redactRequest({ system: "s", messages: [...history, { role: "user", content: [] }] });
    expect(next.messages.slice(0, 3).every((message, index) => message === first.messages[index])).toBe(true);
    expect(history[0]?.content[0]).toEqual({ type: "text", text: `task with ${SECRET}` });
  });
});
