import type { Action, AgentInput, Decision, Phase } from "./agent-input.ts";

/**
 * The agent's rule: from what it knows (pairing, server view, observed items) to what it does.
 * Pure and total. Protection fails closed: an unreachable server, a deleted token or a refused
 * token never removes anything; only protect-server reporting the device released does.
 *
 * @example
 * decide({ credential: "valid", registered: true, profile: true, enforced: true, released: false,
 *          server: null, items: { resolver: "drifted", "browser:chrome": "applied" } });
 * // → phase "protecting", actions: apply ["resolver"] (repair), report-drift ["resolver"]
 */
export function decide(input: AgentInput): Decision {
  const ids = Object.keys(input.items).sort();
  const present = ids.filter((id) => input.items[id] !== "missing");
  const notApplied = ids.filter((id) => input.items[id] !== "applied");
  const release = input.server?.release.kind ?? "unknown";

  if (release === "released") {
    const actions: Action[] = [];
    if (present.length > 0) actions.push({ type: "remove", items: present });
    if (input.enforced || input.profile || !input.released) actions.push({ type: "end-enforcement" });
    if (input.credential !== "none") actions.push({ type: "forget-pairing" });
    return { phase: "released", actions, uninstallAllowed: present.length === 0 };
  }

  const actions: Action[] = [];
  if (input.credential === "rejected") actions.push({ type: "forget-pairing" });
  if (input.credential === "valid" && !input.registered) actions.push({ type: "register" });
  else if (input.credential === "valid" && !input.profile) actions.push({ type: "fetch-profile" });

  // Fail closed: only an explicit `false` from the server pauses enforcement.
  const paused = input.server?.shouldBeActive === false;
  if (input.profile && !paused && notApplied.length > 0) {
    actions.push({ type: "apply", items: notApplied, repair: input.enforced });
    if (input.enforced) actions.push({ type: "report-drift", items: notApplied });
  }
  if (input.profile && !paused && notApplied.length === 0 && !input.enforced) actions.push({ type: "mark-enforced" });

  return {
    phase: phaseOf(input, paused, release),
    actions,
    uninstallAllowed: !input.enforced && present.length === 0,
  };
}

function phaseOf(input: AgentInput, paused: boolean, release: string): Phase {
  if (input.credential !== "valid") {
    if (input.enforced || input.profile) return "relink";
    return input.released ? "released" : "unpaired";
  }
  if (!input.registered || !input.profile) return "setup";
  if (paused) return "paused";
  return release === "pending" ? "cooldown" : "protecting";
}
