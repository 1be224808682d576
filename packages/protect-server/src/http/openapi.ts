import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { completeOperation, markOptionalBodies, type OpenApiPaths, withSuccessMediaTypes } from "./openapi-document.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The body to document when the route validates another shape, e.g. the payment webhook
     * reads the raw string (its signature covers the bytes) but clients send this JSON.
     */
    documentedBody?: ZodType;
    /**
     * The media type of the route's success answers when it is not JSON (`text/plain`,
     * `text/csv`); its error answers stay JSON like every other route's.
     */
    successMediaType?: string;
  }
}

/**
 * OpenAPI 3.1 at /openapi.json and a readable reference at /docs, both from the route schemas.
 * One transform completes every operation (openapi-document.ts): operationId, security derived
 * from the route's guard, response descriptions and the error codes of each status.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  /** Operations whose body may be left out (its schema accepts null, which is how Fastify validates "no body"). */
  const optionalBodies = new Set<string>();
  /** Operations whose success answers are not JSON: `"get /api/…"` → media type. */
  const successMediaTypes = new Map<string, string>();
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "protect-server",
        version,
        description:
          "Backend API of the gambling-protection app. Every error answer is JSON `{ error, message }` with a code " +
          "listed on the operation. Before any route is reached, a request may also get 431 `headers_too_large` " +
          "(request line and headers over 16 KB) or 400 `invalid_input` (not valid HTTP, a URL that does not decode). " +
          "Query parameters an operation does not list are ignored on every operation (docs/decisions/protect-unknown-query-parameters.md).",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: "/", description: "The server that serves this document" }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "Session token from signup or login" },
          adminSecret: { type: "apiKey", in: "header", name: "x-admin-secret" },
          companion: {
            type: "http",
            scheme: "bearer",
            description: "Desktop companion token (`mgc_…`) from POST /api/magic/pair/redeem",
          },
          handshakeSecret: {
            type: "apiKey",
            in: "header",
            name: "x-handshake-secret",
            description: "The resolver's shared secret (protect-dns)",
          },
          adminConsole: {
            type: "apiKey",
            in: "cookie",
            name: "hq_admin",
            description:
              "Web-console session (password + TOTP; `__Host-hq_admin` over HTTPS). State-changing requests also send `x-csrf-token`.",
          },
          paymentSignature: {
            type: "apiKey",
            in: "header",
            name: "x-payment-signature",
            description: "t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t.body)> (see the README)",
          },
        },
      },
    },
    transform: (document) => {
      const { schema, route } = document;
      const documentedBody = route.config?.documentedBody;
      const source = documentedBody ? { ...schema, body: documentedBody } : schema;
      const transformed = jsonSchemaTransform({ ...document, schema: source });
      const key = `${String(route.method).toLowerCase()} ${transformed.url.replace(/:(\w+)/g, "{$1}")}`;
      const body = source.body as ZodType | undefined;
      if (body && typeof body.safeParse === "function" && body.safeParse(null).success) optionalBodies.add(key);
      if (route.config?.successMediaType) successMediaTypes.set(key, route.config.successMediaType);
      if (!transformed.schema || (transformed.schema as { hide?: boolean }).hide) return transformed;
      return {
        url: transformed.url,
        schema: completeOperation(transformed.schema as Record<string, unknown>, route, transformed.url),
      };
    },
    // @fastify/swagger marks every request body required; a body the route may do without is not.
    transformObject: (documentObject) => {
      const openapi = (documentObject as { openapiObject: OpenApiPaths }).openapiObject;
      return withSuccessMediaTypes(markOptionalBodies(openapi, optionalBodies), successMediaTypes);
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/openapi.json", { schema: { hide: true } }, () => app.swagger());
}
