import { MAGIC_TOKEN_PREFIX } from "../companion/contract.ts";
import { readPrivateFile, removePrivateFile, writePrivateFile } from "./private-file.ts";

/**
 * Where the `mgc_` token lives. On Windows the app keeps it in the Credential Manager (DPAPI) through
 * the Rust shell; the service and Linux use the 0600 file. Tests use the memory store for rules and
 * the file store for the file.
 */
export interface CredentialStore {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  clear(): Promise<void>;
}

export class MemoryCredentialStore implements CredentialStore {
  #token: string | null = null;
  async read() {
    return this.#token;
  }
  async write(token: string) {
    this.#token = token;
  }
  async clear() {
    this.#token = null;
  }
}

/** The token in a file of mode 0600; a file that does not hold an `mgc_` token reads as no token. */
export class FileCredentialStore implements CredentialStore {
  readonly #path: string;
  constructor(path: string) {
    this.#path = path;
  }
  async read(): Promise<string | null> {
    const text = (await readPrivateFile(this.#path))?.trim() ?? null;
    return text?.startsWith(MAGIC_TOKEN_PREFIX) && !/\s/.test(text) ? text : null;
  }
  async write(token: string): Promise<void> {
    if (!token.startsWith(MAGIC_TOKEN_PREFIX)) throw new Error(`Refusing to store a token not starting "mgc_"`);
    await writePrivateFile(this.#path, `${token}\n`);
  }
  async clear(): Promise<void> {
    await removePrivateFile(this.#path);
  }
}
