// The one contract of the hub. The core (files + index + events) implements HubApi; the HTTP
// client implements the same interface against a running server. REST routes, CLI commands and
// MCP tools are thin fronts over it, so no rule lives in two places.
//
// REST mapping (every route but /health needs `Authorization: Bearer <token>`; lists are JSON arrays;
// errors are `{ "error": HubErrorCode, "message": string }`):
//   POST   /tasks                 TaskCreate            -> 201 Task
//   GET    /tasks?status&role&assignedTo                -> Task[]
//   GET    /tasks/board?role&text&status&after&limit    -> TaskBoard (per status: count and a page; the dashboard's)
//   GET    /tasks/:id                                   -> Task
//   PATCH  /tasks/:id             TaskPatch             -> Task
//   DELETE /tasks/:id                                   -> 204
//   POST   /tasks/:id/claim       { agent }             -> Task
//   POST   /tasks/:id/log         TaskLogInput          -> 201 TaskLogLine   (SSE named event `task-log`)
//   GET    /tasks/:id/log                               -> TaskLogLine[]
//   POST   /handoffs              HandoffCreate         -> 201 Handoff;   GET /handoffs, GET /handoffs/:id
//   POST   /decisions             DecisionCreate        -> 201 Decision;  GET /decisions, GET /decisions/:id
//   POST   /memory                MemoryCreate          -> 201 MemoryNote; GET /memory, GET /memory/:id
//   GET    /memory/search?q&limit                       -> MemorySearchHit[]
//   POST   /messages              MessageCreate         -> 201 Message
//   GET    /messages?agent&unread                       -> Message[]  (agent = addressee)
//   POST   /messages/:id/read     { agent? }            -> Message   (agent: required for a role message)
//   POST   /messages/:id/ack      { agent }             -> Message   (403 forbidden unless a recipient)
//   GET    /messages/:id/thread                         -> Message[] (the root first, then replies oldest first)
//   GET    /messages/overdue?agent                      -> OverdueAck[]
//   POST   /asks                  AskCreate             -> 201 Ask
//   GET    /asks?status&to                              -> Ask[]
//   GET    /asks/:id                                    -> Ask
//   POST   /asks/:id/answer       AskAnswer             -> Ask
//   POST   /asks/:id/escalate                           -> Ask
//   POST   /reservations          ReservationCreate     -> 201 Reservation (409 conflict names who is in the way)
//   GET    /reservations?agent&path                     -> Reservation[]  (live ones only)
//   POST   /reservations/check    ReservationCheckInput -> ReservationCheck
//   POST   /reservations/:id/renew   ReservationChange  -> Reservation
//   POST   /reservations/:id/release ReservationChange  -> Reservation (the released one)
//   POST   /announce              { agent, role }       -> 202 AgentPresence
//   GET    /agents                                      -> AgentPresence[]
//   GET    /events?role                                 -> SSE: unnamed events (AgentHubEvent JSON, with `id:`),
//                                                          named `task-log` events (TaskLogLine JSON)
//   GET    /health (no token)                           -> { ok: true, name, version }
//   GET    /openapi.json                                -> OpenAPI document
//   POST   /mcp                                         -> MCP Streamable HTTP (issue 4)

