// A CLI that uses its project's own server record without probing /health names the project in
// every request; a hub of another project (one that took over the port) must refuse before acting.
import { afterEach, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import { openHub } from "../core/hub.ts";
import { readTokenFile } from "../core/token.ts";
import { createHubApp } from "./app.ts";
import { PROJECT_HEADER } from "./auth.ts";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe("the project a request names", () => {
  it("is refused with 421 by another project's hub, before authentication and without any change", async () => {
    const project = await makeProject();
    const hub = await openHub(project.projectDir, { watch: false });
    const token = (await readTokenFile(project.projectDir))!;
    const app = await createHubApp({ hub, token, name: "test", projectId: "project-a" });
    cleanup = async () => {
      await app.close();
      await hub.close();
      await project.cleanup();
    };
    const post = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/tasks", headers, payload: { title: "Written?" } });

    const foreign = await post({ authorization: `Bearer ${token}`, [PROJECT_HEADER]: "project-b" });
    expect(foreign.statusCode).toBe(421);
    expect(foreign.json()).toMatchObject({ error: "unreachable", message: expect.stringContaining('"project-b"') });
    // Without a token the answer is the same: the project is checked first.
    expect((await post({ [PROJECT_HEADER]: "project-b" })).statusCode).toBe(421);
    expect(await hub.listTasks()).toEqual([]);

    expect((await post({ authorization: `Bearer ${token}`, [PROJECT_HEADER]: "project-a" })).statusCode).toBe(201);
    // A client that names no project (an older CLI, the dashboard) is served as before.
    expect((await post({ authorization: `Bearer ${token}` })).statusCode).toBe(201);
    expect((await hub.listTasks()).map((task) => task.title)).toEqual(["Written?", "Written?"]);
  });
});
