// `.hub/server.json`: where the project's running server listens, for clients on the same machine.
// Written by `hub serve` whatever host it binds (loopback included), mode 0600 like the token it
// carries, and removed when the server stops. It is also the one-server-per-project guard: a serve
// claims the file exclusively before it listens, and a second serve finds a live owner and is refused.
// Synchronous reads: a client reads the record on every command, and node:fs/promises would load
// Node's readline and file watchers too (~1 ms of a command against a server).
import { readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { HubError } from "./api.ts";
import { createFileExclusive, writeFileAtomic } from "./atomic-write.ts";

export const SERVER_RECORD_FILE = "server.json";

export interface ServerRecord {
  pid: number;
  /** Absent while the server is starting (claimed, not yet listening). */
  url?: string;
  /** The token the server checks (HUB_TOKEN may differ from `.hub/token`). */
  token?: string;
  /** The project id the server serves (the config's `id`): a client on this machine needs no config. */
  project?: string;
  startedAt: string;
}

const recordPathOf = (hubDir: string) => join(hubDir, SERVER_RECORD_FILE);

/** True when a process with this pid runs on this machine. */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The record of a live server, or undefined (no file, unreadable, or its process is gone). */
export async function readServerRecord(hubDir: string): Promise<ServerRecord | undefined> {
  let record: ServerRecord;
  try {
    record = JSON.parse(readFileSync(recordPathOf(hubDir), "utf8")) as ServerRecord;
  } catch {
    return undefined;
  }
  if (!Number.isInteger(record.pid) || !processIsAlive(record.pid)) return undefined;
  return record;
}

/**
 * Claims the record for this process before the server listens. Refused (conflict) when a live
 * server holds it; a record left by a dead server is replaced.
 */
export async function claimServerRecord(hubDir: string, pid: number, now: string): Promise<void> {
  const file = recordPathOf(hubDir);
  const content = `${JSON.stringify({ pid, startedAt: now } satisfies ServerRecord)}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await createFileExclusive(file, content, { mode: 0o600 })) return;
    const owner = await readServerRecord(hubDir);
    if (owner && owner.pid !== pid) {
      const where = owner.url ? ` at ${owner.url}` : "";
      throw new HubError(
        "conflict",
        `A hub server already runs for this project${where} (pid ${owner.pid}); stop it first or use it`,
      );
    }
    try {
      unlinkSync(file);
    } catch {
      // Gone meanwhile: claim again.
    }
  }
  throw new HubError("conflict", "Cannot claim .hub/server.json: another server is starting");
}

/** Records the address once the server listens. */
export async function publishServerRecord(hubDir: string, record: ServerRecord): Promise<void> {
  await writeFileAtomic(recordPathOf(hubDir), `${JSON.stringify(record)}\n`, { mode: 0o600 });
}

/** Removes the record if it is still this process's. */
export async function releaseServerRecord(hubDir: string, pid: number): Promise<void> {
  try {
    const record = JSON.parse(readFileSync(recordPathOf(hubDir), "utf8")) as ServerRecord;
    if (record.pid === pid) unlinkSync(recordPathOf(hubDir));
  } catch {
    // Already gone.
  }
}
