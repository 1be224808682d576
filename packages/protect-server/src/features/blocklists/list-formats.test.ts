import { describe, expect, it } from "vitest";
import { createListReader } from "./list-formats.ts";

function readAll(text: string) {
  const reader = createListReader();
  const domains: string[] = [];
  let invalid = 0;
  for (const line of text.split(/\r?\n/)) {
    const result = reader.read(line);
    domains.push(...result.domains);
    invalid += result.invalid;
  }
  return { domains, invalid };
}

describe("blocklist line formats", () => {
  it("reads hosts files, skipping local names and comments", () => {
    const text =
      "# comment\n127.0.0.1 localhost\n0.0.0.0 Casino.Example other.example # trailing\n::1 ip6-localhost\n0.0.0.0 bad_name.example\n";
    expect(readAll(text)).toEqual({ domains: ["casino.example", "other.example"], invalid: 1 });
  });

  it("reads plain domain lists with IDN and trailing dots", () => {
    expect(readAll("casino.example.\nbücher.example\r\n\n*.wild.example\n192.0.2.1\n")).toEqual({
      domains: ["casino.example", "xn--bcher-kva.example"],
      invalid: 2,
    });
  });

  it("reads adblock rules, skipping exceptions, options and cosmetic filters", () => {
    const text =
      "[Adblock Plus 2.0]\n! Title\n||casino.example^\n||bet.example^$important\n@@||ok.example^\n||ads.example^$third-party\n##.banner\n";
    expect(readAll(text)).toEqual({ domains: ["casino.example", "bet.example"], invalid: 0 });
  });

  it("reads dnsmasq address, server and local lines, several domains per line", () => {
    const text = "address=/casino.example/0.0.0.0\nserver=/bet.example/\nlocal=/a.example/b.example/\naddress=/#/\n";
    expect(readAll(text).domains).toEqual(["casino.example", "bet.example", "a.example", "b.example"]);
  });

  it("reads RPZ zones: origin cut off, wildcards folded, SOA and NS skipped", () => {
    const text = [
      "$TTL 300",
      "$ORIGIN rpz.local.",
      "@ SOA ns.rpz.local. admin.rpz.local. 1 3600 600 86400 300",
      "@ NS ns.rpz.local.",
      "casino.example CNAME .",
      "*.casino.example CNAME .",
      "bet.example.rpz.local. 3600 IN CNAME .",
      "; comment",
    ].join("\n");
    expect(readAll(text).domains).toEqual(["casino.example", "casino.example", "bet.example"]);
  });

  it("counts lines that are neither entries nor comments as invalid", () => {
    expect(readAll("this is not a list line\n").invalid).toBe(1);
  });
});
