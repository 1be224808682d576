import type pg from "pg";

/**
 * Who runs the IDLE daemon: one instance among all sharing the database. On PostgreSQL the leader
 * holds a session-level advisory lock on one dedicated pool connection for as long as it leads; if
 * that connection dies (restart, failover, pg_terminate_backend), the server has released the lock
 * and another instance may take it: the holder is told at once (onLost) so it stops leading before
 * anyone else starts. PGlite serves a single process (the data folder is locked), which always leads.
 */
export interface LeaderLock {
  /** Takes the lock if it is free; `onLost` is called once should the lock be lost later. */
  tryAcquire(onLost?: () => void): Promise<boolean>;
  /** Whether the lock is still held (false once its connection is gone). */
  held(): boolean;
  release(): Promise<void>;
}

export function postgresLeaderLock(pool: pg.Pool, key: number): LeaderLock {
  let client: pg.PoolClient | undefined;
  let detach = () => {};
  return {
    async tryAcquire(onLost) {
      if (client) return true;
      const candidate = await pool.connect();
      try {
        const result = await candidate.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
        if (!result.rows[0]?.locked) {
          candidate.release();
          return false;
        }
      } catch (error) {
        candidate.release(true);
        throw error;
      }
      const lost = () => {
        if (client !== candidate) return;
        client = undefined;
        candidate.release(true);
        onLost?.();
      };
      // 'error' for a terminated or failed connection; 'end' for one closed without an error.
      candidate.on("error", lost);
      candidate.on("end", lost);
      detach = () => {
        candidate.off("error", lost);
        candidate.off("end", lost);
      };
      client = candidate;
      return true;
    },
    held: () => client !== undefined,
    async release() {
      if (!client) return;
      const current = client;
      client = undefined;
      detach();
      try {
        await current.query("select pg_advisory_unlock($1)", [key]);
        current.release();
      } catch {
        current.release(true);
      }
    },
  };
}

export function localLeaderLock(): LeaderLock {
  let held = false;
  return {
    async tryAcquire() {
      held = true;
      return true;
    },
    held: () => held,
    async release() {
      held = false;
    },
  };
}
