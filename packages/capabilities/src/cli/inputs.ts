import { catalogFromAclManifests } from "../catalog/acl-manifest.ts";
import { type Catalog, coreCatalog, mergeCatalogs } from "../catalog/catalog.ts";
import type { FileInput } from "../check.ts";
import { TARGETS, type Target } from "../format/schema.ts";
import { closestMatches, didYouMean } from "../format/suggest.ts";
import type { CallContext } from "../resolve/context.ts";
import { type CliIo, UsageError } from "./io.ts";

/** Reads every capability file named on the command line (directories are searched). */
export function loadFiles(paths: readonly string[], io: CliIo): FileInput[] {
  if (paths.length === 0) throw new UsageError("Missing capability files: expected at least one file or directory");
  const files = paths.flatMap((p) => io.listFiles(p));
  if (files.length === 0)
    throw new UsageError(
      `No capability files found in ${paths.map((p) => `"${p}"`).join(", ")}: expected .json, .json5 or .toml files`,
    );
  return files.map((path) => ({ path, content: io.readFile(path) }));
}

/** The core catalog, plus the plugins of an `acl-manifests.json` when one is given. */
export function loadCatalog(manifest: string | undefined, io: CliIo): Catalog {
  if (manifest === undefined) return coreCatalog();
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(io.readFile(manifest)));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Invalid manifest "${manifest}": expected the JSON of a Tauri acl-manifests.json`);
  }
  const result = catalogFromAclManifests(value);
  if (!result.ok) throw new UsageError(`Invalid manifest "${manifest}": ${result.message}`);
  return mergeCatalogs(coreCatalog(), result.catalog);
}

export function parsePlatform(value: string | undefined, io: CliIo): Target {
  if (value === undefined) return io.platform;
  const target = TARGETS.find((t) => t === value);
  if (target) return target;
  const list = TARGETS.map((t) => `"${t}"`).join(", ");
  throw new UsageError(
    `Unknown platform "${value}": expected one of ${list}${didYouMean(closestMatches(value, TARGETS, 1))}`,
  );
}

export interface ContextFlags {
  readonly window?: string;
  readonly webview?: string;
  readonly url?: string;
  readonly platform?: string;
}

/** The call context from `--window`, `--webview`, `--url` and `--platform`. */
export function contextOf(flags: ContextFlags, io: CliIo): CallContext {
  if (flags.window === undefined) throw new UsageError("Missing --window: expected the label of the calling window");
  if (flags.url !== undefined && !URL.canParse(flags.url)) {
    throw new UsageError(`Invalid URL "${flags.url}": expected an absolute URL such as "https://example.com/"`);
  }
  return {
    window: flags.window,
    webview: flags.webview ?? flags.window,
    ...(flags.url === undefined ? {} : { url: flags.url }),
    platform: parsePlatform(flags.platform, io),
  };
}
