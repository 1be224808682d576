// The last policy document and lists, kept in the data folder (mode 0600: it holds token hashes and
// users' own domains). Written atomically: a temporary file renamed over the old one.
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ListName, type PolicyDocument, policyDocument } from "./contract.ts";

export class PolicyDiskCache {
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = join(dataDir, "policy");
  }

  async loadPolicy(): Promise<PolicyDocument | null> {
    try {
      const parsed = policyDocument.safeParse(JSON.parse(await readFile(join(this.#dir, "policy.json"), "utf8")));
      return parsed.success && parsed.data.full ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async savePolicy(document: PolicyDocument): Promise<void> {
    await mkdir(this.#dir, { recursive: true, mode: 0o700 });
    const file = join(this.#dir, "policy.json");
    await writeFile(`${file}.tmp`, JSON.stringify(document), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  }

  async loadList(name: ListName): Promise<{ etag: string; chunks: AsyncIterable<Uint8Array> } | null> {
    try {
      const meta = JSON.parse(await readFile(join(this.#dir, `list-${name}.json`), "utf8")) as { etag?: unknown };
      if (typeof meta.etag !== "string") return null;
      const file = join(this.#dir, `list-${name}.txt`);
      await access(file);
      return { etag: meta.etag, chunks: createReadStream(file, { highWaterMark: 1 << 16 }) };
    } catch {
      return null;
    }
  }

  /**
   * Passes the chunks through while writing them to the data folder; the file replaces the old one
   * only once the whole list has been read.
   */
  async *saveList(name: ListName, etag: string, chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    await mkdir(this.#dir, { recursive: true, mode: 0o700 });
    const file = join(this.#dir, `list-${name}.txt`);
    const out = createWriteStream(`${file}.tmp`, { mode: 0o600 });
    let complete = false;
    try {
      for await (const chunk of chunks) {
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
        yield chunk;
      }
      complete = true;
    } finally {
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      if (complete) {
        await rename(`${file}.tmp`, file);
        await writeFile(join(this.#dir, `list-${name}.json`), JSON.stringify({ etag }), { mode: 0o600 });
      } else {
        await rm(`${file}.tmp`, { force: true });
      }
    }
  }
}
