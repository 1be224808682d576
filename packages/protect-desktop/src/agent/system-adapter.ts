import type { ItemState } from "../core/agent-input.ts";
import type { DnsProfile } from "../plan/dns-profile.ts";

/**
 * A platform's hands: reads the protection items back from the machine, writes them, takes them
 * away. The Linux adapter writes files under a root folder; the Windows adapter runs the plan's
 * commands. `decide` never sees one, only what `observe` returned.
 */
export interface SystemAdapter {
  /** Every item of this platform's plan. */
  readonly items: readonly string[];
  /** `missing`: no trace of the agent's setting; `drifted`: it is there but changed. */
  observe(profile: DnsProfile | null): Promise<Record<string, ItemState>>;
  apply(profile: DnsProfile, items: readonly string[]): Promise<void>;
  remove(items: readonly string[], profile: DnsProfile | null): Promise<void>;
  /** Folders whose changes should wake the tamper service at once (besides its interval). */
  readonly watchPaths: readonly string[];
}
