// Counts, per UTC day, how many distinct devices asked each name that is on no list (issue 28). The
// devices are kept only as in-memory keys to count them; what leaves the resolver is a name asked by
// at least k devices and its addresses, never a device, a user or a client address.

/** A name's devices (at most k kept: k is all the report needs) and the addresses it resolved to. */
interface NameCount {
  devices: Set<string>;
  addresses: Set<string>;
}

export interface DiscoveredName {
  name: string;
  addresses: string[];
}

export interface DayReport {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  k: number;
  names: DiscoveredName[];
}

export interface DiscoveryCounterOptions {
  /** Distinct devices a name needs before it is reported. */
  k: number;
  /** Names counted per day; further new names are not counted (memory stays bounded). */
  maxNames: number;
  /** Addresses kept per name. */
  maxAddresses?: number;
  /** false: a query thread's counter, which only tells new pairs apart; its days are not reported. */
  keepReports?: boolean;
}

const DAY_MS = 86_400_000;

/** The UTC day of a time as a number (days since 1970-01-01): cheap on the query path. */
export function dayNumber(millis: number): number {
  return Math.floor(millis / DAY_MS);
}

/** YYYY-MM-DD of a day number. */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export class DiscoveryCounter {
  readonly #options: Required<DiscoveryCounterOptions>;
  #day: number | null = null;
  #names = new Map<string, NameCount>();
  /** Days that ended, waiting for the reporter. */
  readonly #completed: DayReport[] = [];
  /** New names not counted today because maxNames was reached. */
  overflow = 0;

  constructor(options: DiscoveryCounterOptions) {
    this.#options = { maxAddresses: 8, keepReports: true, ...options };
  }

  /**
   * Whether `device` asking `name` on `day` would count: a device not yet counted for a name that
   * has fewer than k. Cheap (one map lookup): callers check the lists and read the addresses only then.
   */
  wants(name: string, device: string, day: number): boolean {
    if (day !== this.#day) return true;
    const count = this.#names.get(name);
    if (count === undefined) return this.#names.size < this.#options.maxNames;
    return count.devices.size < this.#options.k && !count.devices.has(device);
  }

  /** Counts one device for a name (with the answer's addresses); true when it was new. */
  add(name: string, device: string, addresses: readonly string[], day: number): boolean {
    // A pair of a day that already ended (a query thread's late message): that day was reported.
    if (this.#day !== null && day < this.#day) return false;
    this.#roll(day);
    let count = this.#names.get(name);
    if (count === undefined) {
      if (this.#names.size >= this.#options.maxNames) {
        this.overflow += 1;
        return false;
      }
      count = { devices: new Set(), addresses: new Set() };
      this.#names.set(name, count);
    }
    for (const address of addresses) {
      if (count.addresses.size >= this.#options.maxAddresses) break;
      count.addresses.add(address);
    }
    if (count.devices.size >= this.#options.k || count.devices.has(device)) return false;
    count.devices.add(device);
    return true;
  }

  /** Moves to `day` (the UTC day number of the clock): a day that ended becomes a report. */
  roll(day: number): void {
    this.#roll(day);
  }

  /**
   * Ends the current day now (SIGUSR2: before a planned stop, or a test ending the day): its names
   * with at least k devices become a report, the counts start again. The day stays the same, so a
   * name needs k devices again after it (never fewer: the rule holds for each report on its own).
   */
  closeDay(): void {
    if (this.#day === null) return;
    const day = this.#day;
    this.#roll(day + 1);
    this.#day = day;
  }

  /** The reports of the days that ended (and forgets them). */
  takeCompleted(): DayReport[] {
    return this.#completed.splice(0);
  }

  get names(): number {
    return this.#names.size;
  }

  #roll(day: number): void {
    if (day === this.#day || (this.#day !== null && day < this.#day)) return;
    if (this.#day !== null && day > this.#day && this.#options.keepReports) {
      const names: DiscoveredName[] = [];
      for (const [name, count] of this.#names) {
        // The k-anonymity rule: fewer than k distinct devices → the name is never reported.
        if (count.devices.size >= this.#options.k) names.push({ name, addresses: [...count.addresses] });
      }
      this.#completed.push({ day: dayString(this.#day), k: this.#options.k, names });
    }
    this.#day = day;
    this.#names = new Map();
    this.overflow = 0;
  }
}
