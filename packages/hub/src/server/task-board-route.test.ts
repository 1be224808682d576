import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestHub, type TestHub } from "../../test/hub-fixture.ts";
import { TASK_STATUSES, type Task, type TaskStatus } from "../core/api.ts";
import { BOARD_COLUMNS, type TaskBoard } from "../core/task-board.ts";

let t: TestHub;
const created: Task[] = [];

beforeAll(async () => {
  t = await startTestHub({ hub: { watch: false } });
  const seed: [string, TaskStatus, string?][] = [
    ["Wire the payment webhook", "todo", "backend"],
    ["Übersicht der Zahlungen", "todo", "frontend"],
    ["Test the webhook retries", "todo", "backend"],
    ["Document the API", "todo"],
    ["Deploy the parser", "in_progress", "ops"],
    ["Review the WEBHOOK signature", "review", "backend"],
    ["Old idea", "cancelled"],
  ];
  for (const [title, status, role] of seed) created.push(await t.hub.createTask({ title, status, role }));
});
afterAll(() => t.close());

async function board(query: string): Promise<TaskBoard> {
  const response = await t.app.inject({ url: `/tasks/board${query}`, headers: { authorization: `Bearer ${t.token}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const column = (read: TaskBoard, status: TaskStatus) => read.columns.find((c) => c.status === status)!;
const ids = (tasks: Task[]) => tasks.map((task) => task.id);

describe("GET /tasks/board", () => {
  it("shows every status as a column, in the order work flows", () => {
    expect([...BOARD_COLUMNS].sort()).toEqual([...TASK_STATUSES].sort());
    expect(BOARD_COLUMNS[0]).toBe("todo");
  });

  it("answers every column's count and its first page in id order, with the roles", async () => {
    const read = await board("?limit=2");
    expect(read.columns.map((c) => c.status)).toEqual(BOARD_COLUMNS);
    const todo = column(read, "todo");
    expect(todo.count).toBe(4);
    expect(ids(todo.tasks)).toEqual(ids(created.slice(0, 2)));
    expect(todo.nextCursor).toBe(created[1]!.id);
    expect(column(read, "in_progress")).toMatchObject({ count: 1, tasks: [{ title: "Deploy the parser" }] });
    expect(column(read, "in_progress").nextCursor).toBeUndefined();
    expect(column(read, "done")).toEqual({ status: "done", count: 0, tasks: [] });
    expect(read.roles).toEqual(["backend", "frontend", "ops"]);
  });

  it("pages one column with status and after until the cursor runs out", async () => {
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const read = await board(`?status=todo&limit=3${after ? `&after=${after}` : ""}`);
      expect(read.columns.map((c) => c.status)).toEqual(["todo"]);
      expect(column(read, "todo").count).toBe(4);
      seen.push(...ids(column(read, "todo").tasks));
      after = column(read, "todo").nextCursor;
    } while (after);
    expect(seen).toEqual(ids(created.slice(0, 4)));
  });

  it("filters by a text in the title or id, ignoring case in any script, and by role; counts follow", async () => {
    const webhook = await board("?text=WebHook");
    expect(ids(column(webhook, "todo").tasks)).toEqual([created[0]!.id, created[2]!.id]);
    expect(column(webhook, "review").count).toBe(1);
    expect(column(webhook, "in_progress").count).toBe(0);
    expect(ids(column(await board("?text=%C3%BCBERSICHT"), "todo").tasks)).toEqual([created[1]!.id]);
    expect(ids(column(await board(`?text=${created[6]!.id.toLowerCase()}`), "cancelled").tasks)).toEqual([
      created[6]!.id,
    ]);
    const backend = await board("?role=backend&text=webhook");
    expect(backend.columns.map((c) => c.count)).toEqual([2, 0, 1, 0, 0, 0]);
    // The role filter's choices stay whole whatever the filter.
    expect(backend.roles).toEqual(["backend", "frontend", "ops"]);
  });

  it("takes a text with LIKE and FTS characters literally", async () => {
    for (const text of ["%", "_", '"', "*", "webhook OR parser"]) {
      const read = await board(`?text=${encodeURIComponent(text)}`);
      expect(read.columns.every((c) => c.count === 0)).toBe(true);
    }
  });

  it("with limit 0 answers the counts alone", async () => {
    const read = await board("?limit=0");
    expect(read.columns.map((c) => [c.count, c.tasks.length])).toEqual([
      [4, 0],
      [1, 0],
      [1, 0],
      [0, 0],
      [0, 0],
      [1, 0],
    ]);
  });

  it.each([
    ["?after=TSK-0001", '"after" pages one column: give "status" too'],
    ["?limit=201", "limit"],
    ["?status=later", "status"],
    ["?text=%20%20", '"text" must not be empty or only spaces'],
    ["?sort=title", "sort"],
  ])("refuses %s with 400 invalid_input", async (query, message) => {
    const response = await t.app.inject({
      url: `/tasks/board${query}`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("invalid_input");
    expect(response.json().message).toContain(message);
  });

  it("refuses an anonymous request with 401", async () => {
    const response = await t.app.inject({ url: "/tasks/board" });
    expect(response.statusCode).toBe(401);
  });
});
