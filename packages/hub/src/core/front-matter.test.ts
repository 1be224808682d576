import { describe, expect, it } from "vitest";
import { FrontMatterError, parseMarkdown, serializeMarkdown } from "./front-matter.ts";

describe("front matter", () => {
  it("round-trips data and body, keeping ISO timestamps as strings", () => {
    const doc = {
      data: { id: "TSK-0001", title: "A: colon", updatedAt: "2026-11-21T12:00:00.000Z", tags: ["x"] },
      body: "# Heading\n\ntext",
    };
    const text = serializeMarkdown(doc);
    expect(text.startsWith("---\nid: TSK-0001\n")).toBe(true);
    expect(parseMarkdown(text)).toEqual(doc);
  });

  it("reads a hand-written file with CRLF line endings and an empty body", () => {
    expect(parseMarkdown("---\r\ntitle: hi\r\n---\r\n")).toEqual({ data: { title: "hi" }, body: "" });
  });

  it("reads an empty front matter block", () => {
    expect(parseMarkdown("---\n---\nbody")).toEqual({ data: {}, body: "body" });
  });

  it("rejects a file without front matter, naming the file", () => {
    expect(() => parseMarkdown("just text", "/x/TSK-0001.md")).toThrow(FrontMatterError);
    expect(() => parseMarkdown("just text", "/x/TSK-0001.md")).toThrow('Cannot parse "/x/TSK-0001.md"');
  });

  it("rejects unclosed front matter and invalid YAML", () => {
    expect(() => parseMarkdown("---\ntitle: x\n")).toThrow("not closed");
    expect(() => parseMarkdown("---\ntitle: [x\n---\n")).toThrow("invalid YAML");
    expect(() => parseMarkdown("---\n- a\n- b\n---\n")).toThrow("mapping");
  });
});
