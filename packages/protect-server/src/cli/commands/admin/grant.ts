import { openConfiguredDatabase } from "../../../db/open-configured.ts";
import { grantAdminByEmail } from "../../../features/admin/service.ts";
import type { Config } from "../../../platform/config.ts";
import type { CliIo } from "../../io.ts";

/** `protect-server admin grant <email>`: makes an existing account an admin. */
export async function adminGrant(
  config: Config,
  email: string,
  io: CliIo,
  options: { json?: boolean } = {},
): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    const result = await grantAdminByEmail(database.db, email, new Date());
    if (options.json) io.stdout.write(`${JSON.stringify(result)}\n`);
    else
      io.stdout.write(
        `${result.email} ${result.created ? "is now an admin" : "was already an admin"} (${result.userId})\n`,
      );
  } finally {
    await database.close();
  }
}
