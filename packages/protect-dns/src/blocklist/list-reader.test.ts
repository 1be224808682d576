import { describe, expect, it } from "vitest";
import { DomainIndexBuilder } from "./domain-index.ts";
import { readList } from "./list-reader.ts";

async function* chunked(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe("readList", () => {
  it("reads lines split anywhere across chunks, with comments, blank lines and CRLF", async () => {
    const text = "# comment\r\ncasino.example\r\n\r\n  *.Bet.Example.  \nnot a domain\nlotto.example";
    for (const size of [1, 2, 3, 7, 64]) {
      const builder = new DomainIndexBuilder();
      const stats = await readList(chunked(text, size), builder);
      expect(stats).toEqual({ lines: 6, invalid: 1 });
      expect([...builder.build().domains()]).toEqual(["casino.example", "bet.example", "lotto.example"]);
    }
  });

  it("skips an overlong line without keeping it, whatever the chunking", async () => {
    const text = `casino.example\n${"a".repeat(5000)}.example\n#${"x".repeat(3000)}\nbet.example\n`;
    for (const size of [100, 4096, 100_000]) {
      const builder = new DomainIndexBuilder();
      expect(await readList(chunked(text, size), builder)).toEqual({ lines: 4, invalid: 1 });
      expect([...builder.build().domains()]).toEqual(["casino.example", "bet.example"]);
    }
  });
});
