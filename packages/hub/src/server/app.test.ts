import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestHub, type TestHub } from "../../test/hub-fixture.ts";

let t: TestHub;
let taskId: string;
let messageId: string;
let askId: string;
let handoffId: string;
let decisionId: string;
let memoryId: string;

beforeAll(async () => {
  t = await startTestHub({ hub: { watch: false } });
});
afterAll(() => t.close());

// Every test acts on records of its own, created here, so no test depends on another having run
// first (or at all): shuffled or alone, each passes.
beforeEach(async () => {
  taskId = (await t.hub.createTask({ title: "Seed task", role: "backend" })).id;
  handoffId = (await t.hub.createHandoff({ title: "Seed handoff" })).id;
  decisionId = (await t.hub.createDecision({ title: "Seed decision" })).id;
  memoryId = (await t.hub.addMemory({ title: "Seed note", body: "the index uses write ahead logging" })).id;
  messageId = (await t.hub.sendMessage({ from: "a", to: "b", text: "hi" })).id;
  askId = (await t.hub.createAsk({ question: "Which port?", from: "dev" })).id;
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
interface RouteCase {
  name: string;
  method: Method;
  url: () => string;
  body?: unknown;
  status: number;
  bad?: {
    url?: () => string;
    body?: unknown;
    status: number;
    error: string;
    /** What the seed lacks for this failure (the first claim, answer or delete). */
    prepare?: () => Promise<unknown>;
  };
}

const routes: RouteCase[] = [
  {
    name: "create task",
    method: "POST",
    url: () => "/tasks",
    body: { title: "New", role: "web" },
    status: 201,
    bad: { body: { title: "" }, status: 400, error: "invalid_input" },
  },
  {
    name: "list tasks",
    method: "GET",
    url: () => "/tasks?role=backend",
    status: 200,
    bad: { url: () => "/tasks?status=nope", status: 400, error: "invalid_input" },
  },
  {
    name: "read task",
    method: "GET",
    url: () => `/tasks/${taskId}`,
    status: 200,
    bad: { url: () => "/tasks/TSK-9999", status: 404, error: "not_found" },
  },
  {
    name: "patch task",
    method: "PATCH",
    url: () => `/tasks/${taskId}`,
    body: { status: "in_progress", assignedTo: "al" },
    status: 200,
    bad: { body: { status: "done", unknown: 1 }, status: 400, error: "invalid_input" },
  },
  {
    name: "claim task",
    method: "POST",
    url: () => `/tasks/${taskId}/claim`,
    body: { agent: "al" },
    status: 200,
    bad: {
      body: { agent: "bo" },
      status: 409,
      error: "conflict",
      prepare: () => call("POST", `/tasks/${taskId}/claim`, { agent: "al" }, t.token),
    },
  },
  {
    name: "append task log",
    method: "POST",
    url: () => `/tasks/${taskId}/log`,
    body: { text: "built", level: "info" },
    status: 201,
    bad: { body: { text: "x", level: "loud" }, status: 400, error: "invalid_input" },
  },
  {
    name: "read task log",
    method: "GET",
    url: () => `/tasks/${taskId}/log`,
    status: 200,
    bad: { url: () => "/tasks/TSK-9999/log", status: 404, error: "not_found" },
  },
  {
    name: "create handoff",
    method: "POST",
    url: () => "/handoffs",
    body: { title: "To QA", to: "qa" },
    status: 201,
    bad: { body: { to: "qa" }, status: 400, error: "invalid_input" },
  },
  { name: "list handoffs", method: "GET", url: () => "/handoffs", status: 200 },
  {
    name: "read handoff",
    method: "GET",
    url: () => `/handoffs/${handoffId}`,
    status: 200,
    bad: { url: () => "/handoffs/HND-0999", status: 404, error: "not_found" },
  },
  {
    name: "create decision",
    method: "POST",
    url: () => "/decisions",
    body: { title: "Use SQLite", status: "accepted" },
    status: 201,
    bad: { body: { title: "x", status: "maybe" }, status: 400, error: "invalid_input" },
  },
  { name: "list decisions", method: "GET", url: () => "/decisions", status: 200 },
  {
    name: "read decision",
    method: "GET",
    url: () => `/decisions/${decisionId}`,
    status: 200,
    bad: { url: () => "/decisions/nope", status: 404, error: "not_found" },
  },
  {
    name: "add memory",
    method: "POST",
    url: () => "/memory",
    body: { title: "Tip", tags: ["db"], body: "vacuum weekly" },
    status: 201,
    bad: { body: { title: "x", tags: "db" }, status: 400, error: "invalid_input" },
  },
  { name: "list memory", method: "GET", url: () => "/memory", status: 200 },
  {
    name: "search memory",
    method: "GET",
    url: () => "/memory/search?q=logging",
    status: 200,
    bad: { url: () => "/memory/search", status: 400, error: "invalid_input" },
  },
  {
    name: "read memory",
    method: "GET",
    url: () => `/memory/${memoryId}`,
    status: 200,
    bad: { url: () => "/memory/MEM-0999", status: 404, error: "not_found" },
  },
  {
    name: "send message",
    method: "POST",
    url: () => "/messages",
    body: { from: "a", to: "b", text: "hello" },
    status: 201,
    bad: { body: { from: "a", text: "no addressee" }, status: 400, error: "invalid_input" },
  },
  {
    name: "list messages",
    method: "GET",
    url: () => "/messages?agent=b&unread=true",
    status: 200,
    bad: { url: () => "/messages?unread=maybe", status: 400, error: "invalid_input" },
  },
  {
    name: "mark message read",
    method: "POST",
    url: () => `/messages/${messageId}/read`,
    status: 200,
    bad: { url: () => "/messages/MSG-9999/read", status: 404, error: "not_found" },
  },
  {
    name: "reply to a message",
    method: "POST",
    url: () => "/messages",
    body: { from: "b", to: "a", text: "hello back", replyTo: "MSG-0001" },
    status: 201,
    bad: { body: { from: "b", to: "a", text: "x", replyTo: "MSG-9999" }, status: 400, error: "invalid_input" },
  },
  {
    name: "read a thread",
    method: "GET",
    url: () => `/messages/${messageId}/thread`,
    status: 200,
    bad: { url: () => "/messages/MSG-9999/thread", status: 404, error: "not_found" },
  },
  {
    name: "acknowledge a message",
    method: "POST",
    url: () => `/messages/${messageId}/ack`,
    body: { agent: "b" },
    status: 200,
    bad: { body: { agent: "a" }, status: 403, error: "forbidden" },
  },
  {
    name: "list overdue acknowledgements",
    method: "GET",
    url: () => "/messages/overdue?agent=b",
    status: 200,
    bad: { url: () => "/messages/overdue?agent=", status: 400, error: "invalid_input" },
  },
  {
    name: "create ask",
    method: "POST",
    url: () => "/asks",
    body: { question: "Which DB?", from: "dev", to: "ceo" },
    status: 201,
    bad: { body: { question: "x" }, status: 400, error: "invalid_input" },
  },
  {
    name: "list asks",
    method: "GET",
    url: () => "/asks?status=pending",
    status: 200,
    bad: { url: () => "/asks?status=open", status: 400, error: "invalid_input" },
  },
  {
    name: "read ask",
    method: "GET",
    url: () => `/asks/${askId}`,
    status: 200,
    bad: { url: () => "/asks/ASK-9999", status: 404, error: "not_found" },
  },
  {
    name: "escalate ask",
    method: "POST",
    url: () => `/asks/${askId}/escalate`,
    status: 200,
    bad: { url: () => "/asks/ASK-9999/escalate", status: 404, error: "not_found" },
  },
  {
    name: "answer ask",
    method: "POST",
    url: () => `/asks/${askId}/answer`,
    body: { answer: "7420" },
    status: 200,
    bad: {
      body: { answer: "again" },
      status: 409,
      error: "conflict",
      prepare: () => call("POST", `/asks/${askId}/answer`, { answer: "7420" }, t.token),
    },
  },
  {
    name: "announce",
    method: "POST",
    url: () => "/announce",
    body: { agent: "al", role: "backend" },
    status: 202,
    bad: { body: { agent: "al" }, status: 400, error: "invalid_input" },
  },
  { name: "list agents", method: "GET", url: () => "/agents", status: 200 },
  { name: "openapi document", method: "GET", url: () => "/openapi.json", status: 200 },
  {
    name: "delete task",
    method: "DELETE",
    url: () => `/tasks/${taskId}`,
    status: 204,
    bad: {
      url: () => `/tasks/${taskId}`,
      status: 404,
      error: "not_found",
      prepare: () => call("DELETE", `/tasks/${taskId}`, undefined, t.token),
    },
  },
];

function call(method: Method, url: string, body: unknown, token: string | undefined) {
  return t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

describe.each(routes)("$method $name", (route) => {
  it("rejects a request without a token with 401 unauthorized", async () => {
    const response = await call(route.method, route.url(), route.body, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: "unauthorized" });
  });

  it("rejects a wrong token with 401 unauthorized", async () => {
    const response = await call(route.method, route.url(), route.body, `${t.token}x`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: "unauthorized" });
  });

  it(`answers ${route.status} with a valid token`, async () => {
    const response = await call(route.method, route.url(), route.body, t.token);
    expect(response.statusCode, response.body).toBe(route.status);
  });

  if (route.bad) {
    const bad = route.bad;
    it(`answers bad input with ${bad.status} ${bad.error}`, async () => {
      await bad.prepare?.();
      const response = await call(route.method, (bad.url ?? route.url)(), bad.body ?? route.body, t.token);
      expect(response.statusCode, response.body).toBe(bad.status);
      expect(response.json()).toMatchObject({ error: bad.error, message: expect.any(String) });
    });
  }
});

describe("REST details", () => {
  it("serves /health without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, name: "test", version: "0.0.0-test" });
  });

  it("answers malformed JSON with 400 invalid_input and writes nothing", async () => {
    const before = (await t.hub.listTasks()).length;
    const response = await t.app.inject({
      method: "POST",
      url: "/tasks",
      payload: '{"title": "x"',
      headers: { authorization: `Bearer ${t.token}`, "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_input" });
    expect((await t.hub.listTasks()).length).toBe(before);
  });

  it("refuses a status move the transition table does not allow with 409 invalid_transition", async () => {
    const task = await t.hub.createTask({ title: "Fresh" });
    const response = await call("PATCH", `/tasks/${task.id}`, { status: "done" }, t.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: "invalid_transition" });
    expect((await t.hub.getTask(task.id)).status).toBe("todo");
  });

  it("answers an id that tries to leave the folder with 404", async () => {
    const response = await call("GET", "/tasks/..%2F..%2Fconfig", undefined, t.token);
    expect(response.statusCode).toBe(404);
  });

  it("lists every REST route in /openapi.json", async () => {
    const response = await call("GET", "/openapi.json", undefined, t.token);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      "/tasks",
      "/tasks/{id}/log",
      "/memory/search",
      "/asks/{id}/escalate",
      "/announce",
      "/agents",
      "/events",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("routes an ask addressed to ceo to the architect", async () => {
    const response = await call("POST", "/asks", { question: "Budget?", from: "dev", to: "ceo" }, t.token);
    expect(response.json()).toMatchObject({ to: "architect", status: "pending" });
  });
});
