// File reservation routes: thin wrappers over the hub core.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Hub } from "../../core/hub.ts";
import { documented, reservation, reservationCheck } from "../responses.ts";
import {
  reservationCheck as checkBody,
  idParams,
  reservationChange,
  reservationCreate,
  reservationQuery,
} from "../schemas.ts";

export const reservationRoutes: FastifyPluginAsyncZod<{ hub: Hub }> = async (app, { hub }) => {
  const reserve = documented(
    "createReservation",
    "Reserve paths or globs for an agent (409 names the reservations in the way)",
    "reservations",
    reservation,
    [400, 409, 503],
    201,
  );
  app.post("/reservations", { schema: { body: reservationCreate, ...reserve } }, async (request, reply) =>
    reply.code(201).send(await hub.reserve(request.body)),
  );
  const list = documented(
    "listReservations",
    "List live reservations, oldest first",
    "reservations",
    z.array(reservation),
    [400],
  );
  app.get("/reservations", { schema: { querystring: reservationQuery, ...list } }, (request) =>
    hub.listReservations(request.query),
  );
  const check = documented(
    "checkReservations",
    "May an agent edit (or share) these paths? Returns the reservations in the way",
    "reservations",
    reservationCheck,
    [400],
  );
  app.post("/reservations/check", { schema: { body: checkBody, ...check } }, (request) =>
    hub.checkReservations(request.body),
  );
  const renew = documented(
    "renewReservation",
    "Extend a reservation to now + its time-to-live",
    "reservations",
    reservation,
    [400, 404, 409, 503],
  );
  app.post("/reservations/:id/renew", { schema: { params: idParams, body: reservationChange, ...renew } }, (request) =>
    hub.renewReservation(request.params.id, request.body),
  );
  const release = documented(
    "releaseReservation",
    "Release a reservation; returns it",
    "reservations",
    reservation,
    [400, 404, 409, 503],
  );
  app.post(
    "/reservations/:id/release",
    { schema: { params: idParams, body: reservationChange, ...release } },
    (request) => hub.releaseReservation(request.params.id, request.body),
  );
};
