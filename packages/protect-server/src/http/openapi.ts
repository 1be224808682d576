import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI 3.1 at /openapi.json and a readable reference at /docs, both from the route schemas. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "protect-server", version, description: "Backend API of the gambling-protection app" },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "Session token from signup or login" },
          adminSecret: { type: "apiKey", in: "header", name: "x-admin-secret" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/openapi.json", { schema: { hide: true } }, () => app.swagger());
}
