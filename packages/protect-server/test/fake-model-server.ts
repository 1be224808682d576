// A local OpenAI-compatible server on loopback: /chat/completions answers with a canned reply that
// echoes the last user message, /audio/speech with a WAV of silence (one second per 10 characters).
// `fail` makes both answer 500, to test the fallbacks.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeModelServer {
  url: string;
  requests: { path: string; body: Record<string, unknown>; authorization: string | undefined }[];
  fail: boolean;
  close(): Promise<void>;
}

/** A PCM WAV (16 kHz, mono, 16-bit) of `seconds` of silence. */
export function silenceWav(seconds: number): Buffer {
  const dataBytes = Math.round(seconds * 16_000) * 2;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

async function json(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown>;
}

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const state: FakeModelServer = { url: "", requests: [], fail: false, close: async () => undefined };
  const server = createServer(async (req, res) => {
    const body = await json(req);
    state.requests.push({ path: req.url ?? "", body, authorization: req.headers.authorization });
    if (state.fail) {
      res.statusCode = 500;
      res.end("{}");
      return;
    }
    if (req.url === "/v1/chat/completions") {
      const messages = body.messages as { role: string; content: string }[];
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          choices: [{ message: { role: "assistant", content: `Model says: ${messages.at(-1)?.content}` } }],
        }),
      );
      return;
    }
    if (req.url === "/v1/audio/speech") {
      res.setHeader("content-type", "audio/wav");
      res.end(silenceWav(Math.max(1, String(body.input).length / 10)));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
