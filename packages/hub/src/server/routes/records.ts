// Handoff, decision and memory routes: create, list, read; plus memory search.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Hub } from "../../core/hub.ts";
import { decisionCreate, handoffCreate, idParams, memoryCreate, memorySearchQuery } from "../schemas.ts";

export const recordRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  app.post("/handoffs", { schema: { body: handoffCreate, tags: ["handoffs"] } }, async (request, reply) =>
    reply.code(201).send(await hub.createHandoff(request.body)),
  );
  app.get("/handoffs", { schema: { tags: ["handoffs"] } }, () => hub.listHandoffs());
  app.get("/handoffs/:id", { schema: { params: idParams, tags: ["handoffs"] } }, (request) =>
    hub.getHandoff(request.params.id),
  );

  app.post("/decisions", { schema: { body: decisionCreate, tags: ["decisions"] } }, async (request, reply) =>
    reply.code(201).send(await hub.createDecision(request.body)),
  );
  app.get("/decisions", { schema: { tags: ["decisions"] } }, () => hub.listDecisions());
  app.get("/decisions/:id", { schema: { params: idParams, tags: ["decisions"] } }, (request) =>
    hub.getDecision(request.params.id),
  );

  app.post("/memory", { schema: { body: memoryCreate, tags: ["memory"] } }, async (request, reply) =>
    reply.code(201).send(await hub.addMemory(request.body)),
  );
  app.get("/memory", { schema: { tags: ["memory"] } }, () => hub.listMemory());
  app.get("/memory/search", { schema: { querystring: memorySearchQuery, tags: ["memory"] } }, (request) =>
    hub.searchMemory(request.query.q, { limit: request.query.limit }),
  );
  app.get("/memory/:id", { schema: { params: idParams, tags: ["memory"] } }, (request) =>
    hub.getMemory(request.params.id),
  );
};
