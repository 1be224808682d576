import type { Tx } from "../../db/client.ts";
import { redactSnapshotsOf } from "./privacy-repo.ts";

export async function forgetModerationSnapshots(tx: Tx, userId: string): Promise<void> {
  await redactSnapshotsOf(tx, userId);
}
