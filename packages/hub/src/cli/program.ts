// The `hub` command tree as a dispatch table: each entry names the top-level commands it adds and
// imports their modules only when loaded. A run of `hub task show` loads the task commands and
// nothing else; help, an unknown command or a leading option loads every entry and registers them
// in this order, so help lists the commands as it always has (docs/decisions/hub-cli-cold-start.md).
import { Command } from "commander";
import type { Runner } from "./context.ts";

type Register = (program: Command, run: Runner) => void;

interface CommandEntry {
  /** The top-level command names the entry registers. */
  names: readonly string[];
  /** Imports the entry's command modules; the result adds its commands to the program. */
  load(): Promise<Register>;
}

const group = (program: Command, name: string, description: string) => program.command(name).description(description);

export const COMMAND_TABLE: readonly CommandEntry[] = [
  {
    names: ["config"],
    async load() {
      const [{ registerConfigGet }, { registerConfigSet }] = await Promise.all([
        import("./commands/config/get.ts"),
        import("./commands/config/set.ts"),
      ]);
      return (program, run) => {
        const config = group(program, "config", "read and change .hub/config.yaml");
        registerConfigGet(config, run);
        registerConfigSet(config, run);
      };
    },
  },
  {
    names: ["ask"],
    async load() {
      const [create, list, show, wait, answer, escalate] = await Promise.all([
        import("./commands/ask/create.ts"),
        import("./commands/ask/list.ts"),
        import("./commands/ask/show.ts"),
        import("./commands/ask/wait.ts"),
        import("./commands/ask/answer.ts"),
        import("./commands/ask/escalate.ts"),
      ]);
      return (program, run) => {
        const ask = group(program, "ask", "ask the architect a question (or: ask list|show|wait|answer|escalate)")
          // Its subcommands take the same flags (`--json`): options after a subcommand are the subcommand's.
          .enablePositionalOptions();
        create.registerAskCreate(ask, run);
        list.registerAskList(ask, run);
        show.registerAskShow(ask, run);
        wait.registerAskWait(ask, run);
        answer.registerAskAnswer(ask, run);
        escalate.registerAskEscalate(ask, run);
      };
    },
  },
  {
    names: ["message"],
    load: async () => (await import("./commands/message/send.ts")).registerMessageSend,
  },
  {
    names: ["inbox"],
    load: async () => (await import("./commands/inbox/list.ts")).registerInbox,
  },
  {
    names: ["thread"],
    load: async () => (await import("./commands/thread/show.ts")).registerThread,
  },
  {
    names: ["ack"],
    load: async () => (await import("./commands/ack/message.ts")).registerAck,
  },
  {
    names: ["overdue"],
    load: async () => (await import("./commands/overdue/list.ts")).registerOverdue,
  },
  {
    names: ["watch"],
    load: async () => (await import("./commands/watch/stream.ts")).registerWatch,
  },
  {
    names: ["hello"],
    load: async () => (await import("./commands/hello/announce.ts")).registerHello,
  },
  {
    names: ["agents"],
    load: async () => (await import("./commands/agents/list.ts")).registerAgents,
  },
  {
    names: ["work"],
    load: async () => (await import("./commands/work/loop.ts")).registerWork,
  },
  {
    names: ["task"],
    async load() {
      const [create, list, search, show, update, claim, remove] = await Promise.all([
        import("./commands/task/create.ts"),
        import("./commands/task/list.ts"),
        import("./commands/task/search.ts"),
        import("./commands/task/show.ts"),
        import("./commands/task/update.ts"),
        import("./commands/task/claim.ts"),
        import("./commands/task/delete.ts"),
      ]);
      return (program, run) => {
        const task = group(program, "task", "create, list, show, update, claim and delete tasks");
        create.registerTaskCreate(task, run);
        list.registerTaskList(task, run);
        search.registerTaskSearch(task, run);
        show.registerTaskShow(task, run);
        update.registerTaskUpdate(task, run);
        claim.registerTaskClaim(task, run);
        remove.registerTaskDelete(task, run);
      };
    },
  },
  {
    names: ["ready"],
    load: async () => (await import("./commands/task/ready.ts")).registerReady,
  },
  {
    names: ["log"],
    load: async () => (await import("./commands/log/append.ts")).registerLog,
  },
  {
    names: ["handoff"],
    async load() {
      const [create, list] = await Promise.all([
        import("./commands/handoff/create.ts"),
        import("./commands/handoff/list.ts"),
      ]);
      return (program, run) => {
        const handoff = group(program, "handoff", "record and list handoffs");
        create.registerHandoffCreate(handoff, run);
        list.registerHandoffList(handoff, run);
      };
    },
  },
  {
    names: ["decision"],
    async load() {
      const [create, list] = await Promise.all([
        import("./commands/decision/create.ts"),
        import("./commands/decision/list.ts"),
      ]);
      return (program, run) => {
        const decision = group(program, "decision", "record and list decisions");
        create.registerDecisionCreate(decision, run);
        list.registerDecisionList(decision, run);
      };
    },
  },
  {
    names: ["memory"],
    async load() {
      const [add, list, search] = await Promise.all([
        import("./commands/memory/add.ts"),
        import("./commands/memory/list.ts"),
        import("./commands/memory/search.ts"),
      ]);
      return (program, run) => {
        const memory = group(program, "memory", "add, list and search memory notes");
        add.registerMemoryAdd(memory, run);
        list.registerMemoryList(memory, run);
        search.registerMemorySearch(memory, run);
      };
    },
  },
  {
    names: ["reserve"],
    load: async () => (await import("./commands/reservation/reserve.ts")).registerReserve,
  },
  {
    names: ["release", "renew"],
    load: async () => (await import("./commands/reservation/release.ts")).registerRelease,
  },
  {
    names: ["reservations", "check"],
    load: async () => (await import("./commands/reservation/list.ts")).registerReservationReads,
  },
  {
    names: ["mcp"],
    load: async () => (await import("./commands/mcp/stdio.ts")).registerMcp,
  },
];

export interface BuildProgramOptions {
  /** Adds commands owned elsewhere (init, serve, open, token), after the table's. */
  extend?: (program: Command) => void;
  /**
   * The first word of the command line. When it names a table entry, only that entry is loaded;
   * otherwise (help, an unknown word, an option) every entry is.
   */
  command?: string;
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
  for (const register of registers) register(program, run);
  options.extend?.(program);
  return program;
}
