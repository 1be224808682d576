import type { FastifyInstance } from "fastify";

/** Requests slower than this are always logged, whatever the sample. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One access-log line per request, written after the response (onResponse). It names the route
 * pattern (`/api/admin/users/:id`), never the raw URL with its query, so no personal value reaches
 * the log. Errors and slow requests are always logged; successful ones at the share `sample`
 * (0–1), spread evenly (every 1/sample-th request), so 1 logs all and 0 none. 429 and 503 are
 * sampled like successes: they come in floods (an attack, a database outage) whose cause is logged
 * elsewhere (the limits' Retry-After, the one "database connection lost" line).
 */
export function registerAccessLog(app: FastifyInstance, sample: number): void {
  let credit = 0;
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const routine = status < 400 || status === 429 || status === 503;
    if (routine && ms < SLOW_REQUEST_MS) {
      credit += sample;
      if (credit < 1) return done();
      credit -= 1;
    }
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? "(no route)",
      status,
      ms: Math.round(ms * 10) / 10,
    };
    if (status >= 500 && status !== 503) request.log.warn(line, "request");
    else request.log.info(line, "request");
    done();
  });
}
