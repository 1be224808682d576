// The policies the resolver applies, kept in memory: users with their protection state, blocklist
// mode and custom domains; devices by the hash of their token; the two global lists. Replaced
// whole by a snapshot, merged by a delta; a list is swapped in once its new index is built.
import { createHash } from "node:crypto";
import { DomainIndex } from "../blocklist/domain-index.ts";
import { normaliseDomain } from "../blocklist/domain-name.ts";
import type { ListName, PolicyDocument, UserRecord } from "./contract.ts";
import { TOKEN_SHAPE } from "./contract.ts";

export interface UserPolicy {
  readonly id: string;
  readonly protection: "on" | "off";
  /** End of a running cooldown (ms since epoch): protection is off from then on. */
  readonly cooldownEndsAt: number | null;
  readonly blocklistMode: "curated" | "full";
  /** The full list applies until then even in curated mode (downgrade grace). */
  readonly graceUntil: number | null;
  readonly custom: DomainIndex;
}

export interface DeviceEntry {
  readonly tokenHash: string;
  readonly status: "pending" | "active" | "degraded";
  readonly user: UserPolicy;
}

export interface ListState {
  index: DomainIndex;
  /** ETag of the list the index was built from; null until a list is loaded. */
  etag: string | null;
}

/** The read side the resolver uses. */
export interface PolicyView {
  /** A snapshot and both lists are loaded. */
  readonly ready: boolean;
  readonly version: number | null;
  deviceByToken(token: string): DeviceEntry | undefined;
  list(name: ListName): DomainIndex;
}

const TOKEN_HASH_MEMO_MAX = 100_000;

/** base64url SHA-256 of a token: the key under which protect-server sends devices. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function timeOrNull(value: string | null): number | null {
  return value === null ? null : Date.parse(value);
}

/** The internal form of a user record; custom domains that are not valid names are skipped. */
export function userPolicyOf(record: UserRecord): UserPolicy {
  const custom: string[] = [];
  for (const entry of record.customDomains) {
    const domain = normaliseDomain(entry);
    if (domain !== null) custom.push(domain);
  }
  return {
    id: record.id,
    protection: record.protection,
    cooldownEndsAt: timeOrNull(record.cooldownEndsAt),
    blocklistMode: record.blocklistMode,
    graceUntil: timeOrNull(record.graceUntil),
    custom: custom.length === 0 ? DomainIndex.empty : DomainIndex.from(custom),
  };
}

/** Told of every change, after it is made (the multi-core service forwards them to its query threads). */
export interface PolicyObserver {
  applied(document: PolicyDocument): void;
  listSet(name: ListName, index: DomainIndex, etag: string): void;
}

export class PolicyStore implements PolicyView {
  #version: number | null = null;
  readonly #observer: PolicyObserver | undefined;
  readonly #devices = new Map<string, DeviceEntry>();
  readonly #userDevices = new Map<string, string[]>();
  readonly #lists: Record<ListName, ListState> = {
    curated: { index: DomainIndex.empty, etag: null },
    full: { index: DomainIndex.empty, etag: null },
    bypass: { index: DomainIndex.empty, etag: null },
  };
  /**
   * Raw token → its hash (a busy device is hashed once, not per query) and the device found under
   * it as of `generation` (so that a query looks up one map while the devices stay as they are).
   */
  readonly #tokens = new Map<string, { hash: string; device: DeviceEntry | undefined; generation: number }>();
  /** Counts the policy documents applied: a remembered device is from an older one when it differs. */
  #generation = 0;

  constructor(observer?: PolicyObserver) {
    this.#observer = observer;
  }

  get version(): number | null {
    return this.#version;
  }

  get ready(): boolean {
    return (
      this.#version !== null &&
      this.#lists.curated.etag !== null &&
      this.#lists.full.etag !== null &&
      this.#lists.bypass.etag !== null
    );
  }

  get deviceCount(): number {
    return this.#devices.size;
  }

  get userCount(): number {
    return this.#userDevices.size;
  }

  list(name: ListName): DomainIndex {
    return this.#lists[name].index;
  }

  listEtag(name: ListName): string | null {
    return this.#lists[name].etag;
  }

  deviceByToken(token: string): DeviceEntry | undefined {
    let known = this.#tokens.get(token);
    if (known === undefined) {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      if (this.#tokens.size >= TOKEN_HASH_MEMO_MAX) this.#tokens.clear();
      known = { hash: hashToken(token), device: undefined, generation: -1 };
      this.#tokens.set(token, known);
    }
    if (known.generation !== this.#generation) {
      known.device = this.#devices.get(known.hash);
      known.generation = this.#generation;
    }
    return known.device;
  }

  /** Applies a policy document: a full one replaces every user, a delta merges. */
  apply(document: PolicyDocument): void {
    if (document.full) {
      this.#devices.clear();
      this.#userDevices.clear();
    }
    for (const record of document.users) {
      this.#removeUser(record.id);
      if ("removed" in record) continue;
      const user = userPolicyOf(record);
      const hashes: string[] = [];
      for (const device of record.devices) {
        if (device.status === "revoked") continue;
        this.#devices.set(device.tokenHash, { tokenHash: device.tokenHash, status: device.status, user });
        hashes.push(device.tokenHash);
      }
      if (hashes.length > 0) this.#userDevices.set(record.id, hashes);
    }
    this.#version = document.version;
    this.#generation += 1;
    this.#observer?.applied(document);
  }

  /** Swaps in a newly built list index; the old one is garbage from here on. */
  setList(name: ListName, index: DomainIndex, etag: string): void {
    this.#lists[name] = { index, etag };
    this.#observer?.listSet(name, index, etag);
  }

  #removeUser(id: string): void {
    const hashes = this.#userDevices.get(id);
    if (hashes === undefined) return;
    for (const hash of hashes) this.#devices.delete(hash);
    this.#userDevices.delete(id);
  }
}
