// The agent's shell: gathers what `decide` needs (stored pairing, protect-server's answer, the
// machine's state), runs the actions it returns, and stores what changed. All IO comes in as
// dependencies, so the same shell runs in the Windows service, on Linux and in the tests.
import { randomUUID } from "node:crypto";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { type CompanionClient, CompanionError, type DeviceInfo } from "../companion/companion-client.ts";
import type { DnsProfileWire } from "../companion/contract.ts";
import type { Action, AgentInput, Credential, Decision, ServerView } from "../core/agent-input.ts";
import { decide } from "../core/decide.ts";
import { type DnsProfile, orderAddresses } from "../plan/dns-profile.ts";
import type { CredentialStore } from "../store/credential-store.ts";
import type { AgentMemory, AgentMemoryStore } from "./agent-memory.ts";
import type { DriftSink } from "./drift-log.ts";
import type { SystemAdapter } from "./system-adapter.ts";

/** Resolves the DoH host's addresses when the profile does not carry them. */
export type HostResolver = (host: string) => Promise<string[]>;

export const systemHostResolver: HostResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface AgentDeps {
  readonly client: CompanionClient;
  readonly credentials: CredentialStore;
  readonly memory: AgentMemoryStore;
  readonly system: SystemAdapter;
  readonly drift: DriftSink;
  /** Name, model and OS version sent at register (the installation id comes from the memory). */
  readonly device: Omit<DeviceInfo, "installationId">;
  readonly resolveHost?: HostResolver;
  readonly now?: () => Date;
}

export interface TickResult {
  readonly decision: Decision;
  /** Every action run in this tick, in order. */
  readonly executed: readonly Action[];
  readonly server: ServerView | null;
  /** The first failure (the tick stopped there); the next tick tries again. */
  readonly error: string | null;
}

const MAX_ROUNDS = 6;

export class Agent {
  readonly #deps: AgentDeps;
  #lock: Promise<unknown> = Promise.resolve();
  constructor(deps: AgentDeps) {
    this.#deps = deps;
  }

