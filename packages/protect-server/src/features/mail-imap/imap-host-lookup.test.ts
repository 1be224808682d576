// The IMAP connection resolves user-given host names through a lookup that refuses non-public
// addresses (server-side request forgery), while the hosts the operator configured resolve as usual.
// A real imapflow connection against a loopback TCP server that counts who reaches it.
import { createServer, type LookupFunction, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { imapHostLookup } from "../mail-connections/runtime.ts";
import { imapflowConnector } from "./imapflow-session.ts";

let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  server = createServer((socket: Socket) => {
    connections += 1;
    // Not an IMAP server: it says goodbye, so a connection that gets here fails right after.
    socket.end("* BYE not a mail server\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A resolver that answers 127.0.0.1 for every name, as a rebinding attacker's DNS would. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

const login = (host: string) => ({
  host,
  port,
  tls: false,
  user: "someone@example.test",
  secret: { kind: "password" as const, password: "x" },
});

it("refuses a user-given host name that resolves to a loopback address before connecting", async () => {
  const before = connections;
  const connector = imapflowConnector({ connectTimeoutMs: 5_000, lookup: imapHostLookup([], toLoopback) });
  const failure = await connector.open(login("imap.attacker.example")).then(
    () => undefined,
    (error: unknown) => error,
  );
  const messages: string[] = [];
  for (let e: unknown = failure; e instanceof Error; e = e.cause) messages.push(e.message);
  expect(messages.join("\n")).toMatch(/"imap\.attacker\.example" resolves to the non-public address 127\.0\.0\.1/);
  expect(connections).toBe(before);
});

it("lets a host the operator configured resolve to a private address (the connection is made)", async () => {
  const before = connections;
  const connector = imapflowConnector({
    connectTimeoutMs: 5_000,
    lookup: imapHostLookup(["IMAP.internal.example"], toLoopback),
  });
  await expect(connector.open(login("imap.internal.example"))).rejects.toThrow();
  expect(connections).toBe(before + 1);
});
