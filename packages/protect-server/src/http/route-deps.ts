import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../platform/app-context.ts";
import type { Guards } from "./authenticate.ts";
import type { RateLimitSettings } from "./rate-limits.ts";

/** The Fastify instance routes are declared on: zod schemas give validation and types. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What each feature's routes.ts receives. */
export interface RouteDeps {
  ctx: AppContext;
  guards: Guards;
  rateLimits: RateLimitSettings;
}
