import { readFileSync } from "node:fs";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { HubApi } from "../core/api.ts";
import { createHubMcpServer } from "./create-mcp-server.ts";

export interface StdioOptions {
  signal: AbortSignal;
}

/** Serves the tools on stdin/stdout; resolves when the client closes stdin or the signal aborts. */
export async function serveMcpStdio(hub: HubApi, options: StdioOptions): Promise<void> {
  const server = createHubMcpServer(hub, { version: packageVersion() });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once("end", () => resolve());
    options.signal.addEventListener("abort", () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}
