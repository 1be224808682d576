// Known gambling domains' cores, to tell look-alikes (issue 28): a name whose core contains a known
// core (`tipico-de`, `bet365-app`), spells one with digits for letters (`b3t365`) or is one edit away
// (`tipicco`). Substring and single-deletion lookups in sets: cost independent of the list size.
import { deleet, nameParts } from "./name-features.ts";

/** Cores shorter than this are too common inside ordinary words to count as a brand. */
const MIN_CORE = 5;

export interface LookAlike {
  /** The known domain it resembles. */
  of: string;
  kind: "contains" | "one-edit";
}

export class BrandIndex {
  /** deleet(core) → a known domain with that core. */
  readonly #cores = new Map<string, string>();
  /** Every single-character deletion of a known deleeted core → the domain. */
  readonly #deletions = new Map<string, string>();
  #longest = 0;

  constructor(domains: Iterable<string>) {
    for (const domain of domains) this.add(domain);
  }

  add(domain: string): void {
    const core = deleet(nameParts(domain).core);
    if (core.length < MIN_CORE || this.#cores.has(core)) return;
    this.#cores.set(core, domain);
    this.#longest = Math.max(this.#longest, core.length);
    for (let i = 0; i < core.length; i++) {
      const deletion = core.slice(0, i) + core.slice(i + 1);
      if (!this.#deletions.has(deletion)) this.#deletions.set(deletion, domain);
    }
  }

  get size(): number {
    return this.#cores.size;
  }

  /** The known domain `domain` resembles, or null; a known domain itself (same core and suffix) is not a look-alike of itself. */
  lookAlike(domain: string): LookAlike | null {
    const parts = nameParts(domain);
    const core = deleet(parts.core);
    const self = (known: string) =>
      known === domain || (nameParts(known).core === parts.core && known.endsWith(`.${parts.suffix}`));
    for (let start = 0; start < core.length; start++) {
      for (let end = start + MIN_CORE; end <= Math.min(core.length, start + this.#longest); end++) {
        const known = this.#cores.get(core.slice(start, end));
        if (known !== undefined && !self(known)) return { of: known, kind: "contains" };
      }
    }
    if (core.length > MIN_CORE) {
      const direct = this.#deletions.get(core);
      if (direct !== undefined && !self(direct)) return { of: direct, kind: "one-edit" };
      for (let i = 0; i < core.length; i++) {
        const deletion = core.slice(0, i) + core.slice(i + 1);
        const known = this.#cores.get(deletion) ?? this.#deletions.get(deletion);
        if (known !== undefined && !self(known)) return { of: known, kind: "one-edit" };
      }
    }
    return null;
  }
}
