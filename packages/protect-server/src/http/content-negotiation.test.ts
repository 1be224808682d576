import { describe, expect, it } from "vitest";
import { negotiateMediaType } from "./content-negotiation.ts";

const JSON_TYPE = "application/json; charset=utf-8";
const PROFILE = "application/x-apple-aspen-config";
const both = [JSON_TYPE, PROFILE] as const;

describe("negotiateMediaType (RFC 9110 §12.5.1)", () => {
  it.each([
    ["no Accept header", undefined, JSON_TYPE],
    ["an empty one", "", JSON_TYPE],
    ["*/*", "*/*", JSON_TYPE],
    ["a type/* range covering both", "application/*", JSON_TYPE],
    ["the profile alone", PROFILE, PROFILE],
    ["the issue's header", `${PROFILE}, application/json;q=0.9, */*;q=0.8`, PROFILE],
    ["JSON weighted below the profile", `application/json;q=0.5, ${PROFILE};q=0.6`, PROFILE],
    ["JSON weighted above the profile", `${PROFILE};q=0.5, application/json`, JSON_TYPE],
    ["equal weights: the named type beats the wildcard", `*/*, ${PROFILE}`, PROFILE],
    ["equal weights, both named: the client's first", `${PROFILE}, application/json`, PROFILE],
    ["equal weights, both named, JSON first", `application/json, ${PROFILE}`, JSON_TYPE],
    ["q=0 excludes a type the wildcard would allow", "application/json;q=0, */*", PROFILE],
    ["the more specific range decides, wherever it stands", `${PROFILE};q=0, application/*;q=1`, JSON_TYPE],
    ["case and spaces do not matter", ` Application/X-Apple-Aspen-Config ; Q=1 , APPLICATION/JSON ; q=0.1`, PROFILE],
    ["a matching parameter", "application/json;charset=UTF-8", JSON_TYPE],
    ["q=1.000 and q=0. are qvalues", `application/json;q=0., ${PROFILE};q=1.000`, PROFILE],
    ["a malformed member is left out", `garbage, ${PROFILE}`, PROFILE],
    ["an invalid qvalue leaves its member out", `${PROFILE};q=2, application/json;q=0.1`, JSON_TYPE],
    ["a header with no valid member accepts anything", "no slash here", JSON_TYPE],
    ["a quoted parameter holding a comma", `text/plain;x="a,b", ${PROFILE}`, PROFILE],
  ])("%s → %s", (_case, accept, expected) => {
    expect(negotiateMediaType(accept, both)).toBe(expected);
  });

  it.each([
    ["a type the route does not have", "text/html"],
    ["JSON and the profile both excluded", "application/json;q=0, application/x-apple-aspen-config;q=0, text/*"],
    ["a parameter JSON does not carry", "application/json;charset=latin1"],
    ["*/*;q=0", "*/*;q=0"],
  ])("%s → not acceptable", (_case, accept) => {
    expect(negotiateMediaType(accept, both)).toBeUndefined();
  });

  it("offers only what the route has: the profile asked for where there is none is not acceptable", () => {
    expect(negotiateMediaType(PROFILE, [JSON_TYPE])).toBeUndefined();
    expect(negotiateMediaType(`${PROFILE}, */*;q=0.1`, [JSON_TYPE])).toBe(JSON_TYPE);
  });
});
