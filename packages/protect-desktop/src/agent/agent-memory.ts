import { z } from "zod";
import { type DnsProfile, dnsProfileSchema } from "../plan/dns-profile.ts";
import { readPrivateFile, writePrivateFile } from "../store/private-file.ts";

/** What the agent keeps between runs, where only the service (SYSTEM, root) can write. */
export interface AgentMemory {
  readonly deviceId: string | null;
  readonly profile: DnsProfile | null;
  readonly enforced: boolean;
  /** The release time protect-server gave, for the app's countdown. */
  readonly releaseAt: string | null;
}

export const EMPTY_MEMORY: AgentMemory = { deviceId: null, profile: null, enforced: false, releaseAt: null };

const memorySchema = z.object({
  deviceId: z.string().min(1).max(128).nullable(),
  profile: dnsProfileSchema.nullable(),
  enforced: z.boolean(),
  releaseAt: z.string().max(64).nullable(),
});

export interface AgentMemoryStore {
  read(): Promise<AgentMemory>;
  write(memory: AgentMemory): Promise<void>;
}

export class MemoryAgentMemoryStore implements AgentMemoryStore {
  #memory: AgentMemory = EMPTY_MEMORY;
  async read() {
    return this.#memory;
  }
  async write(memory: AgentMemory) {
    this.#memory = memory;
  }
}

/**
 * The memory as a 0600 JSON file. A file that cannot be read as memory (corrupted, edited) counts
 * as enforced protection without a profile: protection is never dropped because a file was broken;
 * pairing again brings the profile back.
 */
export class FileAgentMemoryStore implements AgentMemoryStore {
  readonly #path: string;
  constructor(path: string) {
    this.#path = path;
  }
  async read(): Promise<AgentMemory> {
    const text = await readPrivateFile(this.#path);
    if (text === null) return EMPTY_MEMORY;
    try {
      return memorySchema.parse(JSON.parse(text));
    } catch {
      return { ...EMPTY_MEMORY, enforced: true };
    }
  }
  async write(memory: AgentMemory): Promise<void> {
    await writePrivateFile(this.#path, `${JSON.stringify(memory, null, 2)}\n`);
  }
}