export const ENTITY_TYPES = ["task", "handoff", "decision", "memory", "message", "ask"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Folder of each entity type under `.hub/`, and the prefix of its ids (`TSK-0001`). */
export const ENTITY_FOLDERS: Record<EntityType, string> = {
  task: "tasks",
  handoff: "handoffs",
  decision: "decisions",
  memory: "memory",
  message: "messages",
  ask: "asks",
};
export const ID_PREFIXES: Record<EntityType, string> = {
  task: "TSK",
  handoff: "HND",
  decision: "DEC",
  memory: "MEM",
  message: "MSG",
  ask: "ASK",
};

export const TASK_STATUSES = ["todo", "in_progress", "review", "done", "blocked", "cancelled"] as const;

/** The priority scale, most urgent first; a task without one is `normal`. */
export const TASK_PRIORITIES = ["urgent", "high", "normal", "low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const ASK_STATUSES = ["pending", "answered", "declined"] as const;
export type AskStatus = (typeof ASK_STATUSES)[number];

export const DECISION_STATUSES = ["proposed", "accepted", "rejected", "superseded"] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Timestamps are ISO 8601 UTC strings (`2026-11-21T12:00:00.000Z`). */
export type Timestamp = string;

export interface Task {
  id: string;
  title: string;
  status: TaskStatus;
  role?: string;
  assignedTo?: string;
  claimedBy?: string;
  reviewer?: string;
  /** Absent means `normal`. */
  priority?: TaskPriority;
  labels?: string[];
  /** Tasks that must be `done` before this one is ready (blocks / blocked-by). */
  blockedBy?: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Markdown body: the description. */
  body: string;
}
export interface TaskCreate {
  title: string;
  status?: TaskStatus;
  role?: string;
  assignedTo?: string;
  reviewer?: string;
  priority?: TaskPriority;
  labels?: string[];
  blockedBy?: string[];
  body?: string;
}
/** A field set to null is removed. */
export interface TaskPatch {
  title?: string;
  status?: TaskStatus;
  role?: string | null;
  assignedTo?: string | null;
  claimedBy?: string | null;
  reviewer?: string | null;
  /** null resets to `normal`. */
  priority?: TaskPriority | null;
  /** Replaces the labels; [] or null removes them. */
  labels?: string[] | null;
  /** Replaces the dependencies; [] or null removes them. A cycle is refused (invalid_input). */
  blockedBy?: string[] | null;
  body?: string;
}

export interface TaskLogInput {
  text: string;
  agent?: string;
  level?: LogLevel;
}
/** The seed's task-log payload. */
export interface TaskLogLine {
  taskId: string;
  ts: Timestamp;
  agent?: string;
  level?: LogLevel;
  text: string;
}

export interface Handoff {
  id: string;
  title: string;
  from?: string;
  to?: string;
  role?: string;
  taskId?: string;
  /** Handoffs are immutable: createdAt is their revision stamp. */
  createdAt: Timestamp;
  body: string;
}
export interface HandoffCreate {
  title: string;
  from?: string;
  to?: string;
  role?: string;
  taskId?: string;
  body?: string;
}

export interface Decision {
  id: string;
  title: string;
  status: DecisionStatus;
  decidedBy?: string;
  taskId?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  body: string;
}
export interface DecisionCreate {
  title: string;
  status?: DecisionStatus;
  decidedBy?: string;
  taskId?: string;
  body?: string;
}

export interface MemoryNote {
  id: string;
  title: string;
  tags: string[];
  author?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  body: string;
}
export interface MemoryCreate {
  title: string;
  tags?: string[];
  author?: string;
  body?: string;
}
export interface MemorySearchHit {
  /** The whole note, body included (the text is sent once: no separate snippet). */
  note: MemoryNote;
  /** Relevance from 0 to 100, higher is better; the best hit of a query scores 100. */
  score: number;
}

export interface TaskSearchHit {
  task: Task;
  /** 100 for the best hit, the others relative to it (higher is better). */
  score: number;
}

/** `to: "role:<name>"` addresses every agent holding the role when the message is sent. */
export const ROLE_ADDRESS_PREFIX = "role:";
/** How long recipients have to acknowledge when the sender names no due time: one hour. */
export const DEFAULT_ACK_DUE_MS = 60 * 60 * 1000;

export interface Message {
  id: string;
  from: string;
  /** An agent, or `role:<name>` for a broadcast to a role. */
  to: string;
  text: string;
  taskId?: string;
  /** For a role message listed for one agent: whether that agent read it; else whether all did. */
  read: boolean;
  readAt?: Timestamp;
  /** Role messages: the agents holding the role at sending time (each reads and acks separately). */
  recipients?: string[];
  /** Role messages: the recipients who read it. */
  readBy?: string[];
  /** The message this one answers. */
  replyTo?: string;
  /** Replies: the id of the thread's first message (a reply to a reply joins the root's thread). */
  threadId?: string;
  /** Recipients must acknowledge by `ackDueAt`; `acks` records who did and when. */
  ackRequired?: boolean;
  ackDueAt?: Timestamp;
  acks?: Record<string, Timestamp>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export interface MessageCreate {
  from: string;
  /** An agent, or `role:<name>`: every agent holding the role (see README, "Messages"). */
  to: string;
  text: string;
  taskId?: string;
  /** Id of the message answered: the new one joins its thread. */
  replyTo?: string;
  ackRequired?: boolean;
  /** With ackRequired: an ISO 8601 time or a duration (`90s`, `30m`, `2h`, `1d`); default one hour. */
  ackDue?: string;
}
/** One recipient that has not acknowledged an ack-required message past its due time. */
export interface OverdueAck {
  agent: string;
  dueAt: Timestamp;
  message: Message;
}

export interface Ask {
  id: string;
  question: string;
  from: string;
  /** Always the architect agent (roles.architect.preferredAgent) at creation. */
  to: string;
  taskId?: string;
  status: AskStatus;
  escalatedTo?: "ceo";
  escalatedAt?: Timestamp;
  answer?: string;
  answeredBy?: string;
  answeredAt?: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export interface AskCreate {
  question: string;
  from: string;
  taskId?: string;
  /** Ignored for routing except that `ceo` is rerouted to the architect. */
  to?: string;
}
export interface AskAnswer {
  answer: string;
  /** Any status but `pending`; default `answered`. */
  status?: Exclude<AskStatus, "pending">;
  by?: string;
}

export interface AgentPresence {
  agent: string;
  role: string;
  joinedAt: Timestamp;
  lastSeenAt: Timestamp;
}

export const RESERVATION_MODES = ["exclusive", "shared"] as const;
/** `exclusive`: nobody else may hold these paths (a write lock); `shared`: others may share them (a read lock). */
export type ReservationMode = (typeof RESERVATION_MODES)[number];

/**
 * An agent's advisory claim on paths or globs of the project, until `expiresAt`. Patterns are
 * project-relative with `/`; `*` and `?` stay within a segment, `**` spans segments, and a pattern
 * covers everything below what it matches (`src/core` covers `src/core/hub.ts`).
 */
export interface Reservation {
  /** `RSV-0001`. */
  id: string;
  agent: string;
  paths: string[];
  mode: ReservationMode;
  taskId?: string;
  note?: string;
  /** The time-to-live a renewal extends by when it names none. */
  ttlSeconds: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}
export interface ReservationCreate {
  agent: string;
  paths: string[];
  /** Default `exclusive`. */
  mode?: ReservationMode;
  /** Default 3,600; at most 86,400. */
  ttlSeconds?: number;
  taskId?: string;
  note?: string;
}
/** "May `agent` edit (`exclusive`, the default) or share these paths?" */
export interface ReservationCheckInput {
  paths: string[];
  /** The asking agent: its own reservations never conflict. */
  agent?: string;
  mode?: ReservationMode;
}
export interface ReservationCheck {
  /** True when no live reservation of another agent is in the way. */
  ok: boolean;
  /** The reservations in the way, with holder and expiry. */
  conflicts: Reservation[];
}
export interface ReservationChange {
  /** The holder; another agent's reservation needs `force`. */
  agent: string;
  force?: boolean;
  /** Renew only: the new time-to-live from now (default: the reservation's own). */
  ttlSeconds?: number;
}
export interface ListReservationsFilter {
  agent?: string;
  /** Only reservations whose patterns overlap this path or glob. */
  path?: string;
}

export const EVENT_TYPES = [...ENTITY_TYPES, "agent", "reservation"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_ACTIONS = ["created", "updated", "deleted", "joined", "left", "released", "expired"] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** The seed's AgentHubEvent: the data of every unnamed SSE event. */
export interface AgentHubEvent {
  type: EventType;
  action: EventAction;
  /** Entity id; for `agent` events the agent name. */
  id: string;
  title?: string;
  status?: string;
  role?: string;
  assignedTo?: string;
  claimedBy?: string;
  reviewer?: string;
  /** Message and ask events carry their addressee so clients can filter without a read. */
  to?: string;
  from?: string;
  /** Reservation events: the holder and the patterns. */
  agent?: string;
  paths?: string[];
  /**
   * The revision stamp of the dedup signature `type:id:stamp` (added by the server; optional, so
   * older producers stay valid): `updatedAt`, `createdAt` for handoffs, `deleted` for deletions.
   */
  stamp?: string;
}

export interface ListTasksFilter {
  status?: TaskStatus;
  role?: string;
  assignedTo?: string;
  claimedBy?: string;
  /** Tasks carrying this label. */
  label?: string;
  /**
   * The ready queue: `todo`, unclaimed, every task in blockedBy `done`; ordered by priority, then
   * oldest first (paging by `after` does not apply; `limit` does).
   */
  ready?: boolean;
  /** Paging: only tasks whose id sorts after this one (the last id of the previous page). */
  after?: string;
  /** At most this many tasks (default: all). */
  limit?: number;
}
export interface ListMessagesFilter {
  /** Addressee: messages to the agent and role messages it is a recipient of. */
  agent?: string;
  unread?: boolean;
}
export interface ListOverdueFilter {
  /** Only this recipient's overdue acknowledgements. */
  agent?: string;
}
export interface ListAsksFilter {
  status?: AskStatus;
  to?: string;
}

export interface Subscription {
  close(): void;
}
export interface SubscribeOptions {
  role?: string;
  onTaskLog?: (line: TaskLogLine) => void;
  /** Called each time the stream is (re)connected, so a waiter can re-read state it may have missed. */
  onOpen?: () => void;
  /** Called when the stream was lost and will be reopened after `delayMs` (server mode only). */
  onDisconnect?: (info: { delayMs: number; reason: string }) => void;
  /** Called once when the stream ends for good (e.g. the token was refused). */
  onError?: (error: HubError) => void;
}

export const HUB_ERROR_CODES = [
  "invalid_input",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "invalid_transition",
  "unreachable",
  "timeout",
  "storage_unavailable",
] as const;
export type HubErrorCode = (typeof HUB_ERROR_CODES)[number];

/** A failure the caller can act on; `code` is what REST bodies and CLI exit codes are derived from. */
export class HubError extends Error {
  readonly code: HubErrorCode;
  constructor(code: HubErrorCode, message: string) {
    super(message);
    this.name = "HubError";
    this.code = code;
  }
}

export interface HubApi {
  createTask(input: TaskCreate): Promise<Task>;
  listTasks(filter?: ListTasksFilter): Promise<Task[]>;
  /** Full-text search over task titles and bodies, best match first. */
  searchTasks(query: string, options?: { limit?: number }): Promise<TaskSearchHit[]>;
  getTask(id: string): Promise<Task>;
  /** `force` lets the patch take over or clear a claim another agent holds. */
  updateTask(id: string, patch: TaskPatch, options?: { force?: boolean }): Promise<Task>;
  /** `force` takes over a task another agent holds. */
  claimTask(id: string, agent: string, options?: { force?: boolean }): Promise<Task>;
  deleteTask(id: string): Promise<void>;
  appendTaskLog(taskId: string, line: TaskLogInput): Promise<TaskLogLine>;
  listTaskLog(taskId: string): Promise<TaskLogLine[]>;

  createHandoff(input: HandoffCreate): Promise<Handoff>;
  listHandoffs(): Promise<Handoff[]>;
  getHandoff(id: string): Promise<Handoff>;

  createDecision(input: DecisionCreate): Promise<Decision>;
  listDecisions(): Promise<Decision[]>;
  getDecision(id: string): Promise<Decision>;

  addMemory(input: MemoryCreate): Promise<MemoryNote>;
  listMemory(): Promise<MemoryNote[]>;
  getMemory(id: string): Promise<MemoryNote>;
  searchMemory(query: string, options?: { limit?: number }): Promise<MemorySearchHit[]>;

  sendMessage(input: MessageCreate): Promise<Message>;
  listMessages(filter?: ListMessagesFilter): Promise<Message[]>;
  /** `agent` names the reader; required for a role message (each recipient reads it separately). */
  markMessageRead(id: string, options?: { agent?: string }): Promise<Message>;
  /** Acknowledges as `agent`, who must be a recipient (else `forbidden`); acking twice is a no-op. */
  ackMessage(id: string, agent: string): Promise<Message>;
  /** The thread `id` belongs to: its first message, then the replies, oldest first. */
  getThread(id: string): Promise<Message[]>;
  /** Ack-required messages past due, one entry per recipient that has not acked, oldest due first. */
  listOverdue(filter?: ListOverdueFilter): Promise<OverdueAck[]>;

  createAsk(input: AskCreate): Promise<Ask>;
  listAsks(filter?: ListAsksFilter): Promise<Ask[]>;
  getAsk(id: string): Promise<Ask>;
  answerAsk(id: string, input: AskAnswer): Promise<Ask>;
  escalateAsk(id: string): Promise<Ask>;

  /** Reserves paths for an agent; `conflict` names the reservations in the way. */
  reserve(input: ReservationCreate): Promise<Reservation>;
  /** Live reservations (expired ones are gone), oldest first. */
  listReservations(filter?: ListReservationsFilter): Promise<Reservation[]>;
  checkReservations(input: ReservationCheckInput): Promise<ReservationCheck>;
  renewReservation(id: string, change: ReservationChange): Promise<Reservation>;
  /** Returns the released reservation. */
  releaseReservation(id: string, change: ReservationChange): Promise<Reservation>;

  announce(agent: string, role: string): Promise<AgentPresence>;
  listAgents(): Promise<AgentPresence[]>;

  /** Change events as they happen (the server's SSE stream, or the local event bus). */
  subscribe(listener: (event: AgentHubEvent) => void, options?: SubscribeOptions): Subscription;
}
