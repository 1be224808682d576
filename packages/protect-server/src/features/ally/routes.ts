import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  acceptInvitation,
  decideApproval,
  declineInvitation,
  eraseAllyData,
  leaveAllyship,
  listAllyships,
  readAllyship,
  readInvitation,
} from "./allyship-service.ts";
import { registerAllyPage } from "./page.ts";
import { toAlly, toAllyship, toInvitation, toUserApproval } from "./presenter.ts";
import {
  acceptedSchema,
  accessBody,
  accountDecisionBody,
  allyListSchema,
  allyParams,
  allySchema,
  allyshipSchema,
  decidedSchema,
  invitationSchema,
  inviteBody,
  linkDecisionBody,
  ruleBody,
  sharingBody,
  tokenBody,
} from "./schema.ts";
import { endAlly, inviteAlly, listAllies, setTwoPersonRule, updateSharing } from "./service.ts";

/**
 * Three fronts over one set of rules (service.ts, allyship-service.ts): the user's routes, the
 * routes of an ally with an account, and the link routes the ally page posts to (token in the body,
 * never in the URL). Link routes are bounded per address: the guessing bound.
 */
export function registerAllyRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  const now = () => ctx.clock.now();
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;
  const perAccount = rateLimitHook(app, "ally-change", rateLimits.allyChangePerAccount, (request) => userId(request));
  const perAddress = rateLimitHook(app, "ally-link", rateLimits.allyLinkPerAddress, (request) => request.ip);
  const user = [guards.requireUser, perAccount];
  const decided = (row: {
    id: string;
    action: "protection_off" | "release";
    status: z.infer<typeof decidedSchema>["status"];
  }) => ({
    id: row.id,
    action: row.action,
    status: row.status,
  });

  // The user's side.
  app.post(
    "/api/allies",
    {
      onRequest: [
        guards.requireUser,
        rateLimitHook(app, "ally-invite", rateLimits.allyInvitePerAccount, (request) => userId(request)),
      ],
      schema: {
        tags: ["allies"],
        summary: "Invite an ally by e-mail (plan limit: free 1, pro 2, legend 3)",
        body: inviteBody,
        errors: ["plan_limit", "invalid_transition", "not_found"],
        response: { 201: allySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(toAlly(await inviteAlly(ctx, userId(request), request.body), now())),
  );

  app.get(
    "/api/allies",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["allies"],
        summary: "The caller's allies and two-person-rule requests",
        response: { 200: allyListSchema },
      },
    },
    async (request) => {
      const { allies, approvals } = await listAllies(ctx, userId(request));
      return { allies: allies.map((row) => toAlly(row, now())), approvals: approvals.map(toUserApproval) };
    },
  );

  app.patch(
    "/api/allies/:id",
    {
      onRequest: user,
      schema: {
        tags: ["allies"],
        summary: "Choose the events shared with this ally (takes effect at once)",
        params: allyParams,
        body: sharingBody,
        errors: ["not_found", "invalid_transition"],
        response: { 200: allySchema },
      },
    },
    async (request) => toAlly(await updateSharing(ctx, userId(request), request.params.id, request.body.events), now()),
  );

  app.put(
    "/api/allies/:id/two-person-rule",
    {
      onRequest: user,
      schema: {
        tags: ["allies"],
        summary: "Switch the two-person rule on (at once) or off (after the 24-hour cooldown)",
        params: allyParams,
        body: ruleBody,
        errors: ["not_found", "invalid_transition"],
        response: { 200: allySchema },
      },
    },
    async (request) =>
      toAlly(await setTwoPersonRule(ctx, userId(request), request.params.id, request.body.enabled), now()),
  );

  app.delete(
    "/api/allies/:id",
    {
      onRequest: user,
      schema: {
        tags: ["allies"],
        summary:
          "End the relationship or withdraw the invitation (24 h later while the ally holds the two-person rule)",
        params: allyParams,
        errors: ["not_found"],
        response: { 200: allySchema },
      },
    },
    async (request) => toAlly(await endAlly(ctx, userId(request), request.params.id), now()),
  );

  // An ally with an account of their own.
  app.post(
    "/api/allyships/accept",
    {
      onRequest: [guards.requireUser, perAddress],
      schema: {
        tags: ["allies"],
        summary: "Accept an invitation with the caller's own account (the link's token, single use)",
        body: tokenBody,
        errors: ["not_found", "invalid_transition"],
        response: { 200: allyshipSchema },
      },
    },
    async (request) =>
      toAllyship((await acceptInvitation(ctx, request.body.token, { accountId: userId(request) })).view),
  );

  app.get(
    "/api/allyships",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["allies"],
        summary: "The people the caller is an ally of, with what each shares",
        response: { 200: z.object({ allyships: z.array(allyshipSchema) }) },
      },
    },
    async (request) => ({ allyships: (await listAllyships(ctx, userId(request))).map(toAllyship) }),
  );

  app.post(
    "/api/allyships/:id/decision",
    {
      onRequest: user,
      schema: {
        tags: ["allies"],
        summary: "Approve or decline a two-person-rule request (the first answer wins)",
        params: allyParams,
        body: accountDecisionBody,
        errors: ["not_found", "invalid_transition", "forbidden"],
        response: { 200: decidedSchema },
      },
    },
    async (request) =>
      decided(await decideApproval(ctx, { accountId: userId(request), allyshipId: request.params.id }, request.body)),
  );

  app.delete(
    "/api/allyships/:id",
    {
      onRequest: user,
      schema: {
        tags: ["allies"],
        summary: "Stop being an ally (at once; the user is told)",
        params: allyParams,
        errors: ["not_found"],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await leaveAllyship(ctx, { accountId: userId(request), allyshipId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  // The ally page's link routes: no session, the token in the JSON body.
  const link = (path: string) => `/api/ally-links/${path}`;
  app.post(
    link("invitation"),
    {
      onRequest: perAddress,
      schema: {
        tags: ["allies"],
        summary: "What an invitation link offers (before accepting)",
        security: [],
        body: tokenBody,
        errors: ["not_found"],
        response: { 200: invitationSchema },
      },
    },
    async (request) => toInvitation(await readInvitation(ctx, request.body.token)),
  );

  app.post(
    link("accept"),
    {
      onRequest: perAddress,
      schema: {
        tags: ["allies"],
        summary: "Accept without an account: single use; answers the ally page's signed link",
        security: [],
        body: tokenBody,
        errors: ["not_found", "invalid_transition"],
        response: { 200: acceptedSchema },
      },
    },
    async (request) => {
      const { view, access } = await acceptInvitation(ctx, request.body.token);
      return { access, allyship: toAllyship(view) };
    },
  );

  const noContent = (
    path: string,
    summary: string,
    body: typeof tokenBody | typeof accessBody,
    run: (token: string) => Promise<void>,
  ) =>
    app.post(
      link(path),
      {
        onRequest: perAddress,
        schema: { tags: ["allies"], summary, security: [], body, errors: ["not_found"], response: { 204: z.null() } },
      },
      async (request, reply) => {
        const parsed = request.body as { token?: string; access?: string };
        await run(parsed.token ?? parsed.access ?? "");
        return reply.status(204).send(null);
      },
    );
  noContent("decline", "Decline an invitation (the user is told)", tokenBody, (token) => declineInvitation(ctx, token));
  noContent("end", "Stop being an ally (at once; the user is told)", accessBody, (access) =>
    leaveAllyship(ctx, { access }),
  );
  noContent("erase", "Erase the ally's data: the relationship and what they were sent", accessBody, (access) =>
    eraseAllyData(ctx, { access }),
  );

  app.post(
    link("view"),
    {
      onRequest: perAddress,
      schema: {
        tags: ["allies"],
        summary: "The ally page: what the user shares, the events, open requests",
        security: [],
        body: accessBody,
        errors: ["not_found"],
        response: { 200: allyshipSchema },
      },
    },
    async (request) => toAllyship(await readAllyship(ctx, { access: request.body.access })),
  );

  app.post(
    link("decision"),
    {
      onRequest: perAddress,
      schema: {
        tags: ["allies"],
        summary: "Approve or decline a two-person-rule request from the ally page (the first answer wins)",
        security: [],
        body: linkDecisionBody,
        errors: ["not_found", "invalid_transition", "forbidden"],
        response: { 200: decidedSchema },
      },
    },
    async (request) => {
      const { access, ...input } = request.body;
      return decided(await decideApproval(ctx, { access }, input));
    },
  );

  registerAllyPage(app);
}
