// The hub core: HubApi over markdown files, the SQLite index and the event bus. REST routes, CLI
// commands and MCP tools are thin fronts over this class; every rule lives here or in *-rules.ts.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import {
  type AgentHubEvent,
  type AgentPresence,
  type Ask,
  type AskAnswer,
  type AskCreate,
  type Decision,
  type DecisionCreate,
  ENTITY_TYPES,
  type Handoff,
  type HandoffCreate,
  type HubApi,
  HubError,
  type ListAsksFilter,
  type ListMessagesFilter,
  type ListOverdueFilter,
  type ListReservationsFilter,
  type ListTasksFilter,
  type MemoryCreate,
  type MemoryNote,
  type MemorySearchHit,
  type Message,
  type MessageCreate,
  type OverdueAck,
  type Reservation,
  type ReservationChange,
  type ReservationCheck,
  type ReservationCheckInput,
  type ReservationCreate,
  type SubscribeOptions,
  type Subscription,
  type Task,
  type TaskCreate,
  type TaskLogInput,
  type TaskLogLine,
  type TaskPatch,
  type TaskSearchHit,
} from "./api.ts";
import { answerAsk, DEFAULT_ARCHITECT, escalateAsk, newAsk } from "./ask-rules.ts";
import type { ChangeFeed } from "./change-feed.ts";
import { type Clock, systemClock } from "./clock.ts";
import { architectOf, configuredHoldersOf, type HubConfig, hubDirOf, readConfig } from "./config.ts";
import { EntityRepository, type HubLogger } from "./entity-repository.ts";
import { EntityStore } from "./entity-store.ts";
import type { EntityWatcher } from "./entity-watcher.ts";
import { type BusEntry, type BusFilter, EventBus } from "./event-bus.ts";
import {
  agentRules,
  announceRules,
  askAnswerRules,
  askCreateRules,
  askFilterRules,
  checkInput,
  decisionCreateRules,
  definedOnly,
  handoffCreateRules,
  memoryCreateRules,
  messageAckRules,
  messageCreateRules,
  messageFilterRules,
  messageReaderRules,
  overdueFilterRules,
  searchQueryRules,
  taskBoardRules,
  taskCreateRules,
  taskFilterRules,
  taskLogRules,
  taskPatchRules,
} from "./input-rules.ts";
import {
  acknowledge,
  byThreadOrder,
  messageFor,
  newMessage,
  overdueAcks,
  readMessage,
  roleOfAddress,
} from "./message-rules.ts";
import { PresenceRegistry } from "./presence.ts";
import { ReservationStore } from "./reservation-store.ts";
import { Reservations } from "./reservations.ts";
import { RevisionGate } from "./revision-gate.ts";
import { EntityIndex, toFtsQuery } from "./sqlite-index.ts";
import { asStorageError, withoutHubPath } from "./storage-error.ts";
import { readTaskBoard, type TaskBoard, type TaskBoardQuery } from "./task-board.ts";
import { applyTaskPatch, type ClaimOptions, claim, newTask } from "./task-changes.ts";
import { assertDependencies, readyQueue } from "./task-dependencies.ts";
import { TaskLogStore } from "./task-log.ts";
import type { TaskLogWatcher } from "./task-log-watcher.ts";

export const INDEX_FILE = "index.sqlite";

export interface OpenHubOptions {
  /** Watch the entity folders and publish changes made by others (the server does). Default false. */
  watch?: boolean;
  logger?: HubLogger;
  clock?: Clock;
  debounceMs?: number;
  replayBufferSize?: number;
  presenceTtlMs?: number;
  presenceGraceMs?: number;
  /** How often presence is checked for agents that left. Default: the grace period (5 s). */
  presenceSweepMs?: number;
  /**
   * How often expired reservations are removed and announced (`reservation expired`) while
   * watching (the server). Default 5 s; they never block or list once expired, swept or not.
   */
  reservationSweepMs?: number;
  /**
   * A watcher of the entity folders (the local index watcher, src/index-watch/): a catch-up then
   * compares only the files changed since its last answer. Not used while this hub watches itself.
   */
  changeFeed?: ChangeFeed;
}

