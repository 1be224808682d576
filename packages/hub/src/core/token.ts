// The bearer token of a hub project: a random secret in `.hub/token` (git-ignored), overridable by
// the HUB_TOKEN environment variable, which the process entry passes in (libraries read no env).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HubError } from "./api.ts";
import { createFileExclusive } from "./atomic-write.ts";
import { hubDirOf } from "./config.ts";

export const TOKEN_FILE = "token";

export function tokenPathOf(projectDir: string): string {
  return join(hubDirOf(projectDir), TOKEN_FILE);
}

export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Creates `.hub/token` unless it exists; returns the token in effect. */
export async function ensureTokenFile(projectDir: string): Promise<string> {
  const existing = await readTokenFile(projectDir);
  if (existing) return existing;
  const token = generateToken();
  if (await createFileExclusive(tokenPathOf(projectDir), `${token}\n`, { mode: 0o600 })) return token;
  return (await readTokenFile(projectDir)) ?? token;
}

/** The token stored in `.hub/token`, or undefined when there is none. */
export async function readTokenFile(projectDir: string): Promise<string | undefined> {
  try {
    const token = (await readFile(tokenPathOf(projectDir), "utf8")).trim();
    return token || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The token in effect: `envToken` (HUB_TOKEN, passed by the entry) wins over the file.
 * @example await resolveToken(projectDir, process.env.HUB_TOKEN)
 */
export async function resolveToken(projectDir: string, envToken?: string): Promise<string> {
  if (envToken?.trim()) return envToken.trim();
  const token = await readTokenFile(projectDir);
  if (!token)
    throw new HubError("not_found", `No token: "${tokenPathOf(projectDir)}" is missing and HUB_TOKEN is not set`);
  return token;
}

/** Compares in constant time; hashing first makes the lengths equal without leaking them. */
export function tokensMatch(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
