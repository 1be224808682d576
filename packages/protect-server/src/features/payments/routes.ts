import { z } from "zod";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { idText } from "../../platform/text.ts";
import { paymentEventSchema, webhookResponse } from "./schema.ts";
import { handlePaymentWebhook } from "./service.ts";

/** The payment provider's webhook. The signature covers the raw body, so JSON is parsed here. */
export async function registerPaymentRoutes(app: ZodApp, { ctx }: RouteDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<import("fastify-type-provider-zod").ZodTypeProvider>().post(
      "/api/payments/webhook",
      {
        config: { documentedBody: paymentEventSchema },
        schema: {
          tags: ["plans"],
          summary: "Payment-provider webhook: signed subscription events change the plan (see README)",
          security: [{ paymentSignature: [] }],
          headers: z.looseObject({ "x-payment-signature": idText().optional() }),
          body: z.string().describe("The event JSON, signed as sent"),
          errors: ["invalid_signature", "invalid_input", "not_found"],
          response: { 200: webhookResponse },
        },
      },
      async (request) => {
        const { duplicate } = await handlePaymentWebhook(ctx, request.body, request.headers["x-payment-signature"]);
        return { received: true as const, duplicate };
      },
    );
  });
}
