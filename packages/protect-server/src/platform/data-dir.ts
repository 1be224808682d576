import { accessSync, chmodSync, constants, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

/** Only the server's user may enter the data folder (the database, dev secrets and the outbox). */
export const DATA_DIR_MODE = 0o700;
/** Files in it: readable and writable by that user only. */
export const DATA_FILE_MODE = 0o600;

/** The data folder cannot be created or written: the message says which and what to do. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirError";
  }
}

const HINT = "choose another folder with --data-dir or DATA_DIR";

/** A clear message for a failed create or write in the data folder, from the system error's code. */
export function dataDirProblem(dataDir: string, error: unknown): DataDirError {
  const code = (error as NodeJS.ErrnoException).code;
  const where = `"${resolve(dataDir)}"`;
  switch (code) {
    case "EACCES":
    case "EPERM":
      return new DataDirError(`Cannot use data folder ${where}: permission denied for this user; ${HINT}`);
    case "ENOTDIR":
    case "EEXIST":
      return new DataDirError(
        `Cannot use data folder ${where}: it or one of its parents is a file, not a folder; ${HINT}`,
      );
    case "EROFS":
      return new DataDirError(`Cannot use data folder ${where}: the file system is read-only; ${HINT}`);
    case "ENOENT":
      return new DataDirError(`Cannot use data folder ${where}: a parent folder cannot be found; ${HINT}`);
    case "ENOSPC":
      return new DataDirError(`Cannot use data folder ${where}: no space left on the device`);
    default:
      return new DataDirError(`Cannot use data folder ${where}: ${(error as Error).message}`);
  }
}

/**
 * Makes the data folder ready, the same way for the server and every CLI command: created with its
 * missing parents (mode 0700), an existing one tightened to 0700, and checked writable. Throws
 * DataDirError with a clear message instead of a raw ENOENT or EACCES.
 */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
    if (!lstatSync(dataDir).isDirectory()) throw Object.assign(new Error("not a folder"), { code: "ENOTDIR" });
    chmodSync(dataDir, DATA_DIR_MODE);
    accessSync(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw dataDirProblem(dataDir, error);
  }
}

/**
 * Folders 0700 and files 0600 under the data folder. PGlite creates its files itself with the
 * process umask (0644 under the usual 022), so this runs after it opened; the CLI also sets a
 * umask of 077 so that files created later are private too.
 */
export function restrictDataDir(dataDir: string): void {
  const walk = (path: string) => {
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" && path !== dataDir) return; // gone meanwhile
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== DATA_DIR_MODE) chmodSync(path, DATA_DIR_MODE);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if ((stat.mode & 0o777) !== DATA_FILE_MODE) {
      chmodSync(path, DATA_FILE_MODE);
    }
  };
  try {
    walk(dataDir);
  } catch (error) {
    throw dataDirProblem(dataDir, error);
  }
}
