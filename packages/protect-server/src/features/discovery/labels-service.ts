// An administrator's decision on a discovered name (issue 28) becomes a labelled example the scorer
// learns from, and the candidate follows it. Called by the submissions feature inside the decision's
// transaction; imports nothing but its own repository (the submissions feature depends on it).
import type { DbOrTx } from "../../db/client.ts";
import { setCandidateStatus, upsertLabel } from "./repo.ts";

export async function recordDiscoveryDecisionInTx(
  tx: DbOrTx,
  domain: string,
  decision: "approved" | "rejected",
  now: Date,
): Promise<void> {
  await upsertLabel(tx, domain, decision === "approved" ? "gambling" : "not_gambling", now);
  await setCandidateStatus(tx, domain, decision);
}
