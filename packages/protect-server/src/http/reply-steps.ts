import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Work on every reply before it is written; `payload` is the serialised body (usually a string). */
export type ReplyStep = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;

const stepsOf = new WeakMap<FastifyInstance, ReplyStep[]>();

/**
 * Adds `step` to the one onSend hook of `app`. Fastify runs each hook of a request through its own
 * runner step (closures and a callback per hook); the app's small per-reply chores (the request id
 * header, the session cache's read-your-writes, the error contract check) share one hook instead.
 * Steps run in the order added and must not throw.
 */
export function addReplyStep(app: FastifyInstance, step: ReplyStep): void {
  let steps = stepsOf.get(app);
  if (!steps) {
    const list: ReplyStep[] = [];
    steps = list;
    stepsOf.set(app, list);
    app.addHook("onSend", (request, reply, payload, done) => {
      for (const each of list) each(request, reply, payload);
      done(null, payload);
    });
  }
  steps.push(step);
}
