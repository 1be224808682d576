import { z } from "zod";

/** Every error body: an `error` code and a `message`, plus fields some codes carry. */
export const errorBodySchema = z.looseObject({ error: z.string(), message: z.string() });

/** Response schemas for the error statuses a route can answer with. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}
