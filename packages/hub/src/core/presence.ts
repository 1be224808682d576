// Who is here now. Presence is ephemeral (never written to disk). An agent joins by announcing;
// it leaves when its announce goes stale (no announce for `ttlMs`) while it holds no open event
// stream, or when its last event stream opened with `?agent=<name>` closes and it does not
// reconnect within `graceMs`. Pure state: the hub drives it with timestamps and timers.
import type { AgentPresence } from "./api.ts";

/** An announce older than this, with no open stream, counts as gone. */
export const PRESENCE_TTL_MS = 10 * 60_000;
/** A stream that drops may reconnect within this time without a `left` event. */
export const PRESENCE_GRACE_MS = 5_000;

interface Entry {
  presence: AgentPresence;
  streams: number;
  /** When the last stream closed, if none is open. */
  streamClosedAtMs?: number;
  lastSeenMs: number;
}

export class PresenceRegistry {
  readonly ttlMs: number;
  readonly graceMs: number;
  #agents = new Map<string, Entry>();

  constructor(options: { ttlMs?: number; graceMs?: number } = {}) {
    this.ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
    this.graceMs = options.graceMs ?? PRESENCE_GRACE_MS;
  }

  announce(agent: string, role: string, nowMs: number): AgentPresence {
    const previous = this.#agents.get(agent);
    const now = new Date(nowMs).toISOString();
    const presence: AgentPresence = {
      agent,
      role,
      joinedAt: previous && previous.presence.role === role ? previous.presence.joinedAt : now,
      lastSeenAt: now,
    };
    this.#agents.set(agent, { presence, streams: previous?.streams ?? 0, lastSeenMs: nowMs });
    return presence;
  }

  /** An event stream for `agent` opened; returns the function to call when it closes. */
  openStream(agent: string, nowMs: number): (closedAtMs: number) => void {
    const entry = this.#agents.get(agent);
    if (entry) {
      entry.streams += 1;
      entry.lastSeenMs = nowMs;
      delete entry.streamClosedAtMs;
    }
    let closed = false;
    return (closedAtMs) => {
      if (closed || !entry || this.#agents.get(agent) !== entry) return;
      closed = true;
      entry.streams -= 1;
      entry.lastSeenMs = closedAtMs;
      if (entry.streams === 0) entry.streamClosedAtMs = closedAtMs;
    };
  }

  list(): AgentPresence[] {
    return [...this.#agents.values()].map((entry) => entry.presence).sort((a, b) => a.agent.localeCompare(b.agent));
  }

  /** Removes and returns the agents that have left as of `nowMs`. */
  sweep(nowMs: number): AgentPresence[] {
    const left: AgentPresence[] = [];
    for (const [agent, entry] of this.#agents) {
      if (entry.streams > 0) continue;
      const streamGone = entry.streamClosedAtMs !== undefined && nowMs - entry.streamClosedAtMs >= this.graceMs;
      const stale = nowMs - entry.lastSeenMs >= this.ttlMs;
      if (streamGone || stale) {
        this.#agents.delete(agent);
        left.push(entry.presence);
      }
    }
    return left;
  }
}
