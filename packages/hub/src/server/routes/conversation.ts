// Messages, asks and presence routes.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Hub } from "../../core/hub.ts";
import { ask, documented, message, presence } from "../responses.ts";
import { announceBody, askAnswer, askCreate, askQuery, idParams, messageCreate, messageQuery } from "../schemas.ts";

export const conversationRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  const docs = {
    sendMessage: documented("sendMessage", "Send a direct message", "messages", message, [400, 503], 201),
    listMessages: documented("listMessages", "List messages (agent = addressee)", "messages", z.array(message), [400]),
    markRead: documented("markMessageRead", "Mark a message read", "messages", message, [404, 503]),
    createAsk: documented("createAsk", "Ask the architect a question", "asks", ask, [400, 503], 201),
    listAsks: documented("listAsks", "List asks", "asks", z.array(ask), [400]),
    getAsk: documented("getAsk", "Read an ask", "asks", ask, [404]),
    answerAsk: documented("answerAsk", "Answer a pending ask", "asks", ask, [400, 404, 409, 503]),
    escalateAsk: documented("escalateAsk", "Escalate a pending ask to the ceo", "asks", ask, [404, 409, 503]),
    announce: documented("announce", "Announce an agent and its role", "presence", presence, [400], 202),
    listAgents: documented("listAgents", "List the agents present now", "presence", z.array(presence)),
  };
  app.post("/messages", { schema: { body: messageCreate, ...docs.sendMessage } }, async (request, reply) =>
    reply.code(201).send(await hub.sendMessage(request.body)),
  );
  app.get("/messages", { schema: { querystring: messageQuery, ...docs.listMessages } }, (request) =>
    hub.listMessages(request.query),
  );
  app.post("/messages/:id/read", { schema: { params: idParams, ...docs.markRead } }, (request) =>
    hub.markMessageRead(request.params.id),
  );
  app.post("/asks", { schema: { body: askCreate, ...docs.createAsk } }, async (request, reply) =>
    reply.code(201).send(await hub.createAsk(request.body)),
  );
  app.get("/asks", { schema: { querystring: askQuery, ...docs.listAsks } }, (request) => hub.listAsks(request.query));
  app.get("/asks/:id", { schema: { params: idParams, ...docs.getAsk } }, (request) => hub.getAsk(request.params.id));
  app.post("/asks/:id/answer", { schema: { params: idParams, body: askAnswer, ...docs.answerAsk } }, (request) =>
    hub.answerAsk(request.params.id, request.body),
  );
  app.post("/asks/:id/escalate", { schema: { params: idParams, ...docs.escalateAsk } }, (request) =>
    hub.escalateAsk(request.params.id),
  );
  app.post("/announce", { schema: { body: announceBody, ...docs.announce } }, async (request, reply) =>
    reply.code(202).send(await hub.announce(request.body.agent, request.body.role)),
  );
  app.get("/agents", { schema: docs.listAgents }, () => hub.listAgents());
};
