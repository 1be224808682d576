// GET /tasks/board: the dashboard's board (counts per status from the index, a page per column);
// a thin wrapper over the hub core.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Hub } from "../../core/hub.ts";
import { documented, taskBoard } from "../responses.ts";
import { taskBoardQuery } from "../schemas.ts";

export const taskBoardRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  const board = documented(
    "readTaskBoard",
    "The task board: per status column, how many tasks match (role, text in the id or title) and the first page of them in id order; with `status` and `after`, the next page of one column",
    "tasks",
    taskBoard,
    [400],
  );
  app.get("/tasks/board", { schema: { querystring: taskBoardQuery, ...board } }, (request) =>
    hub.taskBoard(request.query),
  );
};
