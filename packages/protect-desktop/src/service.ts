// Assembles the agent service from the config: the platform adapter, the stores in the data folder,
// the tamper loop and the control channel. The only place besides cli/ that starts listening.
import { execFile } from "node:child_process";
import { release as osRelease, version as osVersion } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Agent } from "./agent/agent.ts";
import { FileAgentMemoryStore } from "./agent/agent-memory.ts";
import { FileDriftLog } from "./agent/drift-log.ts";
import type { SystemAdapter } from "./agent/system-adapter.ts";
import { TamperService } from "./agent/tamper-service.ts";
import { CompanionClient } from "./companion/companion-client.ts";
import type { Config } from "./config.ts";
import { startControlServer } from "./control/control-server.ts";
import { LinuxAdapter } from "./linux/linux-adapter.ts";
import { FileCredentialStore } from "./store/credential-store.ts";
import { WindowsAdapter } from "./windows/windows-adapter.ts";

const run = promisify(execFile);

export function adapterFor(config: Config): SystemAdapter {
  if (config.platform === "windows") return new WindowsAdapter({ interfaces: config.interfaces });
  return new LinuxAdapter({
    root: config.root,
    resolver: config.resolver,
    ...(config.resolver === "systemd-resolved" && config.root === "/"
      ? {
          onResolverChange: async () => {
            await run("systemctl", ["try-reload-or-restart", "systemd-resolved"]);
          },
        }
      : {}),
  });
}

export function agentFor(config: Config, system: SystemAdapter): Agent {
  return new Agent({
    client: new CompanionClient({ baseUrl: config.serverUrl }),
    credentials: new FileCredentialStore(join(config.dataDir, "token")),
    memory: new FileAgentMemoryStore(join(config.dataDir, "state.json")),
    system,
    drift: new FileDriftLog(join(config.dataDir, "drift.log")),
    device: {
      name: config.deviceName,
      model: `${config.platform === "windows" ? "Windows" : "Linux"} ${process.arch}`,
      osVersion: `${osVersion()} ${osRelease()}`.slice(0, 128),
    },
  });
}

export interface RunningService {
  stop(): Promise<void>;
}

/** Starts the tamper loop and the control channel; `stop` ends both. */
export async function startAgentService(config: Config, log: (line: string) => void): Promise<RunningService> {
  const system = adapterFor(config);
  const agent = agentFor(config, system);
  const tamper = new TamperService(agent, system, {
    intervalMs: config.intervalSeconds * 1000,
    onTick: (result) => {
      if (result.executed.length > 0 || result.error)
        log(JSON.stringify({ phase: result.decision.phase, executed: result.executed, error: result.error }));
    },
    onError: (error) => log(JSON.stringify({ error: (error as Error).message })),
  });
  const control = await startControlServer(agent, { path: config.controlPath });
  tamper.start();
  return {
    async stop() {
      await control.close();
      await tamper.stop();
    },
  };
}
