// What the agent knows when it decides: its pairing, what protect-server said last, and what it
// observed on the machine. Everything here is plain data so that `decide` stays a pure function.

/** The state of one protection item (a browser policy, the resolver setting) on the machine. */
export type ItemState = "applied" | "missing" | "drifted";

/** The device's release (the desktop's 24-hour cooldown) as protect-server reports it. */
export type Release =
  | { readonly kind: "none" }
  | { readonly kind: "pending"; readonly releaseAt: string }
  | { readonly kind: "released" };

/** protect-server's view, or `null` when it has not answered (unreachable, not paired). */
export interface ServerView {
  /** `protectionShouldBeActive` of the account; `false` only after the account's cooldown resolved. */
  readonly shouldBeActive: boolean;
  readonly release: Release;
}

/**
 * `none`: no `mgc_` token stored; `valid`: a token the server has not refused; `rejected`: the
 * server answered 401 to it (unlinked, expired), so the user must pair again.
 */
export type Credential = "none" | "valid" | "rejected";

export interface AgentInput {
  readonly credential: Credential;
  /** The device is bound to the account (`POST /api/magic/register` succeeded). */
  readonly registered: boolean;
  /** A DNS profile is known (fetched now or kept from an earlier fetch). */
  readonly profile: boolean;
  /**
   * Protection was fully applied once and the device has not been released since. Persisted where
   * only the service can write, so deleting the token does not turn protection into a choice.
   */
  readonly enforced: boolean;
  /**
   * protect-server reported the device released and the agent ended protection. Remembered until
   * the computer is paired again, so that it says "released", not "unpaired" like a new one.
   */
  readonly released: boolean;
  readonly server: ServerView | null;
  /** Every item of the platform's plan, keyed by item id. */
  readonly items: Readonly<Record<string, ItemState>>;
}

export type Phase =
  /** Not paired and nothing enforced: the app asks for a pairing code. */
  | "unpaired"
  /** Paired; registering the device or fetching its DNS profile. */
  | "setup"
  /** Protection applied and kept. */
  | "protecting"
  /** A release was requested; protection stays until protect-server reports the device released. */
  | "cooldown"
  /** The account's protection is off (its cooldown resolved); settings stay, drift is not repaired. */
  | "paused"
  /** Protection is enforced but the pairing is gone or refused: kept from the stored profile until paired again. */
  | "relink"
  /** protect-server reported the device released: protection is removed and may be uninstalled. */
  | "released";

export type Action =
  | { readonly type: "register" }
  | { readonly type: "fetch-profile" }
  /** Write these items; `repair` when protection was enforced before (they drifted). */
  | { readonly type: "apply"; readonly items: readonly string[]; readonly repair: boolean }
  | { readonly type: "report-drift"; readonly items: readonly string[] }
  /** Everything is applied for the first time: remember that protection is now enforced. */
  | { readonly type: "mark-enforced" }
  | { readonly type: "remove"; readonly items: readonly string[] }
  /** The device was released: forget the enforcement and the cached profile, remember the release. */
  | { readonly type: "end-enforcement" }
  | { readonly type: "forget-pairing" };

export interface Decision {
  readonly phase: Phase;
  /** In order; the shell stops at the first action that fails and decides again on the next tick. */
  readonly actions: readonly Action[];
  /** The installer's uninstall and the app's "disable" are allowed only when this is true. */
  readonly uninstallAllowed: boolean;
}