const silentLogger: HubLogger = { info() {}, warn() {} };

/**
 * Opens the hub of a project folder (the one holding `.hub/`). The index catches up with the files
 * of a type before the first list or search of that type (all types at once when watching), so a
 * command that reads or writes one entity opens in a few milliseconds whatever the project's size.
 * @example
 * const hub = await openHub("/work/app", { watch: true });
 * await hub.createTask({ title: "Write the README" });
 * await hub.close();
 */
export async function openHub(projectDir: string, options: OpenHubOptions = {}): Promise<Hub> {
  const hubDir = hubDirOf(projectDir);
  if (!existsSync(hubDir)) throw new HubError("not_found", `No hub project at "${projectDir}": run \`hub init\``);
  const store = new EntityStore(hubDir);
  await store.ensureFolders();
  const index = new EntityIndex(join(hubDir, INDEX_FILE));
  const hub = new Hub(projectDir, store, index, options);
  if (options.watch) await hub.startWatching();
  return hub;
}

export class Hub implements HubApi {
  readonly projectDir: string;
  readonly bus: EventBus;
  readonly presence: PresenceRegistry;
  #repo: EntityRepository;
  #dependencyQueue: Promise<void> = Promise.resolve();
  #index: EntityIndex;
  #logs: TaskLogStore;
  #gate = new RevisionGate();
  #clock: Clock;
  #logger: HubLogger;
  #options: OpenHubOptions;
  #watcher?: EntityWatcher;
  #logWatcher?: TaskLogWatcher;
  /** Own task-log lines published but not yet seen by the log watcher (only while watching). */
  #ownLogLines = new Set<string>();
  #sweepTimer?: ReturnType<typeof setInterval>;
  #reservations: Reservations;
  #reservationTimer?: ReturnType<typeof setInterval>;
  #closed = false;

