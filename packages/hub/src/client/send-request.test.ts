import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createNetServer, type Server as NetServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { HttpWireError, ResponseReader, requestHead } from "./http-wire.ts";
import { RequestTimeoutError, sendRequest } from "./send-request.ts";

const servers: (HttpServer | NetServer)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen<T extends HttpServer | NetServer>(server: T): Promise<URL> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return new URL(`http://127.0.0.1:${address.port}`);
}

/** A server that answers every connection with `answer` once the request head has arrived. */
function rawServer(answer: (socket: Socket, request: string) => void): NetServer {
  return createNetServer((socket) => {
    let request = "";
    socket.on("data", (chunk) => {
      request += chunk.toString("latin1");
      if (request.includes("\r\n\r\n")) answer(socket, request);
    });
    socket.on("error", () => {});
  });
}

const options = { method: "GET", headers: {}, timeoutMs: 5_000 };

/** Feeds `bytes` to a reader one byte at a time; the answer and the index of the byte that completed it. */
function feedByBytes(bytes: Buffer): { response: ReturnType<ResponseReader["push"]>; at: number } {
  const reader = new ResponseReader();
  for (let at = 0; at < bytes.length; at++) {
    const response = reader.push(bytes.subarray(at, at + 1));
    if (response) return { response, at };
  }
  return { response: undefined, at: -1 };
}

describe("the answer reader (HTTP/1.1 framing)", () => {
  it("ends a Content-Length body at its length, a byte at a time, multi-byte UTF-8 split across bytes", () => {
    const body = Buffer.from('{"title":"Grüße – 漢字 🎉"}');
    const bytes = Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${body.length}\r\n\r\n`), body]);
    const { response, at } = feedByBytes(bytes);
    expect(response).toEqual({ status: 200, text: body.toString() });
    expect(at).toBe(bytes.length - 1);
  });

  it("decodes chunked bodies with extensions and trailers, skipping interim 1xx answers", () => {
    const wire =
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n" +
      "HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n" +
      "4;name=value\r\nWiki\r\n5\r\npedia\r\nE\r\n in\r\n\r\nchunks.\r\n0\r\nX-Trailer: 1\r\n\r\n";
    const { response, at } = feedByBytes(Buffer.from(wire));
    expect(response).toEqual({ status: 201, text: "Wikipedia in\r\n\r\nchunks." });
    expect(at).toBe(Buffer.byteLength(wire) - 1);
    const whole = new ResponseReader().push(Buffer.from(wire));
    expect(whole).toEqual(response);
  });

  it("runs a body without length to the connection's end, and has no body for 204", () => {
    const reader = new ResponseReader();
    expect(reader.push(Buffer.from("HTTP/1.0 200 OK\r\n\r\npart one, "))).toBeUndefined();
    expect(reader.push(Buffer.from("part two"))).toBeUndefined();
    expect(reader.end()).toEqual({ status: 200, text: "part one, part two" });
    expect(new ResponseReader().push(Buffer.from("HTTP/1.1 204 No Content\r\nContent-Length: 7\r\n\r\n"))).toEqual({
      status: 204,
      text: "",
    });
  });

  it("refuses what is not a well-formed answer", () => {
    const bad = [
      "SSH-2.0-OpenSSH\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
      "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabX\r\n",
      "HTTP/1.1 101 Switching Protocols\r\n\r\n",
      `HTTP/1.1 200 OK\r\nX: ${"a".repeat(70_000)}`,
    ];
    for (const wire of bad) {
      expect(() => new ResponseReader().push(Buffer.from(wire)), wire.slice(0, 40)).toThrow(HttpWireError);
    }
    const cut = new ResponseReader();
    expect(cut.push(Buffer.from("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort"))).toBeUndefined();
    expect(() => cut.end()).toThrow(/closed the connection before/);
  });

  it("writes a request head that a line break in a header value cannot extend", () => {
    const url = new URL("http://[::1]:4747/tasks?q=a%20b");
    const head = requestHead("POST", url, { authorization: "Bearer t0k" }, 12).toString("latin1");
    expect(head).toBe(
      "POST /tasks?q=a%20b HTTP/1.1\r\nhost: [::1]:4747\r\nconnection: close\r\n" +
        "authorization: Bearer t0k\r\ncontent-length: 12\r\n\r\n",
    );
    expect(requestHead("POST", url, {}, undefined).toString()).toContain("content-length: 0\r\n");
    expect(requestHead("GET", url, {}, undefined).toString()).not.toContain("content-length");
    expect(() => requestHead("GET", url, { authorization: "Bearer x\r\nx-admin: 1" }, undefined)).toThrow(TypeError);
    expect(() => requestHead("GET", url, { authorization: "a\0b" }, undefined)).toThrow(TypeError);
    expect(() => requestHead("GET", url, { "bad name": "x" }, undefined)).toThrow(TypeError);
    expect(() => requestHead("GET /x HTTP/1.1\r\n", url, {}, undefined)).toThrow(TypeError);
  });
});

describe("sendRequest over a socket", () => {
  it("talks to node:http: JSON in, a chunked answer out, the body's UTF-8 intact", async () => {
    const seen: { method?: string; url?: string; headers?: Record<string, unknown>; body?: string } = {};
    const url = await listen(
      createHttpServer((req, res) => {
        let body = "";
        req.setEncoding("utf8");
        req.on("data", (chunk: string) => {
          body += chunk;
        });
        req.on("end", () => {
          Object.assign(seen, { method: req.method, url: req.url, headers: req.headers, body });
          res.writeHead(200, { "content-type": "application/json" });
          // Several writes without a length: node:http sends them chunked.
          res.write('{"echo":');
          res.write(JSON.stringify(body));
          res.end("}");
        });
      }),
    );
    const response = await sendRequest(new URL("/tasks?x=1", url), {
      method: "POST",
      headers: { authorization: "Bearer secret" },
      body: { title: "Grüße 🎉" },
      timeoutMs: 5_000,
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ echo: JSON.stringify({ title: "Grüße 🎉" }) });
    expect(seen).toMatchObject({
      method: "POST",
      url: "/tasks?x=1",
      headers: { authorization: "Bearer secret", "content-type": "application/json", accept: "application/json" },
    });
  });

  it("resolves as soon as a Content-Length body is complete, without waiting for the close", async () => {
    // The server never closes: the answer must still arrive.
    const url = await listen(
      rawServer((socket) => socket.write('HTTP/1.1 404 Not Found\r\nContent-Length: 17\r\n\r\n{"error":"nope"}\n')),
    );
    await expect(sendRequest(url, options)).resolves.toEqual({ status: 404, text: '{"error":"nope"}\n' });
  });

  it("rejects a server that says nothing in time, a cut answer and a refused connection", async () => {
    const silent = await listen(rawServer(() => {}));
    const error = await sendRequest(silent, { ...options, timeoutMs: 200 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);

    const cut = await listen(rawServer((socket) => socket.end("HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n{")));
    await expect(sendRequest(cut, options)).rejects.toThrow(HttpWireError);

    await expect(sendRequest(new URL("http://127.0.0.1:9"), options)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("never sends a request whose header would carry a line break", async () => {
    let connections = 0;
    const url = await listen(
      rawServer((socket) => socket.end("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")).on("connection", () => {
        connections += 1;
      }),
    );
    await expect(sendRequest(url, { ...options, headers: { authorization: "x\r\nx-admin: yes" } })).rejects.toThrow(
      TypeError,
    );
    expect(connections).toBe(0);
  });
});
