import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./openapi.generated.ts";

export type { components, operations, paths } from "./openapi.generated.ts";

export type ProtectClient = Client<paths>;

/**
 * A typed HTTP client of protect-server, generated from its OpenAPI document: paths, bodies and
 * responses are checked against the document the apps rely on.
 *
 * @example
 * const api = createProtectClient("http://127.0.0.1:8420", { token });
 * const { data, error, response } = await api.GET("/api/me");
 */
export function createProtectClient(
  baseUrl: string,
  options: { token?: string; headers?: Record<string, string>; fetch?: typeof fetch } = {},
): ProtectClient {
  return createClient<paths>({
    baseUrl,
    headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
