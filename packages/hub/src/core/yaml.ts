// YAML for the hub's files: the hub's own plain YAML is read without loading the yaml package
// and written without it (yaml-simple.ts); everything else goes through yaml, loaded on first use.
import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import { NOT_SIMPLE, parseSimpleYaml, stringifySimpleYaml } from "./yaml-simple.ts";

type YamlPackage = typeof import("yaml");

/** Set by scripts/bundle.ts: the bundled yaml module, next to the bundle's chunks. */
declare const HUB_BUNDLED_YAML: string | undefined;

let yamlPackage: YamlPackage | undefined;

function yaml(): YamlPackage {
  // require() of an ES module is synchronous in Node >= 22.12: parsing stays a plain function call.
  yamlPackage ??= createRequire(import.meta.url)(
    typeof HUB_BUNDLED_YAML === "string" ? HUB_BUNDLED_YAML : "yaml",
  ) as YamlPackage;
  return yamlPackage;
}

/** What yaml's parse gives for `text` (YAML 1.2 core schema); throws yaml's error for invalid YAML. */
export function parseYaml(text: string): unknown {
  const simple = parseSimpleYaml(text);
  return simple === NOT_SIMPLE ? yaml().parse(text) : simple;
}

/** YAML text for a value, long strings kept on one line (yaml's own text when it is more than plain). */
export function stringifyYaml(value: unknown): string {
  const simple = stringifySimpleYaml(value, isDeepStrictEqual);
  return simple === NOT_SIMPLE ? yaml().stringify(value, { lineWidth: 0 }) : simple;
}
