import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogFromAclManifests } from "./catalog/acl-manifest.ts";
import { coreCatalog, mergeCatalogs } from "./catalog/catalog.ts";
import { checkCapabilityFiles } from "./check.ts";
import { readCapabilityFile } from "./format/capability-file.ts";
import { allowedCommands } from "./resolve/query.ts";
import { CORPUS_MISSING, corpusDir } from "./testing/corpus-dir.ts";

const dir = corpusDir();
const files = dir ? readdirSync(join(dir, "files")).sort() : [];
const read = (name: string) => ({ path: name, content: readFileSync(join(dir ?? "", "files", name)) });

/** The files INDEX.md lists as carrying duplicate permission entries (a `uniqueItems` violation). */
function filesWithDuplicatesPerIndex(): string[] {
  const index = readFileSync(join(dir ?? "", "INDEX.md"), "utf8");
  return index
    .split("\n")
    .filter((line) => /duplicate/i.test(line) && line.startsWith("|"))
    .map((line) => /`files\/([^`]+)`/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

describe.skipIf(!dir)(`real capability files (skipped when the ${CORPUS_MISSING})`, () => {
  it("holds the 29 files INDEX.md lists", () => {
    expect(files).toHaveLength(29);
  });

  it.each(files)("parses %s into at least one capability", (name) => {
    const report = readCapabilityFile(name, read(name).content);
    expect(report.diagnostics.filter((d) => d.code === "syntax")).toEqual([]);
    expect(report.capabilities.length).toBeGreaterThan(0);
  });

  it("reports as errors, without a manifest, exactly the duplicate entries INDEX.md notes", () => {
    const result = checkCapabilityFiles(files.map(read));
    const invalid = result.files.filter((f) => !f.valid).map((f) => f.path);
    expect(invalid).toEqual(filesWithDuplicatesPerIndex());
    expect(invalid).toHaveLength(3);
    const codes = new Set(result.files.flatMap((f) => f.errors.map((e) => e.code)));
    expect([...codes]).toEqual(["duplicate-entry"]);
  });

  it("validates the phase-rs file with no warning against its generated manifest", () => {
    const text = readFileSync(join(dir ?? "", "generated-example/phase-rs__phase/acl-manifests.json"), "utf8");
    const manifest = catalogFromAclManifests(JSON.parse(text));
    if (!manifest.ok) throw new Error(manifest.message);
    const catalog = mergeCatalogs(coreCatalog(), manifest.catalog);
    const result = checkCapabilityFiles([read("phase-rs__phase__default.json")], { catalog, strict: true });
    expect(result.files[0]).toEqual({ path: "phase-rs__phase__default.json", valid: true, errors: [], warnings: [] });
    const keys = allowedCommands(result.acl, { window: "main", platform: "linux" }).map((c) => c.key);
    expect(keys).toContain("shell|execute");
    expect(keys).toContain("updater|download_and_install");
    expect(keys).not.toContain("core:window|activity_name");
    const execute = allowedCommands(result.acl, { window: "main", platform: "linux" }).find(
      (c) => c.key === "shell|execute",
    );
    expect(execute?.allow).toEqual([{ name: "binaries/phase-server", sidecar: true, args: [] }]);
  });

  it("resolves a remote-only capability only for matching URLs (readest webdriver-remote)", () => {
    const result = checkCapabilityFiles([read("readest__readest__webdriver-remote.json")]);
    const ctx = { window: "main", platform: "linux" as const };
    expect(allowedCommands(result.acl, ctx)).toEqual([]);
    expect(allowedCommands(result.acl, { ...ctx, url: "http://localhost:4444/x" }).length).toBeGreaterThan(0);
  });

  it("lets the Cap deny win over its own allow", () => {
    const result = checkCapabilityFiles([read("CapSoftware__Cap__default.json")]);
    const keys = allowedCommands(result.acl, { window: "main", platform: "macOS" }).map((c) => c.key);
    expect(keys).not.toContain("core:window|set_visible_on_all_workspaces");
    expect(keys).toContain("core:window|set_focus");
  });
});
