import type { Tx } from "../../db/client.ts";
import { deleteConsoleCredentialsOf } from "./privacy-repo.ts";

/** A deleted admin's console sessions, TOTP secret and recovery codes go. */
export async function forgetConsoleCredentials(tx: Tx, userId: string): Promise<void> {
  await deleteConsoleCredentialsOf(tx, userId);
}
