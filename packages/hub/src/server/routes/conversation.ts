// Messages, asks and presence routes.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Hub } from "../../core/hub.ts";
import { ask, documented, message, overdueAck, presence } from "../responses.ts";
import {
  announceBody,
  askAnswer,
  askCreate,
  askQuery,
  idParams,
  messageAck,
  messageCreate,
  messageQuery,
  messageReader,
  overdueQuery,
} from "../schemas.ts";

export const conversationRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  const docs = {
    sendMessage: documented(
      "sendMessage",
      "Send a message to an agent or to role:<name>, optionally as a reply or ack-required",
      "messages",
      message,
      [400, 409, 503],
      201,
    ),
    listMessages: documented("listMessages", "List messages (agent = addressee)", "messages", z.array(message), [400]),
    markRead: documented("markMessageRead", "Mark a message read", "messages", message, [400, 403, 404, 503]),
    ack: documented("ackMessage", "Acknowledge a message as a recipient", "messages", message, [400, 403, 404, 503]),
    thread: documented("getThread", "Read the thread a message belongs to", "messages", z.array(message), [404]),
    overdue: documented(
      "listOverdueAcks",
      "List ack-required messages past due, per recipient that has not acked",
      "messages",
      z.array(overdueAck),
      [400],
    ),
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
  app.get("/messages/overdue", { schema: { querystring: overdueQuery, ...docs.overdue } }, (request) =>
    hub.listOverdue(request.query),
  );
  app.post(
    "/messages/:id/read",
    { schema: { params: idParams, body: z.nullish(messageReader), ...docs.markRead } },
    (request) => hub.markMessageRead(request.params.id, request.body ?? {}),
  );
  app.post("/messages/:id/ack", { schema: { params: idParams, body: messageAck, ...docs.ack } }, (request) =>
    hub.ackMessage(request.params.id, request.body.agent),
  );
  app.get("/messages/:id/thread", { schema: { params: idParams, ...docs.thread } }, (request) =>
    hub.getThread(request.params.id),
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
