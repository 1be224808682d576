// Where the resolver hands answered names to the discovery count (issue 28): only names on none of
// the global lists, answered with addresses, asked by a known device. One map lookup per answer in
// the common case; the lists are asked and the addresses read only for a pair not counted yet.
import { LIST_NAMES } from "../policy/contract.ts";
import type { Lists } from "../policy/decide.ts";
import { answerAddresses } from "../wire/addresses.ts";
import type { ScannedAnswer } from "../wire/scan.ts";
import { type DiscoveryCounter, dayNumber } from "./discovery-counter.ts";

/** A new (name, device) pair counted on a query thread, sent on to the main thread's counter. */
export type DiscoveryForward = (name: string, device: string, addresses: readonly string[], day: number) => void;

export interface DiscoveryObserver {
  observe(name: string, device: string, answer: ScannedAnswer, now: number): void;
}

export class DiscoveryTap implements DiscoveryObserver {
  readonly #counter: DiscoveryCounter;
  readonly #lists: Lists;
  readonly #forward: DiscoveryForward | undefined;

  constructor(counter: DiscoveryCounter, lists: Lists, forward?: DiscoveryForward) {
    this.#counter = counter;
    this.#lists = lists;
    this.#forward = forward;
  }

  observe(name: string, device: string, answer: ScannedAnswer, now: number): void {
    const day = dayNumber(now);
    if (!this.#counter.wants(name, device, day)) return;
    for (const list of LIST_NAMES) if (this.#lists.list(list).match(name) >= 0) return;
    const addresses = answerAddresses(answer);
    if (addresses.length === 0) return;
    if (this.#counter.add(name, device, addresses, day)) this.#forward?.(name, device, addresses, day);
  }
}
