/** A compiled `remote.urls` entry. */
export interface RemotePattern {
  readonly source: string;
  matches(url: URL): boolean;
}

/**
 * Compiles a remote URL pattern as Tauri does: URLPattern syntax, where an empty or missing
 * search and hash match anything and a pathname of "" or "/" matches any path. Components the
 * pattern leaves out after the host stay empty, so `https://example.com` matches only URLs without
 * an explicit port, and `https://*.example.com` does not match `https://example.com`.
 * Throws a TypeError for a pattern URLPattern cannot parse.
 *
 * @example
 * compileRemotePattern("https://*.tauri.app").matches(new URL("https://api.tauri.app/x?q=1")); // true
 */
export function compileRemotePattern(source: string): RemotePattern {
  const parsed = new URLPattern(source);
  const pattern = new URLPattern({
    protocol: parsed.protocol,
    username: parsed.username,
    password: parsed.password,
    hostname: parsed.hostname,
    port: parsed.port,
    pathname: parsed.pathname === "" || parsed.pathname === "/" ? "*" : parsed.pathname,
    search: parsed.search === "" ? "*" : parsed.search,
    hash: parsed.hash === "" ? "*" : parsed.hash,
  });
  return { source, matches: (url) => pattern.test(url.href) };
}
