import type { AgentHubEvent, Ask, HubApi, Message, SubscribeOptions, Task } from "./api.ts";
import { agentRules, checkInput } from "./input-rules.ts";

export interface WorkBatch {
  agent: string;
  role?: string;
  /** Unread messages addressed to the agent; they are marked read by the time the batch returns. */
  messages: Message[];
  /** Architect only: tasks in `review` whose reviewer is the agent. */
  reviews?: Task[];
  /** Architect only: pending asks addressed to the agent. */
  asks?: Ask[];
  /** True when the wait ended with nothing to do. */
  idle: boolean;
  reminder: string;
}

export interface WorkCycleOptions {
  agent: string;
  /** Role of the agent; when absent it is taken from the agent's announce (`hub hello`). */
  role?: string;
  unattended?: boolean;
  /** How long to wait for work when there is none. */
  waitMs: number;
  signal?: AbortSignal;
  /** Told when the event stream is lost while waiting (server mode); the wait goes on and re-reads on reconnect. */
  onDisconnect?: SubscribeOptions["onDisconnect"];
  /** Told each time the event stream is (re)opened. */
  onOpen?: () => void;
}

const ARCHITECT = "architect";

/**
 * One turn of the work loop: drains the agent's unread messages (marking them read) and, for the
 * architect, collects reviews and pending asks. With nothing to do it waits for a `message` event
 * for the agent (or an `ask`/`task` event for the architect), woken by the event stream.
 *
 * @example
 * const batch = await runWorkCycle(hub, { agent: "dev", waitMs: 30_000 });
 */
export async function runWorkCycle(api: HubApi, options: WorkCycleOptions): Promise<WorkBatch> {
  checkInput(agentRules, options.agent, "agent");
  const role = options.role ?? (await announcedRole(api, options.agent));
  const architect = role === ARCHITECT;
  let wake: (() => void) | undefined;
  let dirty = false;
  const relevant = (event: AgentHubEvent) =>
    (event.type === "message" &&
      (event.to === undefined || event.to === options.agent || (role !== undefined && event.role === role))) ||
    (architect && event.type === "ask") ||
    (architect && event.type === "task" && event.status === "review");
  const recheck = () => {
    dirty = true;
    wake?.();
  };
  // A (re)connect re-reads too: work that arrived before the stream was open is not missed.
  const subscription = api.subscribe((event) => relevant(event) && recheck(), {
    onOpen: () => {
      options.onOpen?.();
      recheck();
    },
    onDisconnect: options.onDisconnect,
  });
  const deadline = Date.now() + options.waitMs;
  try {
    for (;;) {
      dirty = false;
      const batch = await collect(api, options.agent, architect);
      const hasWork = batch.messages.length > 0 || (batch.reviews?.length ?? 0) > 0 || (batch.asks?.length ?? 0) > 0;
      const remaining = deadline - Date.now();
      if (hasWork || remaining <= 0 || options.signal?.aborted) {
        for (const message of batch.messages) await api.markMessageRead(message.id, { agent: options.agent });
        const messages = batch.messages.map((message) => ({ ...message, read: true }));
        return { agent: options.agent, role, ...batch, messages, idle: !hasWork, reminder: reminder(hasWork, options) };
      }
      if (!dirty) await sleepUntilWoken(remaining, options.signal, (fn) => (wake = fn));
    }
  } finally {
    subscription.close();
  }
}

async function collect(api: HubApi, agent: string, architect: boolean) {
  const messages = await api.listMessages({ agent, unread: true });
  if (!architect) return { messages };
  const [tasks, asks] = await Promise.all([
    api.listTasks({ status: "review" }),
    api.listAsks({ status: "pending", to: agent }),
  ]);
  return { messages, reviews: tasks.filter((task) => task.reviewer === agent), asks };
}

async function announcedRole(api: HubApi, agent: string): Promise<string | undefined> {
  const present = await api.listAgents();
  return present.find((presence) => presence.agent === agent)?.role;
}

function sleepUntilWoken(
  ms: number,
  signal: AbortSignal | undefined,
  setWake: (fn: () => void) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      setWake(() => {});
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done);
    setWake(done);
  });
}

function reminder(hasWork: boolean, options: WorkCycleOptions): string {
  const next = hasWork
    ? "Handle the items above, then call hub_work again (CLI: hub work)."
    : "Nothing new yet; call hub_work again (CLI: hub work).";
  if (!options.unattended) return next;
  return `${next} You are unattended: never pause for a human. When you need a decision, call hub_ask with wait=true (CLI: hub ask --wait) and continue with its answer.`;
}