  /** Redeems a pairing code, stores the token, and runs a tick (register, profile, apply). */
  pair(code: string): Promise<TickResult> {
    return this.#exclusive(async () => {
      const token = await this.#deps.client.redeem(code);
      await this.#deps.credentials.write(token);
      const memory = await this.#deps.memory.read();
      await this.#deps.memory.write({ ...memory, deviceId: null, released: false });
      return this.#tick();
    });
  }

  /** Starts the 24-hour release cooldown; protection stays until protect-server reports the release. */
  requestRelease(): Promise<{ releaseAt: string }> {
    return this.#exclusive(async () => {
      const { token, memory } = await this.#paired();
      const answer = await this.#deps.client.release(token);
      await this.#deps.memory.write({ ...memory, releaseAt: answer.releaseAt });
      return answer;
    });
  }

  /** Cancels a running release. */
  cancelRelease(): Promise<void> {
    return this.#exclusive(async () => {
      const { token, deviceId, memory } = await this.#paired();
      await this.#deps.client.cancelRelease(token, deviceId);
      await this.#deps.memory.write({ ...memory, releaseAt: null });
    });
  }

  /** The release time protect-server gave, for the app's countdown. */
  async releaseAt(): Promise<string | null> {
    return (await this.#deps.memory.read()).releaseAt;
  }

  /** Observe, decide, act — repeated while the actions make progress (at most six rounds). */
  tick(): Promise<TickResult> {
    return this.#exclusive(() => this.#tick());
  }

  /** One operation at a time: the service's ticks and the app's commands never interleave. */
  #exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.#lock.then(operation, operation);
    this.#lock = run.catch(() => undefined);
    return run;
  }

  async #paired(): Promise<{ token: string; deviceId: string; memory: AgentMemory }> {
    const token = await this.#deps.credentials.read();
    const memory = await this.#deps.memory.read();
    if (!token || !memory.deviceId) throw new CompanionError("rejected", "This device is not paired");
    return { token, deviceId: memory.deviceId, memory };
  }

  async #tick(): Promise<TickResult> {
    const { server, credential, absentDeviceId } = await this.#serverView();
    const executed: Action[] = [];
    let previous = "";
    let decision: Decision | null = null;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const input = await this.#input(credential, absentDeviceId, server);
      decision = decide(input);
      const signature = JSON.stringify(decision.actions);
      if (decision.actions.length === 0 || signature === previous) break;
      previous = signature;
      for (const action of decision.actions) {
        try {
          await this.#run(action);
          executed.push(action);
        } catch (error) {
          return { decision, executed, server, error: `${action.type}: ${(error as Error).message}` };
        }
      }
    }
    return { decision: decision!, executed, server, error: null };
  }

  async #serverView(): Promise<{ server: ServerView | null; credential: Credential; absentDeviceId: string | null }> {
    const token = await this.#deps.credentials.read();
    const memory = await this.#deps.memory.read();
    if (!token) return { server: null, credential: "none", absentDeviceId: null };
    if (!memory.deviceId) return { server: null, credential: "valid", absentDeviceId: null };
    try {
      const status = await this.#deps.client.status(token, memory.deviceId);
      // Keep the release time the server reports; forget it when the server reports none (cancelled),
      // so that a later refusal of the token is not taken for the end of an old release.
      const { release } = status.view;
      const releaseAt =
        release.kind === "pending" ? release.releaseAt : release.kind === "none" ? null : memory.releaseAt;
      if (releaseAt !== memory.releaseAt) await this.#deps.memory.write({ ...memory, releaseAt });
      return { server: status.view, credential: "valid", absentDeviceId: status.bound ? null : memory.deviceId };
    } catch (error) {
      if (error instanceof CompanionError && error.code === "unauthorized") {
        // protect-server revokes a released computer's token (its hourly job): a refusal dated at or
        // after the release time the server gave is the release, even if no tick saw it listed.
        const releasedBy = memory.releaseAt ? Date.parse(memory.releaseAt) : Number.NaN;
        if (error.serverTime && error.serverTime.getTime() >= releasedBy)
          return {
            server: { shouldBeActive: true, release: { kind: "released" } },
            credential: "valid",
            absentDeviceId: null,
          };
        return { server: null, credential: "rejected", absentDeviceId: null };
      }
      // Unreachable or odd answers decide nothing: the agent goes on from what it knows.
      return { server: null, credential: "valid", absentDeviceId: null };
    }
  }

  async #input(credential: Credential, absentDeviceId: string | null, server: ServerView | null): Promise<AgentInput> {
    const memory = await this.#deps.memory.read();
    const token = await this.#deps.credentials.read();
    return {
      // forget-pairing ran in an earlier round: the token is gone now.
      credential: token ? credential : "none",
      registered: memory.deviceId !== null && memory.deviceId !== absentDeviceId,
      profile: memory.profile !== null,
      enforced: memory.enforced,
      released: memory.released,
      server: token ? server : null,
      items: await this.#deps.system.observe(memory.profile),
    };
  }

  async #run(action: Action): Promise<void> {
    const memory = await this.#deps.memory.read();
    const update = (patch: Partial<AgentMemory>) => this.#deps.memory.write({ ...memory, ...patch });
    switch (action.type) {
      case "register": {
        const installationId = memory.installationId ?? randomUUID();
        const { device } = await this.#deps.client.register(await this.#token(), {
          ...this.#deps.device,
          installationId,
        });
        return update({ installationId, deviceId: device.id });
      }
      case "fetch-profile":
        return update({ profile: await this.#profile(await this.#deps.client.profile(await this.#token())) });
      case "apply":
        return this.#deps.system.apply(memory.profile!, action.items);
      case "report-drift": {
        await this.#deps.drift.report({ at: (this.#deps.now?.() ?? new Date()).toISOString(), items: action.items });
        // The server hears that a repair happened (never which items): best effort, an older server
        // or no network must not stop the repair loop; the local drift log holds the details.
        const token = await this.#deps.credentials.read();
        if (token) await this.#deps.client.tamperRepaired(token).catch(() => undefined);
        return;
      }
      case "mark-enforced":
        return update({ enforced: true });
      case "remove":
        return this.#deps.system.remove(action.items, memory.profile);
      case "end-enforcement":
        return update({ enforced: false, profile: null, releaseAt: null, released: true });
      case "forget-pairing":
        await this.#deps.credentials.clear();
        return update({ deviceId: null });
    }
  }

  async #token(): Promise<string> {
    const token = await this.#deps.credentials.read();
    if (!token) throw new CompanionError("unauthorized", "No pairing token stored");
    return token;
  }

  async #profile(wire: DnsProfileWire): Promise<DnsProfile> {
    const host = new URL(wire.dohUrl).hostname.replace(/^\[|\]$/g, "");
    const addresses = wire.resolverAddresses.length
      ? wire.resolverAddresses
      : isIP(host)
        ? [host]
        : await (this.#deps.resolveHost ?? systemHostResolver)(host);
    if (addresses.length === 0) throw new Error(`No address found for the DoH host "${host}"`);
    return { dohUrl: wire.dohUrl, dotHost: wire.dotHost ?? null, addresses: orderAddresses(addresses).slice(0, 8) };
  }
}
