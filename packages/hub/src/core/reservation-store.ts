// The reservation table of a project: one JSON file, `.hub/reservations.json`, read whole and
// rewritten atomically under a lock file, so a reserve in the server and one in another process
// never both win (see docs/decisions/hub-reservations.md). Rules live in reservation-rules.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HubError, type Reservation } from "./api.ts";
import { writeFileAtomic } from "./atomic-write.ts";
import { withEntityLock } from "./entity-lock.ts";
import { EMPTY_RESERVATION_TABLE, type ReservationTable } from "./reservation-rules.ts";
import { asStorageError } from "./storage-error.ts";

export const RESERVATIONS_FILE = "reservations.json";

export class ReservationStore {
  readonly file: string;
  /** In-process turn-taking, so writers of this process do not poll each other's lock file. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(hubDir: string) {
    this.file = join(hubDir, RESERVATIONS_FILE);
  }

  async read(): Promise<ReservationTable> {
    let text: string;
    try {
      text = await readFile(this.file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return EMPTY_RESERVATION_TABLE;
      throw asStorageError(error);
    }
    return parseTable(text);
  }

  /**
   * Runs `change` on the current table while holding the lock, and writes what it returns when the
   * table changed. Whatever `change` throws leaves the file as it was.
   */
  change<T>(change: (table: ReservationTable) => { table: ReservationTable; result: T }): Promise<T> {
    const run = this.#queue.then(() =>
      withEntityLock(this.file, async () => {
        const before = await this.read();
        const { table, result } = change(before);
        if (table !== before) {
          await writeFileAtomic(this.file, `${JSON.stringify(table, null, 2)}\n`).catch((error: unknown) => {
            throw asStorageError(error);
          });
        }
        return result;
      }),
    );
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

function parseTable(text: string): ReservationTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new HubError(
      "storage_unavailable",
      `Cannot read .hub/${RESERVATIONS_FILE}: ${(error as Error).message} (fix the file or delete it to drop every reservation)`,
    );
  }
  const table = parsed as Partial<ReservationTable>;
  const reservations = Array.isArray(table.reservations) ? (table.reservations as Reservation[]) : [];
  const highest = Math.max(0, ...reservations.map((r) => Number(/^RSV-(\d+)$/.exec(String(r.id))?.[1] ?? 0)));
  const nextNumber = Number.isInteger(table.nextNumber) ? Math.max(table.nextNumber!, highest + 1) : highest + 1;
  return { nextNumber, reservations };
}
