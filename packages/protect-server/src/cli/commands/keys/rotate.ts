import { openConfiguredDatabase } from "../../../db/open-configured.ts";
import {
  DEFAULT_ROTATION_BATCH,
  type RotationReport,
  rotateEncryptionKeys,
} from "../../../features/encryption-keys/service.ts";
import type { Config } from "../../../platform/config.ts";
import { resolveSecrets } from "../../../platform/secrets.ts";
import type { CliIo } from "../../io.ts";
import { UsageError } from "../../usage-error.ts";

export interface KeysRotateFlags {
  batchSize?: string;
  json?: boolean;
}

/** Values that no configured key decrypts: the command exits non-zero and names them. */
export class UnreadableSecretsError extends Error {
  override name = "UnreadableSecretsError";
}

export function parseBatchSize(value: string | undefined): number {
  if (value === undefined) return DEFAULT_ROTATION_BATCH;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 10_000) {
    throw new UsageError(`Invalid --batch-size "${value}": expected a whole number from 1 to 10000`);
  }
  return size;
}

/** The report as lines for people: one per column, then the totals. */
export function formatRotationReport(report: RotationReport): string {
  const lines = report.columns.map(
    (entry) => `${entry.column}: ${entry.rotated} re-encrypted, ${entry.current} already under the current key`,
  );
  lines.push(
    `Total: ${report.rotated} re-encrypted, ${report.current} already current, ${report.unreadable.length} unreadable`,
  );
  return `${lines.join("\n")}\n`;
}

/**
 * `protect-server keys rotate [--batch-size N] [--json]`: re-encrypts every stored secret under
 * TOKEN_ENCRYPTION_KEY, reading older values with TOKEN_ENCRYPTION_KEYS_PREVIOUS. Idempotent.
 */
export async function keysRotate(config: Config, flags: KeysRotateFlags, io: CliIo): Promise<RotationReport> {
  const batchSize = parseBatchSize(flags.batchSize);
  const secrets = resolveSecrets(config);
  const database = await openConfiguredDatabase(config);
  try {
    const report = await rotateEncryptionKeys(
      database.db,
      [secrets.tokenEncryptionKey, ...config.mailProtection.previousEncryptionKeys],
      { batchSize },
    );
    if (flags.json) io.stdout.write(`${JSON.stringify(report)}\n`);
    else io.stdout.write(formatRotationReport(report));
    if (report.unreadable.length > 0) {
      const rows = report.unreadable.map((entry) => `  ${entry.column} key=${entry.key}`).join("\n");
      throw new UnreadableSecretsError(
        `${report.unreadable.length} stored value(s) decrypt under none of the configured keys ` +
          `(TOKEN_ENCRYPTION_KEY, TOKEN_ENCRYPTION_KEYS_PREVIOUS); they were left unchanged:\n${rows}\n` +
          "Add the key they were written with to TOKEN_ENCRYPTION_KEYS_PREVIOUS and run the command again.",
      );
    }
    return report;
  } finally {
    await database.close();
  }
}