  constructor(projectDir: string, store: EntityStore, index: EntityIndex, options: OpenHubOptions = {}) {
    this.projectDir = projectDir;
    this.#options = options;
    this.#clock = options.clock ?? systemClock();
    this.#logger = options.logger ?? silentLogger;
    this.#index = index;
    this.bus = new EventBus({ bufferSize: options.replayBufferSize });
    this.presence = new PresenceRegistry({ ttlMs: options.presenceTtlMs, graceMs: options.presenceGraceMs });
    this.#logs = new TaskLogStore(store.hubDir);
    this.#reservations = new Reservations({
      store: new ReservationStore(store.hubDir),
      clock: this.#clock,
      emit: (event, stamp) => this.emit(event, stamp),
    });
    this.#repo = new EntityRepository({
      store,
      index,
      emit: (event, stamp, revision) => this.emit(event, stamp, revision),
      published: (type, id) => this.#gate.last(`${type}:${id}`),
      logger: this.#logger,
      nowMs: () => this.#clock.nowMs(),
      feed: options.watch ? undefined : options.changeFeed,
    });
    const sweepMs = options.presenceSweepMs ?? Math.min(this.presence.graceMs, this.presence.ttlMs / 10, 10_000);
    this.#sweepTimer = setInterval(() => this.sweepPresence(), sweepMs);
    this.#sweepTimer.unref();
  }

  /**
   * The one emit function both paths (API writes and the watcher) go through. `revision` names the
   * written state (the file's content hash, "deleted"); a repeat of an entity's last revision is the
   * same write seen twice and is dropped.
   */
  emit(event: AgentHubEvent, stamp: string, revision: string = stamp): boolean {
    if (!this.#gate.admit(`${event.type}:${event.id}`, revision)) return false;
    this.bus.publish({ ...event, stamp });
    return true;
  }

  async startWatching(): Promise<void> {
    if (this.#watcher) return;
    // The watcher reports changes from now on; the index must hold everything before.
    for (const type of ENTITY_TYPES) await this.#repo.ready(type);
    // Imported here: chokidar is for watching processes (the server), not for a one-shot command.
    const [{ watchEntityFiles }, { watchTaskLogs }] = await Promise.all([
      import("./entity-watcher.ts"),
      import("./task-log-watcher.ts"),
    ]);
    this.#reservationTimer = setInterval(() => {
      this.sweepReservations().catch((error: unknown) =>
        this.#logger.warn(`Reservation sweep: ${(error as Error).message}`),
      );
    }, this.#options.reservationSweepMs ?? 5_000);
    this.#reservationTimer.unref();
    this.#watcher = await watchEntityFiles(
      this.#repo.store,
      (type, id) => {
        this.#repo
          .syncFile(type, id)
          .catch((error: unknown) => this.#logger.warn(`Watcher: ${(error as Error).message}`));
      },
      { debounceMs: this.#options.debounceMs, onError: (error) => this.#logger.warn(`Watcher: ${error.message}`) },
    );
    await mkdir(this.#logs.folder, { recursive: true });
    // Lines other processes append (a CLI in local mode) are published like this process's own.
    this.#logWatcher = await watchTaskLogs(
      this.#logs.folder,
      (line) => {
        const key = JSON.stringify(line);
        if (this.#ownLogLines.delete(key)) return;
        this.bus.publishTaskLog(line);
      },
      { debounceMs: this.#options.debounceMs, onError: (error) => this.#logger.warn(`Log watcher: ${error.message}`) },
    );
  }

  // Tasks

  async createTask(input: TaskCreate): Promise<Task> {
    const valid = checkInput(taskCreateRules, definedOnly(input), "task");
    if (!valid.blockedBy?.length) return this.#repo.create("task", (id) => newTask(id, valid, this.#clock.stamp()));
    return this.#dependencyChange(async () => {
      // The new id is not known yet, so no task can depend on it: only unknown ids can be wrong.
      assertDependencies("TSK-new", valid.blockedBy ?? [], await this.#repo.list("task"));
      return this.#repo.create("task", (id) => newTask(id, valid, this.#clock.stamp()));
    });
  }

  async listTasks(filter: ListTasksFilter = {}): Promise<Task[]> {
    const { after, limit, label, ready, ...where } = checkInput(taskFilterRules, definedOnly(filter), "task filter");
    if (!label && !ready) return this.#repo.list("task", where, { after, limit });
    if (ready) {
      const queue = readyQueue(await this.#repo.list("task")).filter(
        (task) =>
          (!label || task.labels?.includes(label)) &&
          Object.entries(where).every(([key, value]) => value === undefined || task[key as keyof Task] === value),
      );
      return limit === undefined ? queue : queue.slice(0, limit);
    }
    const labelled = (await this.#repo.list("task", where)).filter(
      (task) => task.labels?.includes(label!) && (!after || task.id > after),
    );
    return limit === undefined ? labelled : labelled.slice(0, limit);
  }

  async searchTasks(query: string, options: { limit?: number } = {}): Promise<TaskSearchHit[]> {
    const match = toFtsQuery(checkInput(searchQueryRules, query, "search query"));
    if (!match) return [];
    await this.#repo.ready("task");
    const rows = this.#index.search("task", match, options.limit ?? 20);
    const best = rows[0]?.score ?? 0;
    return rows.map((row) => ({
      task: row.entity as Task,
      score: best < 0 ? Math.round((100 * row.score) / best) : 100,
    }));
  }

  /**
   * The task board: per status, how many tasks match and a page of them (see task-board.ts).
   * @example await hub.taskBoard({ role: "backend", text: "webhook" })
   */
  async taskBoard(query: TaskBoardQuery = {}): Promise<TaskBoard> {
    const checked = checkInput(taskBoardRules, definedOnly(query), "board query");
    await this.#repo.ready("task");
    return readTaskBoard(this.#index, checked);
  }

  /** Dependency changes one at a time: the cycle check and the write cannot interleave. */
  #dependencyChange<T>(change: () => Promise<T>): Promise<T> {
    const run = this.#dependencyQueue.then(change, change);
    this.#dependencyQueue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  getTask(id: string): Promise<Task> {
    return this.#repo.get("task", id);
  }

  async updateTask(id: string, patch: TaskPatch, options: ClaimOptions = {}): Promise<Task> {
    const valid = checkInput(taskPatchRules, definedOnly(patch), "task patch");
    const apply = () =>
      this.#repo.update("task", id, (task) => applyTaskPatch(task, valid, this.#clock.stamp(), options));
    if (!valid.blockedBy?.length) return apply();
    return this.#dependencyChange(async () => {
      assertDependencies(id, valid.blockedBy ?? [], await this.#repo.list("task"));
      return apply();
    });
  }

  async claimTask(id: string, agent: string, options: ClaimOptions = {}): Promise<Task> {
    const valid = checkInput(agentRules, agent, "agent");
    return this.#repo.update("task", id, (task) => claim(task, valid, this.#clock.stamp(), options));
  }

  async deleteTask(id: string): Promise<void> {
    await this.#repo.remove("task", id);
    await this.#logs.remove(id);
  }

  async appendTaskLog(taskId: string, input: TaskLogInput): Promise<TaskLogLine> {
    input = checkInput(taskLogRules, definedOnly(input), "task-log line");
    await this.#repo.get("task", taskId);
    const line: TaskLogLine = {
      taskId,
      ts: this.#clock.stamp(),
      ...(input.agent ? { agent: input.agent } : {}),
      ...(input.level ? { level: input.level } : {}),
      text: input.text,
    };
    await this.#logs.append(line).catch((error: unknown) => {
      throw asStorageError(error);
    });
    // The log watcher will read this line too: remembered so it is published once.
    if (this.#logWatcher) this.#ownLogLines.add(JSON.stringify(line));
    this.bus.publishTaskLog(line);
    return line;
  }

  async listTaskLog(taskId: string): Promise<TaskLogLine[]> {
    await this.#repo.get("task", taskId);
    return this.#logs.list(taskId);
  }

  // Handoffs, decisions, memory

  async createHandoff(input: HandoffCreate): Promise<Handoff> {
    input = checkInput(handoffCreateRules, definedOnly(input), "handoff");
    return this.#repo.create("handoff", (id) => ({
      id,
      ...withoutBody(input),
      createdAt: this.#clock.stamp(),
      body: input.body ?? "",
    }));
  }

  async listHandoffs(): Promise<Handoff[]> {
    return this.#repo.list("handoff");
  }

  getHandoff(id: string): Promise<Handoff> {
    return this.#repo.get("handoff", id);
  }

  async createDecision(input: DecisionCreate): Promise<Decision> {
    input = checkInput(decisionCreateRules, definedOnly(input), "decision");
    return this.#repo.create("decision", (id) => {
      const stamp = this.#clock.stamp();
      return {
        id,
        ...withoutBody(input),
        status: input.status ?? "proposed",
        createdAt: stamp,
        updatedAt: stamp,
        body: input.body ?? "",
      };
    });
  }

  async listDecisions(): Promise<Decision[]> {
    return this.#repo.list("decision");
  }

  getDecision(id: string): Promise<Decision> {
    return this.#repo.get("decision", id);
  }

  async addMemory(input: MemoryCreate): Promise<MemoryNote> {
    input = checkInput(memoryCreateRules, definedOnly(input), "memory note");
    return this.#repo.create("memory", (id) => {
      const stamp = this.#clock.stamp();
      return {
        id,
        ...withoutBody(input),
        tags: input.tags ?? [],
        createdAt: stamp,
        updatedAt: stamp,
        body: input.body ?? "",
      };
    });
  }

  async listMemory(): Promise<MemoryNote[]> {
    return this.#repo.list("memory");
  }

  getMemory(id: string): Promise<MemoryNote> {
    return this.#repo.get("memory", id);
  }

  async searchMemory(query: string, options: { limit?: number } = {}): Promise<MemorySearchHit[]> {
    const match = toFtsQuery(checkInput(searchQueryRules, query, "search query"));
    if (!match) return [];
    await this.#repo.ready("memory");
    const rows = this.#index.search("memory", match, options.limit ?? 20);
    // bm25 is negative, lower is better, and tiny on a large index: shown relative to the best hit.
    const best = rows[0]?.score ?? 0;
    return rows.map((row) => ({
      note: row.entity as MemoryNote,
      score: best < 0 ? Math.round((100 * row.score) / best) : 100,
    }));
  }

  // Messages

  async sendMessage(input: MessageCreate): Promise<Message> {
    input = checkInput(messageCreateRules, definedOnly(input), "message");
    const parent = input.replyTo ? await this.#parentOf(input.replyTo) : undefined;
    const role = roleOfAddress(input.to);
    const recipients = role === undefined ? undefined : await this.#holdersOf(role);
    return this.#repo.create("message", (id) =>
      newMessage(id, input, { parent, recipients, stamp: this.#clock.stamp(), nowMs: this.#clock.nowMs() }),
    );
  }

  /** A reply must name an existing message: 400, since the missing thing is named in the body. */
  async #parentOf(id: string): Promise<Message> {
    return this.#repo.get("message", id).catch((error: unknown) => {
      if (error instanceof HubError && error.code === "not_found") {
        throw new HubError("invalid_input", `Invalid message: "replyTo" names no message: "${id}" not found`);
      }
      throw error;
    });
  }

  /** Who holds a role now: agents present that announced it, and those the config names. */
  async #holdersOf(role: string): Promise<string[]> {
    const config = await readConfig(this.projectDir).catch((error: unknown): HubConfig => {
      this.#logger.warn(
        `Cannot read .hub/config.yaml, so only present agents hold "${role}": ${withoutHubPath((error as Error).message, hubDirOf(this.projectDir))}`,
      );
      return { name: "" };
    });
    this.sweepPresence();
    const present = this.presence
      .list()
      .filter((presence) => presence.role === role)
      .map((presence) => presence.agent);
    return [...new Set([...configuredHoldersOf(config, role), ...present])].sort();
  }

  async listMessages(filter: ListMessagesFilter = {}): Promise<Message[]> {
    filter = checkInput(messageFilterRules, definedOnly(filter), "message filter");
    const unread = filter.unread ? false : undefined;
    if (!filter.agent) return this.#repo.list("message", { read: unread });
    const agent = filter.agent;
    await this.#repo.ready("message");
    const messages = this.#index.listMessagesTo(agent).map((message) => messageFor(message, agent));
    return filter.unread ? messages.filter((message) => !message.read) : messages;
  }

  async markMessageRead(id: string, options: { agent?: string } = {}): Promise<Message> {
    const { agent } = checkInput(messageReaderRules, definedOnly(options), "read");
    const message = await this.#repo.update("message", id, (message) =>
      // Marking twice is harmless and changes nothing, so it emits no second event.
      readMessage(message, agent, this.#clock.stamp()),
    );
    return agent ? messageFor(message, agent) : message;
  }

  async ackMessage(id: string, agent: string): Promise<Message> {
    ({ agent } = checkInput(messageAckRules, { agent }, "acknowledgement"));
    const message = await this.#repo.update("message", id, (message) =>
      acknowledge(message, agent, this.#clock.stamp()),
    );
    return messageFor(message, agent);
  }

  async getThread(id: string): Promise<Message[]> {
    const message = await this.#repo.get("message", id);
    const root = message.threadId ?? message.id;
    const replies = await this.#repo.list("message", { threadId: root });
    // The root is read from its file; a root deleted by hand leaves the replies as the thread.
    const first = root === message.id ? message : await this.#repo.get("message", root).catch(() => undefined);
    return [...(first ? [first] : []), ...replies.filter((reply) => reply.id !== root)].sort(byThreadOrder);
  }

  async listOverdue(filter: ListOverdueFilter = {}): Promise<OverdueAck[]> {
    const { agent } = checkInput(overdueFilterRules, definedOnly(filter), "overdue filter");
    return overdueAcks(await this.#repo.list("message", { ackRequired: true }), this.#clock.nowMs(), agent);
  }

  // Asks

  async createAsk(input: AskCreate): Promise<Ask> {
    input = checkInput(askCreateRules, definedOnly(input), "ask");
    // Read per ask, so `hub config set roles.architect.preferredAgent` takes effect without a restart.
    const architect = architectOf(
      await readConfig(this.projectDir).catch((error: unknown) => {
        // Reported, not swallowed: the ask still goes out, to the default architect.
        this.#logger.warn(
          `Cannot read .hub/config.yaml, so this ask goes to "${DEFAULT_ARCHITECT}": ${withoutHubPath((error as Error).message, hubDirOf(this.projectDir))}`,
        );
        return { name: "" };
      }),
    );
    return this.#repo.create("ask", (id) => newAsk(id, input, architect, this.#clock.stamp()));
  }

  async listAsks(filter: ListAsksFilter = {}): Promise<Ask[]> {
    filter = checkInput(askFilterRules, definedOnly(filter), "ask filter");
    return this.#repo.list("ask", { status: filter.status, to: filter.to });
  }

  getAsk(id: string): Promise<Ask> {
    return this.#repo.get("ask", id);
  }

  async answerAsk(id: string, input: AskAnswer): Promise<Ask> {
    input = checkInput(askAnswerRules, definedOnly(input), "answer");
    return this.#repo.update("ask", id, (ask) => answerAsk(ask, input, this.#clock.stamp()));
  }

  escalateAsk(id: string): Promise<Ask> {
    return this.#repo.update("ask", id, (ask) => escalateAsk(ask, this.#clock.stamp()));
  }

  // Reservations

  reserve(input: ReservationCreate): Promise<Reservation> {
    return this.#reservations.reserve(input);
  }

  listReservations(filter: ListReservationsFilter = {}): Promise<Reservation[]> {
    return this.#reservations.list(filter);
  }

  checkReservations(input: ReservationCheckInput): Promise<ReservationCheck> {
    return this.#reservations.check(input);
  }

  renewReservation(id: string, change: ReservationChange): Promise<Reservation> {
    return this.#reservations.renew(id, change);
  }

  releaseReservation(id: string, change: ReservationChange): Promise<Reservation> {
    return this.#reservations.release(id, change);
  }

  /** Removes expired reservations from the file and announces each (`reservation expired`). */
  sweepReservations(): Promise<Reservation[]> {
    return this.#reservations.sweep();
  }

  // Presence

  async announce(agent: string, role: string): Promise<AgentPresence> {
    ({ agent, role } = checkInput(announceRules, { agent, role }, "announce"));
    const presence = this.presence.announce(agent, role, this.#clock.nowMs());
    this.emit({ type: "agent", action: "joined", id: agent, role }, `joined@${presence.lastSeenAt}`);
    return presence;
  }

  async listAgents(): Promise<AgentPresence[]> {
    this.sweepPresence();
    return this.presence.list();
  }

  /** Records an event stream held by `agent`; call the result when the stream closes. */
  holdPresence(agent: string): () => void {
    const release = this.presence.openStream(agent, this.#clock.nowMs());
    return () => release(this.#clock.nowMs());
  }

  /** Emits `left` for agents whose announce went stale or whose stream closed (see presence.ts). */
  sweepPresence(): void {
    for (const gone of this.presence.sweep(this.#clock.nowMs())) {
      this.emit({ type: "agent", action: "left", id: gone.agent, role: gone.role }, `left@${this.#clock.stamp()}`);
    }
  }

  // Events

  subscribe(listener: (event: AgentHubEvent) => void, options: SubscribeOptions = {}): Subscription {
    const unsubscribe = this.bus.subscribe(
      (entry) => {
        if (entry.kind === "change") listener(entry.event);
        else options.onTaskLog?.(entry.line);
      },
      { role: options.role },
    );
    // In-process there is no connection to wait for: the subscription is live now.
    if (options.onOpen) queueMicrotask(options.onOpen);
    return { close: unsubscribe };
  }

  /** Bus entries with their sequence ids, for the SSE route. */
  subscribeEntries(listener: (entry: BusEntry) => void, filter: BusFilter = {}): () => void {
    return this.bus.subscribe(listener, filter);
  }

  /** Waits until queued writes and watcher syncs have finished. */
  settle(): Promise<void> {
    return this.#repo.drain();
  }

  get closed(): boolean {
    return this.#closed;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#sweepTimer);
    clearInterval(this.#reservationTimer);
    await this.#watcher?.close();
    await this.#logWatcher?.close();
    await this.#repo.drain();
    this.#index.close();
  }
}

function withoutBody<T extends { body?: string }>(input: T): Omit<T, "body"> {
  const { body: _body, ...rest } = input;
  return rest;
}
