import { z } from "zod";
import { type DnsProfile, dnsProfileSchema } from "../plan/dns-profile.ts";
import { readPrivateFile, writePrivateFile } from "../store/private-file.ts";

/** What the agent keeps between runs, where only the service (SYSTEM, root) can write. */
export interface AgentMemory {
  /** This installation's stable id, sent as `deviceId` at register; made once. */
  readonly installationId: string | null;
  /** protect-server's id of the registered device. */
  readonly deviceId: string | null;
  readonly profile: DnsProfile | null;
  readonly enforced: boolean;
  /** protect-server released this device and protection was ended; cleared by the next pairing. */
  readonly released: boolean;
  /** The release time protect-server gave, for the app's countdown. */
  readonly releaseAt: string | null;
}

export const EMPTY_MEMORY: AgentMemory = {
  installationId: null,
  deviceId: null,
  profile: null,
  enforced: false,
  released: false,
  releaseAt: null,
};

const memorySchema = z.object({
  installationId: z.string().min(1).max(200).nullable(),
  deviceId: z.string().min(1).max(128).nullable(),
  profile: dnsProfileSchema.nullable(),
  enforced: z.boolean(),
  // Absent in files written before it existed: those computers were not released.
  released: z.boolean().default(false),
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
