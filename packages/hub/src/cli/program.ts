import { Command } from "commander";
import { registerAck } from "./commands/ack/message.ts";
import { registerAgents } from "./commands/agents/list.ts";
import { registerAskAnswer } from "./commands/ask/answer.ts";
import { registerAskCreate } from "./commands/ask/create.ts";
import { registerAskEscalate } from "./commands/ask/escalate.ts";
import { registerAskList } from "./commands/ask/list.ts";
import { registerAskShow } from "./commands/ask/show.ts";
import { registerAskWait } from "./commands/ask/wait.ts";
import { registerConfigGet } from "./commands/config/get.ts";
import { registerConfigSet } from "./commands/config/set.ts";
import { registerDecisionCreate } from "./commands/decision/create.ts";
import { registerDecisionList } from "./commands/decision/list.ts";
import { registerHandoffCreate } from "./commands/handoff/create.ts";
import { registerHandoffList } from "./commands/handoff/list.ts";
import { registerHello } from "./commands/hello/announce.ts";
import { registerInbox } from "./commands/inbox/list.ts";
import { registerLog } from "./commands/log/append.ts";
import { registerMcp } from "./commands/mcp/stdio.ts";
import { registerMemoryAdd } from "./commands/memory/add.ts";
import { registerMemoryList } from "./commands/memory/list.ts";
import { registerMemorySearch } from "./commands/memory/search.ts";
import { registerMessageSend } from "./commands/message/send.ts";
import { registerOverdue } from "./commands/overdue/list.ts";
import { registerReservationReads } from "./commands/reservation/list.ts";
import { registerRelease } from "./commands/reservation/release.ts";
import { registerReserve } from "./commands/reservation/reserve.ts";
import { registerTaskClaim } from "./commands/task/claim.ts";
import { registerTaskCreate } from "./commands/task/create.ts";
import { registerTaskDelete } from "./commands/task/delete.ts";
import { registerTaskList } from "./commands/task/list.ts";
import { registerReady } from "./commands/task/ready.ts";
import { registerTaskSearch } from "./commands/task/search.ts";
import { registerTaskShow } from "./commands/task/show.ts";
import { registerTaskUpdate } from "./commands/task/update.ts";
import { registerThread } from "./commands/thread/show.ts";
import { registerWatch } from "./commands/watch/stream.ts";
import { registerWork } from "./commands/work/loop.ts";
import type { Runner } from "./context.ts";

/** The `hub` command tree; `extend` adds commands owned elsewhere (init, serve, token). */
export function buildProgram(version: string, run: Runner, extend?: (program: Command) => void): Command {
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

  const config = program.command("config").description("read and change .hub/config.yaml");
  registerConfigGet(config, run);
  registerConfigSet(config, run);

  const ask = program
    .command("ask")
    .description("ask the architect a question (or: ask list|show|wait|answer|escalate)")
    .enablePositionalOptions();
  registerAskCreate(ask, run);
  registerAskList(ask, run);
  registerAskShow(ask, run);
  registerAskWait(ask, run);
  registerAskAnswer(ask, run);
  registerAskEscalate(ask, run);

  registerMessageSend(program, run);
  registerInbox(program, run);
  registerThread(program, run);
  registerAck(program, run);
  registerOverdue(program, run);
  registerWatch(program, run);
  registerHello(program, run);
  registerAgents(program, run);
  registerWork(program, run);

  const task = program.command("task").description("create, list, show, update, claim and delete tasks");
  registerTaskCreate(task, run);
  registerTaskList(task, run);
  registerTaskSearch(task, run);
  registerReady(program, run);
  registerTaskShow(task, run);
  registerTaskUpdate(task, run);
  registerTaskClaim(task, run);
  registerTaskDelete(task, run);
  registerLog(program, run);

  const handoff = program.command("handoff").description("record and list handoffs");
  registerHandoffCreate(handoff, run);
  registerHandoffList(handoff, run);
  const decision = program.command("decision").description("record and list decisions");
  registerDecisionCreate(decision, run);
  registerDecisionList(decision, run);
  const memory = program.command("memory").description("add, list and search memory notes");
  registerMemoryAdd(memory, run);
  registerMemoryList(memory, run);
  registerMemorySearch(memory, run);

  registerReserve(program, run);
  registerRelease(program, run);
  registerReservationReads(program, run);

  registerMcp(program, run);
  extend?.(program);
  return program;
}
