import { isIP } from "node:net";
import { domainToASCII } from "node:url";
import { getPublicSuffix } from "tldts";

export type DomainProblem =
  | "empty"
  | "ip_address"
  | "wildcard"
  | "invalid_characters"
  | "label_too_long"
  | "name_too_long"
  | "empty_label"
  | "single_label"
  | "public_suffix";

export type NormalisedDomain = { ok: true; domain: string } | { ok: false; problem: DomainProblem; message: string };

const MAX_NAME = 253;
const MAX_LABEL = 63;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Letters, digits, dot, hyphen and anything non-ASCII (IDN); no URL syntax, spaces or controls. */
const ALLOWED_ASCII = /^[a-zA-Z0-9.-]$/;

function hasForeignAscii(name: string): boolean {
  for (const char of name) if (char.charCodeAt(0) < 128 && !ALLOWED_ASCII.test(char)) return true;
  return false;
}

function fail(problem: DomainProblem, input: string, detail: string): NormalisedDomain {
  return { ok: false, problem, message: `Not a blockable domain "${input.slice(0, 80)}": ${detail}` };
}

/**
 * The one domain rule of the server: lower case, IDN to punycode (A-labels), surrounding space and
 * one trailing dot removed. Refused: IP addresses, wildcards, labels over 63 or names over 253
 * characters, characters outside letters/digits/hyphen, single labels and public suffixes
 * (`com`, `co.uk`): a rule for a public suffix would block every site under it.
 *
 * @example
 * normaliseDomain("Bücher.Example.") // { ok: true, domain: "xn--bcher-kva.example" }
 */
export function normaliseDomain(input: string): NormalisedDomain {
  let name = input.trim();
  if (name.endsWith(".")) name = name.slice(0, -1);
  if (name === "") return fail("empty", input, "empty");
  const bare = name.startsWith("[") && name.endsWith("]") ? name.slice(1, -1) : name;
  if (isIP(bare) !== 0) return fail("ip_address", input, "IP addresses are not domains");
  if (name.includes("*")) return fail("wildcard", input, "wildcards are not needed, a domain blocks its subdomains");
  if (hasForeignAscii(name)) return fail("invalid_characters", input, "only letters, digits and inner hyphens");
  // Check label lengths before the IDN conversion too: domainToASCII refuses over-long labels with "".
  if (name.split(".").some((label) => label.length > MAX_LABEL)) {
    return fail("label_too_long", input, `a label is longer than ${MAX_LABEL} characters`);
  }
  const ascii = domainToASCII(name.toLowerCase());
  if (ascii === "") return fail("invalid_characters", input, "not a valid host name");
  if (isIP(ascii) !== 0) return fail("ip_address", input, "IP addresses are not domains");
  if (ascii.length > MAX_NAME) return fail("name_too_long", input, `longer than ${MAX_NAME} characters`);
  const labels = ascii.split(".");
  for (const label of labels) {
    if (label === "") return fail("empty_label", input, "empty label");
    if (label.length > MAX_LABEL)
      return fail("label_too_long", input, `a label is longer than ${MAX_LABEL} characters`);
    if (!LABEL.test(label)) return fail("invalid_characters", input, "only letters, digits and inner hyphens");
  }
  if (labels.length < 2) return fail("single_label", input, "a domain needs at least two labels");
  if (getPublicSuffix(ascii, { allowPrivateDomains: false }) === ascii) {
    return fail("public_suffix", input, "a public suffix would block every site under it");
  }
  return { ok: true, domain: ascii };
}

/**
 * The names a rule may be stored under that would cover `domain`: the domain itself and each parent
 * down to (and including) its registrable domain. `a.b.example.co.uk` → `a.b.example.co.uk`,
 * `b.example.co.uk`, `example.co.uk`; never `co.uk`.
 */
export function coveringNames(domain: string): string[] {
  const suffix = getPublicSuffix(domain, { allowPrivateDomains: false }) ?? "";
  const suffixLabels = suffix === "" ? 1 : suffix.split(".").length;
  const labels = domain.split(".");
  const names: string[] = [];
  for (let start = 0; labels.length - start > suffixLabels; start += 1) names.push(labels.slice(start).join("."));
  return names;
}
