// Handoff, decision and memory routes: create, list, read; plus memory search.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Hub } from "../../core/hub.ts";
import { decision, documented, handoff, memoryNote, searchHit } from "../responses.ts";
import { decisionCreate, handoffCreate, idParams, memoryCreate, memorySearchQuery } from "../schemas.ts";

export const recordRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  const docs = {
    createHandoff: documented("createHandoff", "Record a handoff", "handoffs", handoff, [400, 503], 201),
    listHandoffs: documented("listHandoffs", "List handoffs", "handoffs", z.array(handoff)),
    getHandoff: documented("getHandoff", "Read a handoff", "handoffs", handoff, [404]),
    createDecision: documented("createDecision", "Record a decision", "decisions", decision, [400, 503], 201),
    listDecisions: documented("listDecisions", "List decisions", "decisions", z.array(decision)),
    getDecision: documented("getDecision", "Read a decision", "decisions", decision, [404]),
    addMemory: documented("addMemory", "Save a memory note", "memory", memoryNote, [400, 503], 201),
    listMemory: documented("listMemory", "List memory notes", "memory", z.array(memoryNote)),
    searchMemory: documented("searchMemory", "Search memory notes, best first", "memory", z.array(searchHit), [400]),
    getMemory: documented("getMemory", "Read a memory note", "memory", memoryNote, [404]),
  };
  app.post("/handoffs", { schema: { body: handoffCreate, ...docs.createHandoff } }, async (request, reply) =>
    reply.code(201).send(await hub.createHandoff(request.body)),
  );
  app.get("/handoffs", { schema: docs.listHandoffs }, () => hub.listHandoffs());
  app.get("/handoffs/:id", { schema: { params: idParams, ...docs.getHandoff } }, (request) =>
    hub.getHandoff(request.params.id),
  );
  app.post("/decisions", { schema: { body: decisionCreate, ...docs.createDecision } }, async (request, reply) =>
    reply.code(201).send(await hub.createDecision(request.body)),
  );
  app.get("/decisions", { schema: docs.listDecisions }, () => hub.listDecisions());
  app.get("/decisions/:id", { schema: { params: idParams, ...docs.getDecision } }, (request) =>
    hub.getDecision(request.params.id),
  );
  app.post("/memory", { schema: { body: memoryCreate, ...docs.addMemory } }, async (request, reply) =>
    reply.code(201).send(await hub.addMemory(request.body)),
  );
  app.get("/memory", { schema: docs.listMemory }, () => hub.listMemory());
  app.get("/memory/search", { schema: { querystring: memorySearchQuery, ...docs.searchMemory } }, (request) =>
    hub.searchMemory(request.query.q, { limit: request.query.limit }),
  );
  app.get("/memory/:id", { schema: { params: idParams, ...docs.getMemory } }, (request) =>
    hub.getMemory(request.params.id),
  );
};
