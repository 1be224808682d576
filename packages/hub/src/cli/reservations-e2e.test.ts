// `hub reserve`, `check`, `reservations`, `renew` and `release` as spawned processes against a real
// `hub serve`, and in local mode.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProject,
  type RunningServer,
  spawnHub,
  startServer,
  type TestProject,
  waitForOutput,
} from "./e2e/hub-process.ts";

const T = 30_000;

describe("hub reservations CLI against a running server (spawned processes)", () => {
  let project: TestProject;
  let server: RunningServer;

  beforeAll(async () => {
    project = await createProject("reserve-e2e");
    server = await startServer(project, ["--no-advertise"]);
  }, T);
  afterAll(async () => {
    await server?.stop();
    await project?.remove();
  });

  it(
    "race: two agents reserve overlapping exclusive paths at once, exactly one wins (exit 0), the other exits 6",
    async () => {
      const [ann, bob] = await Promise.all([
        project.run(["reserve", "src/core", "--agent", "ann", "--json"]),
        project.run(["reserve", "src/**/*.ts", "--agent", "bob", "--exclusive", "--json"]),
      ]);
      expect([ann.code, bob.code].sort()).toEqual([0, 6]);
      const [winner, loser] = ann.code === 0 ? [ann, bob] : [bob, ann];
      const held = JSON.parse(winner.stdout) as { id: string; agent: string; expiresAt: string };
      expect(loser.stderr).toContain(`${held.id}`);
      expect(loser.stderr).toContain(`by "${held.agent}" until ${held.expiresAt}`);
      const listed = JSON.parse((await project.run(["reservations", "--json"])).stdout) as { id: string }[];
      expect(listed.map((r) => r.id)).toEqual([held.id]);
      expect((await project.run(["release", held.id, "--agent", held.agent])).code).toBe(0);
    },
    T,
  );

  it(
    "check says who is in the way (exit 6) until the holder releases; watch --until sees the release",
    async () => {
      const reserved = await project.run([
        "reserve",
        "docs/",
        "--agent",
        "cy",
        "--shared",
        "--ttl",
        "120",
        "--task",
        "TSK-0001",
      ]);
      expect(reserved.code).toBe(0);
      const id = /RSV-\d{4}/.exec(reserved.stdout)![0];
      expect(reserved.stdout).toContain("[shared]  docs/**  by cy until");

      const blocked = await project.run(["check", "docs/guide.md", "--agent", "dee"]);
      expect(blocked.code).toBe(6);
      expect(blocked.stdout).toContain(`in the way: ${id}  [shared]  docs/**  by cy until`);
      const shared = await project.run(["check", "docs/guide.md", "--agent", "dee", "--shared", "--json"]);
      expect(shared.code).toBe(0);
      expect(JSON.parse(shared.stdout)).toEqual({ ok: true, conflicts: [] });

      const renewed = JSON.parse(
        (await project.run(["renew", id, "--agent", "cy", "--ttl", "600", "--json"])).stdout,
      ) as { ttlSeconds: number }[];
      expect(renewed[0]!.ttlSeconds).toBe(600);
      expect((await project.run(["release", id, "--agent", "dee"])).code).toBe(6);

      const watch = spawnHub(["watch", "--until", `reservation.released:${id}`], { cwd: project.dir });
      await waitForOutput(watch.child, "Watching hub events");
      expect((await project.run(["release", id, "--agent", "cy"])).code).toBe(0);
      const watched = await watch.done;
      expect(watched.code).toBe(0);
      expect(watched.stdout).toContain(`reservation released ${id} by cy docs/**`);
      expect((await project.run(["check", "docs/guide.md", "--agent", "dee"])).code).toBe(0);
    },
    T,
  );

  it(
    "refuses bad input as usage (exit 2) without reserving anything",
    async () => {
      expect((await project.run(["reserve", "../outside", "--agent", "ann"])).code).toBe(2);
      expect((await project.run(["reserve", "src", "--agent", "ann", "--ttl", "100000"])).code).toBe(2);
      expect((await project.run(["reserve", "src", "--agent", "ann", "--shared", "--exclusive"])).code).toBe(2);
      expect((await project.run(["release", "RSV-9999", "--agent", "ann"])).code).toBe(5);
      expect(JSON.parse((await project.run(["reservations", "--agent", "ann", "--json"])).stdout)).toEqual([]);
    },
    T,
  );
});

describe("hub reserve in local mode (no server)", () => {
  let project: TestProject;
  beforeAll(async () => {
    project = await createProject("reserve-local");
  }, T);
  afterAll(async () => {
    await project?.remove();
  });

  it(
    "reserves on the .hub files and says local mode in its JSON",
    async () => {
      const reserved = await project.run(["reserve", "src", "--agent", "ann", "--json"]);
      expect(reserved.code).toBe(0);
      expect(JSON.parse(reserved.stdout)).toMatchObject({ mode: "local", data: { id: "RSV-0001", agent: "ann" } });
      const blocked = await project.run(["reserve", "src/a.ts", "--agent", "bob"]);
      expect(blocked.code).toBe(6);
      expect(blocked.stderr).toContain('RSV-0001 "src" exclusive by "ann"');
    },
    T,
  );

  it(
    "race between two processes on the files (no server): exactly one of two overlapping reserves wins",
    async () => {
      const [first, second] = await Promise.all([
        project.run(["reserve", "lib/**", "--agent", "cy"]),
        project.run(["reserve", "lib/index.ts", "--agent", "dee"]),
      ]);
      expect([first.code, second.code].sort()).toEqual([0, 6]);
      const listed = JSON.parse((await project.run(["reservations", "--path", "lib", "--json"])).stdout) as {
        data: { agent: string }[];
      };
      expect(listed.data).toHaveLength(1);
    },
    T,
  );
});
