import { Agent, createServer, get, type IncomingMessage } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { describe, expect, it } from "vitest";
import { isPublicAddress, type NonPublicAddressError, publicOnlyLookup } from "./public-address.ts";

/** A resolver with fixed answers (no DNS in tests). */
function fixedResolver(answers: Record<string, string[]>): LookupFunction {
  return (hostname, options, callback) => {
    const addresses = (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    if (addresses.length === 0) {
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "");
    } else if (options.all) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? "", addresses[0]?.family);
  };
}

/** The lookup's answer as a promise: the addresses, or the error's code. */
function lookupWith(lookup: LookupFunction, hostname: string, all: boolean): Promise<unknown> {
  return new Promise((resolve) => {
    lookup(hostname, { all }, (error, address, family) => {
      resolve(error ? { error: error.code, address: (error as NonPublicAddressError).address } : { address, family });
    });
  });
}

describe("public addresses", () => {
  it("refuses loopback, private, link-local, metadata, unspecified, multicast and reserved addresses", () => {
    const nonPublic = [
      "127.0.0.1",
      "127.255.0.9",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.251",
      "255.255.255.255",
      "192.0.2.1",
      "198.18.0.1",
      "::1",
      "::",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "[::ffff:169.254.169.254]",
      "::ffff:10.0.0.1",
      "64:ff9b::7f00:1",
      "2001:db8::1",
      "2002:7f00:1::1",
      "2001::1",
      "not an address",
      "",
    ];
    const publicOnes = [
      "93.184.215.14",
      "8.8.8.8",
      "172.32.0.1",
      "2606:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ];
    expect(nonPublic.filter(isPublicAddress)).toEqual([]);
    expect(publicOnes.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  it("the lookup refuses a name with any non-public answer and passes public ones, in both callback forms", async () => {
    const resolve = fixedResolver({
      "loop.example.test": ["127.0.0.1"],
      "mixed.example.test": ["93.184.215.14", "10.0.0.7"],
      "good.example.test": ["93.184.215.14", "2606:4700::1111"],
    });
    const lookup = publicOnlyLookup({ allowPrivateNetworks: false, resolve });
    for (const all of [false, true]) {
      expect(await lookupWith(lookup, "loop.example.test", all)).toEqual({
        error: "ERR_NON_PUBLIC_ADDRESS",
        address: "127.0.0.1",
      });
      expect(await lookupWith(lookup, "mixed.example.test", all)).toEqual({
        error: "ERR_NON_PUBLIC_ADDRESS",
        address: "10.0.0.7",
      });
      expect(await lookupWith(lookup, "nowhere.example.test", all)).toMatchObject({ error: "ENOTFOUND" });
    }
    expect(await lookupWith(lookup, "good.example.test", false)).toEqual({ address: "93.184.215.14", family: 4 });
    expect(await lookupWith(lookup, "good.example.test", true)).toEqual({
      address: [
        { address: "93.184.215.14", family: 4 },
        { address: "2606:4700::1111", family: 6 },
      ],
      family: undefined,
    });
    const open = publicOnlyLookup({ allowPrivateNetworks: true, resolve });
    expect(await lookupWith(open, "loop.example.test", false)).toEqual({ address: "127.0.0.1", family: 4 });
  });

  it("an agent with the lookup never connects to a name that resolves into loopback; allowed, it does", async () => {
    let connections = 0;
    const server = createServer((_req, res) => res.end("reached"));
    server.on("connection", () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const resolve = fixedResolver({ "internal.example.test": ["127.0.0.1"] });
    const fetchVia = (allowPrivateNetworks: boolean) =>
      new Promise<string>((done) => {
        const agent = new Agent({ lookup: publicOnlyLookup({ allowPrivateNetworks, resolve }) });
        get(`http://internal.example.test:${port}/`, { agent }, (res: IncomingMessage) => {
          res.setEncoding("utf8");
          let body = "";
          res.on("data", (chunk: string) => {
            body += chunk;
          });
          res.on("end", () => done(body));
        }).on("error", (error: NodeJS.ErrnoException) => done(error.code ?? "error"));
      });
    try {
      expect(await fetchVia(false)).toBe("ERR_NON_PUBLIC_ADDRESS");
      expect(connections).toBe(0);
      expect(await fetchVia(true)).toBe("reached");
      expect(connections).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
