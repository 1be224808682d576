// The reservation routes over real HTTP: shapes, errors, concurrency and the SSE events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestHub, type TestHub, waitFor } from "../../test/hub-fixture.ts";
import { createHttpClient } from "../client/http-client.ts";
import type { AgentHubEvent, HubApi, Reservation } from "../core/api.ts";
import { type ManualClock, manualClock } from "../core/clock.ts";

describe("REST /reservations (real server on loopback, injected clock)", () => {
  let t: TestHub;
  let clock: ManualClock;
  let api: HubApi;
  const events: AgentHubEvent[] = [];

  beforeAll(async () => {
    clock = manualClock();
    t = await startTestHub({ listen: true, hub: { clock, reservationSweepMs: 3_600_000 } });
    api = createHttpClient({ url: t.url, token: t.token });
    let open = false;
    api.subscribe((event) => events.push(event), { onOpen: () => (open = true) });
    await waitFor(() => open, "the event stream");
  });
  afterAll(() => t?.close());

  const rest = async (method: string, path: string, body?: unknown, token = t.token) => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & Reservation };
  };

  it("reserves (201), lists, checks and releases, with one event each", async () => {
    const created = await rest("POST", "/reservations", { agent: "ann", paths: ["src/core"], mode: "exclusive" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^RSV-\d{4}$/), agent: "ann", ttlSeconds: 3600 });
    const id = created.body.id;
    expect((await rest("GET", "/reservations?agent=ann")).body).toEqual([created.body]);
    expect((await rest("GET", `/reservations?path=${encodeURIComponent("src/core/hub.ts")}`)).body).toEqual([
      created.body,
    ]);
    const check = await rest("POST", "/reservations/check", { paths: ["src/**/*.ts"], agent: "bob" });
    expect(check).toEqual({ status: 200, body: { ok: false, conflicts: [created.body] } });
    const conflict = await rest("POST", "/reservations", { agent: "bob", paths: ["src/core/hub.ts"] });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({
      error: "conflict",
      message: `Cannot reserve "src/core/hub.ts" exclusive: ${id} "src/core" exclusive by "ann" until ${created.body.expiresAt}`,
    });
    clock.advance(1_000);
    const renewed = await rest("POST", `/reservations/${id}/renew`, { agent: "ann", ttlSeconds: 60 });
    expect(renewed.body).toMatchObject({ ttlSeconds: 60, expiresAt: new Date(clock.nowMs() + 60_000).toISOString() });
    const released = await rest("POST", `/reservations/${id}/release`, { agent: "ann" });
    expect(released).toMatchObject({ status: 200, body: { id } });
    expect((await rest("GET", "/reservations")).body).toEqual([]);
    await waitFor(() => events.some((e) => e.action === "released" && e.id === id), "the released event");
    expect(events.filter((e) => e.id === id).map((e) => e.action)).toEqual(["created", "updated", "released"]);
    expect(events.find((e) => e.id === id)).toMatchObject({ type: "reservation", agent: "ann", paths: ["src/core"] });
  });

  it.each([
    ["POST", "/reservations", { agent: "ann", paths: ["/etc/passwd"] }, 400, "invalid_input"],
    ["POST", "/reservations", { agent: "ann", paths: ["src"], ttlSeconds: 999_999 }, 400, "invalid_input"],
    ["POST", "/reservations", { agent: "ann", paths: ["src"], extra: true }, 400, "invalid_input"],
    ["POST", "/reservations/check", { paths: [] }, 400, "invalid_input"],
    ["GET", "/reservations?path=..%2Fx", undefined, 400, "invalid_input"],
    ["POST", "/reservations/RSV-9999/release", { agent: "ann" }, 404, "not_found"],
    ["POST", "/reservations/RSV-9999/renew", {}, 400, "invalid_input"],
  ])("%s %s %j answers %i %s, never 5xx", async (method, path, body, status, error) => {
    const answer = await rest(method, path, body);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(error);
  });

  it("refuses another agent's release with 409 unless forced", async () => {
    const { body } = await rest("POST", "/reservations", { agent: "ann", paths: ["docs"] });
    expect((await rest("POST", `/reservations/${body.id}/release`, { agent: "bob" })).status).toBe(409);
    expect((await rest("POST", `/reservations/${body.id}/release`, { agent: "bob", force: true })).status).toBe(200);
  });

  it("needs the bearer token", async () => {
    expect((await rest("GET", "/reservations", undefined, "wrong")).status).toBe(401);
  });

  it("race: concurrent overlapping exclusive reserves over HTTP, exactly one wins", async () => {
    const attempts = ["ann", "bob", "cy", "dee", "eve", "fay"].map((agent, i) =>
      rest("POST", "/reservations", { agent, paths: [i % 2 ? "race/**" : "race/file.ts"] }),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await api.listReservations({ path: "race" })).toHaveLength(1);
  });

  it("an expired reservation vanishes and the sweep publishes reservation expired", async () => {
    const { body } = await rest("POST", "/reservations", { agent: "ann", paths: ["tmp"], ttlSeconds: 5 });
    clock.advance(5_000);
    expect((await api.checkReservations({ paths: ["tmp/x"], agent: "bob" })).ok).toBe(true);
    expect(await api.listReservations({ path: "tmp" })).toEqual([]);
    await t.hub.sweepReservations();
    await waitFor(() => events.some((e) => e.action === "expired" && e.id === body.id), "the expired event");
  });
});
