// Task routes: thin wrappers over the hub core.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Hub } from "../../core/hub.ts";
import { documented, task, taskLogLine, taskSearchHit } from "../responses.ts";
import {
  claimBody,
  forceQuery,
  idParams,
  taskCreate,
  taskLogInput,
  taskPatch,
  taskQuery,
  taskSearchQuery,
} from "../schemas.ts";

const WRITE_ERRORS = [400, 404, 409, 503] as const;

export const taskRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  const create = documented("createTask", "Create a task", "tasks", task, [400, 503], 201);
  app.post("/tasks", { schema: { body: taskCreate, ...create } }, async (request, reply) =>
    reply.code(201).send(await hub.createTask(request.body)),
  );
  const list = documented("listTasks", "List tasks in id order, a page at a time", "tasks", z.array(task), [400]);
  app.get("/tasks", { schema: { querystring: taskQuery, ...list } }, (request) => hub.listTasks(request.query));
  const search = documented(
    "searchTasks",
    "Full-text search over task titles and bodies, best first",
    "tasks",
    z.array(taskSearchHit),
    [400],
  );
  app.get("/tasks/search", { schema: { querystring: taskSearchQuery, ...search } }, (request) =>
    hub.searchTasks(request.query.q, { limit: request.query.limit }),
  );
  const get = documented("getTask", "Read a task", "tasks", task, [404]);
  app.get("/tasks/:id", { schema: { params: idParams, ...get } }, (request) => hub.getTask(request.params.id));
  const update = documented("updateTask", "Change a task (null clears a field)", "tasks", task, [...WRITE_ERRORS]);
  app.patch(
    "/tasks/:id",
    { schema: { params: idParams, querystring: forceQuery, body: taskPatch, ...update } },
    (request) => hub.updateTask(request.params.id, request.body, request.query),
  );
  const remove = documented("deleteTask", "Delete a task and its log", "tasks", undefined, [404, 503]);
  app.delete("/tasks/:id", { schema: { params: idParams, ...remove } }, async (request, reply) => {
    await hub.deleteTask(request.params.id);
    return reply.code(204).send();
  });
  const claim = documented("claimTask", "Claim a task for an agent", "tasks", task, [...WRITE_ERRORS]);
  app.post(
    "/tasks/:id/claim",
    { schema: { params: idParams, querystring: forceQuery, body: claimBody, ...claim } },
    (request) => hub.claimTask(request.params.id, request.body.agent, request.query),
  );
  const log = documented("appendTaskLog", "Append a line to a task's log", "tasks", taskLogLine, [400, 404, 503], 201);
  app.post("/tasks/:id/log", { schema: { params: idParams, body: taskLogInput, ...log } }, async (request, reply) =>
    reply.code(201).send(await hub.appendTaskLog(request.params.id, request.body)),
  );
  const readLog = documented("listTaskLog", "Read a task's log, oldest first", "tasks", z.array(taskLogLine), [404]);
  app.get("/tasks/:id/log", { schema: { params: idParams, ...readLog } }, (request) =>
    hub.listTaskLog(request.params.id),
  );
};
