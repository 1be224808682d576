import { describe, expect, it } from "vitest";
import type { HubApi } from "../core/api.ts";
import { type ConnectDeps, connectHub } from "./connect.ts";

/** The connection rules over plain in-memory edges: which hubs answer, what discovery finds. */
function edges(world: { answering: string[]; advertised?: string; hasLocalProject?: boolean; configuredUrl?: string }) {
  const saved: string[] = [];
  const reports: string[] = [];
  const server = (url: string) => ({ url }) as unknown as HubApi;
  const local = { local: true } as unknown as HubApi;
  const deps: ConnectDeps = {
    configuredUrl: world.configuredUrl,
    projectId: "demo-id",
    hasLocalProject: world.hasLocalProject ?? true,
    probe: async (url) => world.answering.includes(url),
    discover: async () => world.advertised,
    saveUrl: async (url) => {
      saved.push(url);
    },
    openServer: server,
    openLocal: async () => ({ api: local, close: async () => {} }),
    report: (line) => reports.push(line),
  };
  return { deps, saved, reports };
}

describe("connectHub", () => {
  it("uses the project's own live server without a probe", async () => {
    const { deps } = edges({ configuredUrl: "http://a:1", answering: [] });
    let probes = 0;
    const connection = await connectHub({
      ...deps,
      configuredIsOwnServer: true,
      probe: async () => {
        probes += 1;
        return false;
      },
    });
    expect(connection).toMatchObject({ mode: "server", url: "http://a:1" });
    expect(probes).toBe(0);
  });

  it("uses the configured server when it answers, without discovery or a config write", async () => {
    const { deps, saved } = edges({ configuredUrl: "http://a:1", answering: ["http://a:1"], advertised: "http://b:2" });
    const connection = await connectHub(deps);
    expect(connection).toMatchObject({ mode: "server", url: "http://a:1" });
    expect(saved).toEqual([]);
  });

  it("follows a server that moved and saves its new address", async () => {
    const { deps, saved, reports } = edges({ configuredUrl: "http://a:1", answering: [], advertised: "http://a:9" });
    expect(await connectHub(deps)).toMatchObject({ mode: "server", url: "http://a:9" });
    expect(saved).toEqual(["http://a:9"]);
    expect(reports[0]).toContain("Hub server moved: http://a:1 did not answer, using http://a:9");
  });

  it("saves a server found for a project without an address", async () => {
    const { deps, saved, reports } = edges({ answering: [], advertised: "http://b:2" });
    expect(await connectHub(deps)).toMatchObject({ mode: "server", url: "http://b:2" });
    expect(saved).toEqual(["http://b:2"]);
    expect(reports[0]).toBe("Found the project's hub at http://b:2 (saved in .hub/config.yaml)");
  });

  it("never falls back to the .hub files when a configured server does not answer", async () => {
    const { deps, saved } = edges({ configuredUrl: "http://a:1", answering: [] });
    await expect(connectHub(deps)).rejects.toMatchObject({
      code: "unreachable",
      message: expect.stringContaining("Cannot reach the hub server at http://a:1"),
    });
    expect(saved).toEqual([]);
  });

  it("works on the .hub files only when no server is configured or found, and says so", async () => {
    const { deps, reports } = edges({ answering: [] });
    expect(await connectHub(deps)).toMatchObject({ mode: "local" });
    expect(reports).toEqual(["No hub server configured: working on the .hub files directly (local mode)"]);
  });

  it("fails as unreachable outside a project when nothing answers", async () => {
    const { deps } = edges({ configuredUrl: "http://a:1", answering: [], hasLocalProject: false });
    await expect(connectHub(deps)).rejects.toMatchObject({ code: "unreachable" });
  });
});
