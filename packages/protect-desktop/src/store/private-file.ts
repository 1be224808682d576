import { randomBytes } from "node:crypto";
import { chmod, mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Writes a file readable only by its owner (mode 0600) atomically: a temporary file beside it,
 * fsync, rename. A crash leaves the old content or the new one, never half of either.
 */
export async function writePrivateFile(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", 0o600);
  try {
    await handle.writeFile(content, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}

/**
 * Reads a private file, or `null` when it does not exist. A file someone made readable by others is
 * tightened back to 0600 before it is used.
 */
export async function readPrivateFile(path: string): Promise<string | null> {
  try {
    const info = await stat(path);
    if ((info.mode & 0o077) !== 0) await chmod(path, 0o600);
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function removePrivateFile(path: string): Promise<void> {
  await rm(path, { force: true });
}
