// `hub task list` pages: the largest page (1,000) works against a server, which returns at most
// that many, and still names the next page when more follow; in local mode one read tells it.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureIo, makeProject, startTestHub, type TestHub } from "../../../../test/hub-fixture.ts";
import { createHttpClient } from "../../../client/http-client.ts";
import type { HubApi } from "../../../core/api.ts";
import { openHub } from "../../../core/hub.ts";
import type { CommandContext } from "../../context.ts";
import { TASK_LIST_MAX, taskList } from "./list.ts";

describe("hub task list against a server", () => {
  let server: TestHub;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    // One more than the largest page, written by hand: the server indexes them when it starts.
    const folder = join(project.projectDir, ".hub", "tasks");
    await Promise.all(
      Array.from({ length: TASK_LIST_MAX + 1 }, (_, n) => {
        const id = `TSK-${String(n + 1).padStart(4, "0")}`;
        return writeFile(join(folder, `${id}.md`), `---\ntitle: Task ${n + 1}\n---\n`);
      }),
    );
    server = await startTestHub({ projectDir: project.projectDir, listen: true });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
  });

  function context(): CommandContext & { io: ReturnType<typeof captureIo> } {
    const hub = createHttpClient({ url: server.url, token: server.token });
    return {
      io: captureIo(server.projectDir),
      hub: async () => hub,
      isTTY: false,
      defaultAgent: undefined,
      signal: new AbortController().signal,
    };
  }

  it("prints the largest page and names the next one when more follow", async () => {
    const ctx = context();
    await taskList({ limit: TASK_LIST_MAX, json: false }, ctx);
    const lines = ctx.io.out.join("").trim().split("\n");
    expect(lines).toHaveLength(TASK_LIST_MAX);
    expect(lines.at(-1)).toMatch(/^TSK-1000 /);
    expect(ctx.io.err.join("")).toBe("More tasks: hub task list --after TSK-1000\n");
  });

  it("names no next page when the largest page holds the rest", async () => {
    const ctx = context();
    await taskList({ limit: TASK_LIST_MAX, after: "TSK-0001", json: false }, ctx);
    expect(ctx.io.out.join("").trim().split("\n")).toHaveLength(TASK_LIST_MAX);
    expect(ctx.io.err.join("")).toBe("");
  });
});

describe("hub task list in local mode", () => {
  it("reads the largest page and the one after it at once (the local core has no page cap)", async () => {
    const project = await makeProject();
    const folder = join(project.projectDir, ".hub", "tasks");
    await Promise.all(
      Array.from({ length: TASK_LIST_MAX + 1 }, (_, n) => {
        const id = `TSK-${String(n + 1).padStart(4, "0")}`;
        return writeFile(join(folder, `${id}.md`), `---\ntitle: Task ${n + 1}\n---\n`);
      }),
    );
    const hub = await openHub(project.projectDir);
    const limits: (number | undefined)[] = [];
    const counting: HubApi = Object.create(hub, {
      listTasks: {
        value: (filter: Parameters<HubApi["listTasks"]>[0]) => {
          limits.push(filter?.limit);
          return hub.listTasks(filter);
        },
      },
    });
    try {
      const io = Object.assign(captureIo(project.projectDir), { mode: "local" as const });
      await taskList(
        { limit: TASK_LIST_MAX, json: false },
        {
          io,
          hub: async () => counting,
          isTTY: false,
          defaultAgent: undefined,
          signal: new AbortController().signal,
        },
      );
      expect(io.out.join("").trim().split("\n")).toHaveLength(TASK_LIST_MAX);
      expect(io.err.join("")).toBe("More tasks: hub task list --after TSK-1000\n");
      expect(limits).toEqual([TASK_LIST_MAX + 1]);
    } finally {
      await hub.close();
      await project.cleanup();
    }
  });
});
