import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Config, SECRET_ENV_VARS, type Secrets, secretsSchema } from "./config.ts";
import { prepareDataDir } from "./data-dir.ts";

export const SECRETS_FILE_NAME = "secrets.json";

function generateSecrets(): Secrets {
  const token = () => randomBytes(32).toString("base64url");
  return {
    handshakeSecret: token(),
    adminSecret: token(),
    tokenEncryptionKey: randomBytes(32).toString("hex"),
    sessionPepper: token(),
    paymentWebhookSecret: token(),
  };
}

/**
 * Resolves the secrets. Production needs every secret configured. Development fills missing ones
 * from `<dataDir>/secrets.json`, generating that file (mode 0600) the first time.
 */
export function resolveSecrets(config: Config): Secrets {
  const given = config.secrets;
  if (config.env === "production") {
    const result = secretsSchema.safeParse(given);
    if (!result.success) {
      const missing = result.error.issues
        .map((issue) => {
          const key = String(issue.path[0]);
          return key in SECRET_ENV_VARS
            ? `${SECRET_ENV_VARS[key as keyof typeof SECRET_ENV_VARS]} (${key})`
            : issue.path.join(".");
        })
        .join(", ");
      throw new Error(`Production needs every secret configured; missing or invalid: ${missing}`);
    }
    return result.data;
  }
  const file = join(config.dataDir, SECRETS_FILE_NAME);
  let stored: Secrets;
  if (existsSync(file)) {
    stored = secretsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } else {
    stored = generateSecrets();
    prepareDataDir(config.dataDir);
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  }
  return secretsSchema.parse({ ...stored, ...given });
}
