// Builds the hub's Fastify app from a Hub; no listen (the serve command does that), so tests use
// inject() or listen on loopback themselves, and other fronts (MCP at /mcp) can add routes.
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Hub } from "../core/hub.ts";
import { installAuth, installProjectCheck } from "./auth.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { installErrorHandling } from "./error-handler.ts";
import { eventStreamRoutes, KEEPALIVE_MS, type KeepaliveTimer, StreamRegistry } from "./event-stream.ts";
import { documented, health } from "./responses.ts";
import { conversationRoutes } from "./routes/conversation.ts";
import { recordRoutes } from "./routes/records.ts";
import { reservationRoutes } from "./routes/reservations.ts";
import { taskBoardRoutes } from "./routes/task-board.ts";
import { taskRoutes } from "./routes/tasks.ts";

export interface HubAppOptions {
  hub: Hub;
  /** The bearer token every route but /health requires; null disables authentication. */
  token: string | null;
  /** Project name, project id and package version, shown by /health. */
  name?: string;
  projectId?: string;
  version?: string;
  /** SSE keepalive interval; 25 s unless a test wants it shorter. */
  keepaliveMs?: number;
  /** The keepalive's timer (tests drive it by hand); default setInterval. */
  keepaliveTimer?: KeepaliveTimer;
  logger?: FastifyServerOptions["logger"];
}

export type HubApp = FastifyInstance;

/**
 * The hub REST + SSE app, not yet listening.
 * @example
 * const app = await createHubApp({ hub, token });
 * await app.listen({ host: "127.0.0.1", port: 7420 });
 */
export async function createHubApp(options: HubAppOptions): Promise<HubApp> {
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installProjectCheck(app, options.projectId);
  installAuth(app, options.token);
  acceptEmptyJsonBodies(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Agent coordination hub",
        description:
          "Tasks, handoffs, decisions, memory, messages, asks and file reservations of one project (see the package README).",
        version: options.version ?? "0.0.0",
        license: { name: "MIT", url: "https://opensource.org/licenses/MIT" },
      },
      // Relative: the document is served by the hub it describes, at whatever address it listens on.
      servers: [{ url: "/", description: "The hub serving this document" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const streams = new StreamRegistry();
  app.addHook("preClose", async () => streams.endAll());

  app.get(
    "/health",
    {
      schema: {
        security: [],
        ...documented("health", "Is the hub up; its project name, project id and version", "meta", health),
      },
    },
    () => ({
      ok: true,
      name: options.name ?? "",
      ...(options.projectId ? { project: options.projectId } : {}),
      version: options.version ?? "0.0.0",
    }),
  );
  app.get("/openapi.json", { schema: { hide: true } }, () => app.swagger());

  await dashboardRoutes(app, options.token);
  await app.register(taskRoutes, { hub: options.hub });
  await app.register(taskBoardRoutes, { hub: options.hub });
  await app.register(recordRoutes, { hub: options.hub });
  await app.register(conversationRoutes, { hub: options.hub });
  await app.register(reservationRoutes, { hub: options.hub });
  await app.register(eventStreamRoutes, {
    hub: options.hub,
    keepaliveMs: options.keepaliveMs ?? KEEPALIVE_MS,
    keepaliveTimer: options.keepaliveTimer,
    streams,
  });
  return app;
}

/** Routes such as POST /asks/:id/escalate take no body; clients may still send an empty JSON one. */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error("Invalid JSON body"), { statusCode: 400 }), undefined);
    }
  });
}
