// What the main thread and the query threads say to each other. Policy documents are small and
// copied; list indexes travel as their arrays, which live in shared memory, so every thread reads
// the one copy the main thread built.
import type { DomainIndexArrays } from "../blocklist/domain-index.ts";
import type { Config } from "../config.ts";
import type { ListName, PolicyDocument } from "../policy/contract.ts";
import type { TlsMaterial } from "../tls/tls-material.ts";
import type { ListenPorts } from "../transport/listen-configured.ts";

export interface QueryThreadData {
  config: Config;
  tls: TlsMaterial | null;
  version: string;
  threads: number;
  /** [pending, dropped] of the main thread's handshake reporter, for /health. */
  handshakeStats: Int32Array;
}

export type ToQueryThread =
  | { kind: "policy"; document: PolicyDocument }
  | { kind: "list"; name: ListName; arrays: DomainIndexArrays; etag: string }
  /** Answered with a pong once everything the thread posted before it has been posted. */
  | { kind: "ping"; id: number }
  | { kind: "close" };

export type FromQueryThread =
  | { kind: "listening"; ports: ListenPorts }
  | { kind: "listen-failed"; message: string; code: string | undefined }
  /** After each change: the thread's policy version and whether both lists are loaded. */
  | { kind: "applied"; version: number | null; ready: boolean }
  | { kind: "seen"; token: string; deviceKey: string }
  /** A (name, device) pair the thread counted for the first time today (discovery). */
  | { kind: "discovered"; name: string; deviceKey: string; addresses: readonly string[]; day: number }
  | { kind: "pong"; id: number }
  | { kind: "closed" };
