// Messages, asks and presence routes.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Hub } from "../../core/hub.ts";
import { announceBody, askAnswer, askCreate, askQuery, idParams, messageCreate, messageQuery } from "../schemas.ts";

export const conversationRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  app.post("/messages", { schema: { body: messageCreate, tags: ["messages"] } }, async (request, reply) =>
    reply.code(201).send(await hub.sendMessage(request.body)),
  );
  app.get("/messages", { schema: { querystring: messageQuery, tags: ["messages"] } }, (request) =>
    hub.listMessages(request.query),
  );
  app.post("/messages/:id/read", { schema: { params: idParams, tags: ["messages"] } }, (request) =>
    hub.markMessageRead(request.params.id),
  );

  app.post("/asks", { schema: { body: askCreate, tags: ["asks"] } }, async (request, reply) =>
    reply.code(201).send(await hub.createAsk(request.body)),
  );
  app.get("/asks", { schema: { querystring: askQuery, tags: ["asks"] } }, (request) => hub.listAsks(request.query));
  app.get("/asks/:id", { schema: { params: idParams, tags: ["asks"] } }, (request) => hub.getAsk(request.params.id));
  app.post("/asks/:id/answer", { schema: { params: idParams, body: askAnswer, tags: ["asks"] } }, (request) =>
    hub.answerAsk(request.params.id, request.body),
  );
  app.post("/asks/:id/escalate", { schema: { params: idParams, tags: ["asks"] } }, (request) =>
    hub.escalateAsk(request.params.id),
  );

  app.post("/announce", { schema: { body: announceBody, tags: ["presence"] } }, async (request, reply) =>
    reply.code(202).send(await hub.announce(request.body.agent, request.body.role)),
  );
  app.get("/agents", { schema: { tags: ["presence"] } }, () => hub.listAgents());
};
