// The `hub` command tree as a dispatch table: each entry names the top-level commands it adds and
// imports its module only when loaded. A run of `hub task show` loads the task commands and
// nothing else; help, an unknown command or a leading option loads every entry and registers them
// in this order, so help lists the commands as it always has (docs/decisions/hub-cli-cold-start.md).
import { Command } from "commander";
import type { Runner } from "./context.ts";

/** `subcommand`: the word after the command; a group may register only that one of its commands. */
type Register = (program: Command, run: Runner, subcommand?: string) => void;

interface CommandEntry {
  /** The top-level command names the entry registers. */
  names: readonly string[];
  /** Imports the entry's command module; the result adds its commands to the program. */
  load(): Promise<Register>;
}

export const COMMAND_TABLE: readonly CommandEntry[] = [
  { names: ["config"], load: async () => (await import("./commands/config/group.ts")).registerConfigGroup },
  { names: ["ask"], load: async () => (await import("./commands/ask/group.ts")).registerAskGroup },
  { names: ["message"], load: async () => (await import("./commands/message/send.ts")).registerMessageSend },
  { names: ["inbox"], load: async () => (await import("./commands/inbox/list.ts")).registerInbox },
  { names: ["thread"], load: async () => (await import("./commands/thread/show.ts")).registerThread },
  { names: ["ack"], load: async () => (await import("./commands/ack/message.ts")).registerAck },
  { names: ["overdue"], load: async () => (await import("./commands/overdue/list.ts")).registerOverdue },
  { names: ["watch"], load: async () => (await import("./commands/watch/stream.ts")).registerWatch },
  { names: ["hello"], load: async () => (await import("./commands/hello/announce.ts")).registerHello },
  { names: ["agents"], load: async () => (await import("./commands/agents/list.ts")).registerAgents },
  { names: ["work"], load: async () => (await import("./commands/work/loop.ts")).registerWork },
  { names: ["task"], load: async () => (await import("./commands/task/group.ts")).registerTaskGroup },
  { names: ["ready"], load: async () => (await import("./commands/task/ready.ts")).registerReady },
  { names: ["log"], load: async () => (await import("./commands/log/append.ts")).registerLog },
  { names: ["handoff"], load: async () => (await import("./commands/handoff/group.ts")).registerHandoffGroup },
  { names: ["decision"], load: async () => (await import("./commands/decision/group.ts")).registerDecisionGroup },
  { names: ["memory"], load: async () => (await import("./commands/memory/group.ts")).registerMemoryGroup },
  { names: ["reserve"], load: async () => (await import("./commands/reservation/reserve.ts")).registerReserve },
  {
    names: ["release", "renew"],
    load: async () => (await import("./commands/reservation/release.ts")).registerRelease,
  },
  {
    names: ["reservations", "check"],
    load: async () => (await import("./commands/reservation/list.ts")).registerReservationReads,
  },
  { names: ["mcp"], load: async () => (await import("./commands/mcp/stdio.ts")).registerMcp },
];

export interface BuildProgramOptions {
  /** Adds commands owned elsewhere (init, serve, open, token), after the table's. */
  extend?: (program: Command) => void;
  /**
   * The first word of the command line. When it names a table entry, only that entry is loaded;
   * otherwise (help, an unknown word, an option) every entry is.
   */
  command?: string;
  /** The second word, passed to the entry's register (see Register). */
  subcommand?: string;
}

/** The `hub` command tree, with every command or only the one the command line names. */
export async function buildProgram(version: string, run: Runner, options: BuildProgramOptions = {}): Promise<Command> {
  const program = new Command("hub")
    .description("Agent coordination hub: tasks, handoffs, decisions, memory, messages, asks and file reservations")
    .version(version, "-V, --version", "print the version")
    .showHelpAfterError()
    // Before any subcommand exists, so each inherits it: a usage error of `hub task create` throws
    // to main (exit 2) instead of commander exiting the process with 1.
    .exitOverride()
    // `hub ask` has options of its own and subcommands with the same flags (`--json`): options after
    // a subcommand name belong to the subcommand.
    .enablePositionalOptions();
  const named = COMMAND_TABLE.find((entry) => options.command !== undefined && entry.names.includes(options.command));
  const registers = await Promise.all((named ? [named] : COMMAND_TABLE).map((entry) => entry.load()));
  for (const register of registers) register(program, run, named ? options.subcommand : undefined);
  options.extend?.(program);
  return program;
}
