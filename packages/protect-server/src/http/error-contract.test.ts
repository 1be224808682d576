import Fastify, { type FastifyBaseLogger } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { captureLog } from "../../test/log-capture.ts";
import { AppError } from "../platform/errors.ts";
import { declaredErrorsOf, declareHookErrors, registerErrorContracts } from "./error-contract.ts";
import { takeUndeclaredErrors } from "./error-contract.vitest-setup.ts";
import { registerErrorHandler } from "./error-handler.ts";

const guard = declareHookErrors(async () => {}, ["unauthorized", "forbidden"]);

describe("declaredErrorsOf", () => {
  it("joins the route's own codes, its hooks', its input's and every route's", () => {
    expect(
      declaredErrorsOf({
        method: "POST",
        onRequest: [guard],
        schema: { body: z.object({}), errors: ["rate_limited", "limits_unavailable", "email_taken"] },
      }),
    ).toEqual([
      "database_unavailable",
      "email_taken",
      "forbidden",
      "internal",
      "invalid_input",
      "limits_unavailable",
      "payload_too_large",
      "rate_limited",
      "unauthorized",
      "unsupported_media_type",
    ]);
  });

  it("a GET without input or guard declares only the codes every route shares", () => {
    expect(declaredErrorsOf({ method: "GET", schema: {} })).toEqual(["database_unavailable", "internal"]);
    expect(declaredErrorsOf({ method: "GET", schema: { querystring: z.object({}) } })).toContain("invalid_input");
  });

  it("refuses a code outside the catalog", () => {
    expect(() => declaredErrorsOf({ method: "GET", schema: { errors: ["nope" as never] } })).toThrow(
      'declares unknown error code "nope"',
    );
  });
});

describe("the check of each error reply", () => {
  const log = captureLog("warn");
  const app = Fastify({ loggerInstance: log.logger as FastifyBaseLogger }).withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerErrorContracts(app);
    app.get("/declared", { onRequest: guard, schema: { errors: ["not_found"] } }, async (request) => {
      const code = (request.query as { code?: string }).code;
      if (code === "unauthorized") throw new AppError("unauthorized", "Missing bearer token");
      throw new AppError("not_found", "No such thing");
    });
    app.get("/undeclared", { schema: {} }, async () => {
      throw new AppError("email_taken", "Not this route's business");
    });
    app.get("/hidden", { schema: { hide: true } }, async () => {
      throw new AppError("email_taken", "Hidden routes have no contract");
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it("lets declared codes through without a report, the guard's included", async () => {
    expect((await app.inject({ method: "GET", url: "/declared" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/declared?code=unauthorized" })).statusCode).toBe(401);
    expect(takeUndeclaredErrors()).toEqual([]);
  });

  it("reports an undeclared code (once in the log, every time on the channel) and answers it unchanged", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: "GET", url: "/undeclared" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: "email_taken", message: "Not this route's business" });
    }
    const undeclared = { method: "GET", url: "/undeclared", status: 409, code: "email_taken" };
    expect(takeUndeclaredErrors()).toEqual([undeclared, undeclared]);
    const warnings = log.lines.filter((line) => line.undeclaredError);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, undeclaredError: undeclared });
  });

  it("checks neither hidden routes nor requests that matched no route", async () => {
    expect((await app.inject({ method: "GET", url: "/hidden" })).statusCode).toBe(409);
    expect((await app.inject({ method: "GET", url: "/nowhere" })).statusCode).toBe(404);
    expect(takeUndeclaredErrors()).toEqual([]);
  });
});
