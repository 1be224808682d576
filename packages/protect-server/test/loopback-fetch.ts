// A fetch over node:http that sends from a chosen loopback address and opens a new connection per
// request: tests act as distinct clients (127.0.0.2, 127.0.0.3 …), and a balancer sees each
// request on its own connection.
import { request as httpRequest } from "node:http";

export function loopbackFetch(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: request.method,
          headers: Object.fromEntries(request.headers),
          localAddress,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
            }
            const status = res.statusCode ?? 0;
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  };
}
