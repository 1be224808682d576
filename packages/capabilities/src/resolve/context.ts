import type { Target } from "../format/schema.ts";
import type { CapabilityTarget } from "./resolve.ts";

/** Who is calling: the window and webview labels, the page URL and the platform. */
export interface CallContext {
  readonly window: string;
  /** Defaults to the window label. */
  readonly webview?: string;
  /** The page's URL; absent means the app's own (local) URL. */
  readonly url?: string | URL;
  readonly platform: Target;
}

export type Origin = { readonly kind: "local" } | { readonly kind: "remote"; readonly url: URL };

/** Thrown for a context that cannot be evaluated, such as a malformed URL. */
export class ContextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContextError";
  }
}

const LOCAL: Origin = { kind: "local" };

/**
 * Decides whether a URL is the app's own (served by Tauri: `tauri://localhost`,
 * `http(s)://tauri.localhost`) or remote.
 *
 * @example
 * originOf("https://tauri.localhost/index.html"); // { kind: "local" }
 * originOf("https://example.com/"); // { kind: "remote", url }
 */
export function originOf(url: string | URL | undefined): Origin {
  if (url === undefined) return LOCAL;
  let parsed: URL;
  if (url instanceof URL) parsed = url;
  else if (URL.canParse(url)) parsed = new URL(url);
  else throw new ContextError(`Invalid URL "${url}": expected an absolute URL such as "https://example.com/"`);
  if (parsed.protocol === "tauri:" || parsed.hostname === "tauri.localhost") return LOCAL;
  return { kind: "remote", url: parsed };
}

/** Whether a capability's origins include the caller's. */
export function originMatches(target: CapabilityTarget, origin: Origin): boolean {
  if (origin.kind === "local") return target.local;
  return target.remotes.some((pattern) => pattern.matches(origin.url));
}

/** A capability applies when its window patterns match the window OR its webview patterns match the webview. */
export function labelsMatch(target: CapabilityTarget, labels: { window: string; webview: string }): boolean {
  return target.windows.some((g) => g.matches(labels.window)) || target.webviews.some((g) => g.matches(labels.webview));
}

export const platformMatches = (platforms: ReadonlySet<Target> | undefined, platform: Target) =>
  platforms === undefined || platforms.has(platform);

/** Orders strings by Unicode code point (not UTF-16 code unit, as `<` does). */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]!.codePointAt(0) ?? 0) - (y[i]!.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
