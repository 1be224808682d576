// Task routes: thin wrappers over the hub core.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Hub } from "../../core/hub.ts";
import { claimBody, forceQuery, idParams, taskCreate, taskLogInput, taskPatch, taskQuery } from "../schemas.ts";

export const taskRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  app.post("/tasks", { schema: { body: taskCreate, tags: ["tasks"] } }, async (request, reply) =>
    reply.code(201).send(await hub.createTask(request.body)),
  );
  app.get("/tasks", { schema: { querystring: taskQuery, tags: ["tasks"] } }, (request) => hub.listTasks(request.query));
  app.get("/tasks/:id", { schema: { params: idParams, tags: ["tasks"] } }, (request) => hub.getTask(request.params.id));
  app.patch(
    "/tasks/:id",
    { schema: { params: idParams, querystring: forceQuery, body: taskPatch, tags: ["tasks"] } },
    (request) => hub.updateTask(request.params.id, request.body, request.query),
  );
  app.delete("/tasks/:id", { schema: { params: idParams, tags: ["tasks"] } }, async (request, reply) => {
    await hub.deleteTask(request.params.id);
    return reply.code(204).send();
  });
  app.post(
    "/tasks/:id/claim",
    { schema: { params: idParams, querystring: forceQuery, body: claimBody, tags: ["tasks"] } },
    (request) => hub.claimTask(request.params.id, request.body.agent, request.query),
  );
  app.post(
    "/tasks/:id/log",
    { schema: { params: idParams, body: taskLogInput, tags: ["tasks"] } },
    async (request, reply) => reply.code(201).send(await hub.appendTaskLog(request.params.id, request.body)),
  );
  app.get("/tasks/:id/log", { schema: { params: idParams, tags: ["tasks"] } }, (request) =>
    hub.listTaskLog(request.params.id),
  );
};
