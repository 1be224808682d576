import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HubApi } from "../core/api.ts";
import { createHubMcpServer } from "./create-mcp-server.ts";

export interface McpRouteOptions {
  hub: HubApi;
  version: string;
  /**
   * True when the Authorization header carries the hub's token. Leave it out when the app already
   * authenticates every route (createHubApp does).
   */
  authorize?(authorization: string | undefined): boolean;
}

/**
 * Mounts MCP Streamable HTTP at `/mcp` (stateless: a fresh MCP server per request, so any number
 * of clients can call tools and a long `hub_ask` wait holds only its own request).
 *
 * @example
 * registerMcpRoute(app, { hub, version, authorize: (h) => h === `Bearer ${token}` });
 */
export function registerMcpRoute(app: FastifyInstance, options: McpRouteOptions): void {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.authorize && !options.authorize(request.headers.authorization)) {
      return reply.code(401).send({
        error: "unauthorized",
        message: "Missing or wrong bearer token: send `Authorization: Bearer <token>`",
      });
    }
    if (request.method !== "POST") {
      return reply
        .code(405)
        .header("allow", "POST")
        .send({ error: "invalid_input", message: "This MCP endpoint is stateless: use POST" });
    }
    const server = createHubMcpServer(options.hub, { version: options.version });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    reply.hijack();
    reply.raw.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  };
  app.route({ method: ["GET", "POST", "DELETE"], url: "/mcp", handler: handle });
}
