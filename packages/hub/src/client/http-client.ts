import type {
  AgentHubEvent,
  AgentPresence,
  Ask,
  AskAnswer,
  AskCreate,
  Decision,
  DecisionCreate,
  Handoff,
  HandoffCreate,
  HubApi,
  HubErrorCode,
  ListAsksFilter,
  ListMessagesFilter,
  ListOverdueFilter,
  ListReservationsFilter,
  ListTasksFilter,
  MemoryCreate,
  MemoryNote,
  MemorySearchHit,
  Message,
  MessageCreate,
  OverdueAck,
  Reservation,
  ReservationChange,
  ReservationCheck,
  ReservationCheckInput,
  ReservationCreate,
  SubscribeOptions,
  Subscription,
  Task,
  TaskCreate,
  TaskLogInput,
  TaskLogLine,
  TaskPatch,
  TaskSearchHit,
} from "../core/api.ts";
import { HUB_ERROR_CODES, HubError } from "../core/api.ts";
import { HttpWireError } from "./http-wire.ts";
import { sendRequest } from "./send-request.ts";

export interface HttpClientOptions {
  /** Base URL of the server, e.g. `http://127.0.0.1:4747`. */
  url: string;
  token?: string;
  /** The project id the hub must serve: sent with every request, another project's hub refuses it. */
  projectId?: string;
  /** Per-request timeout; the SSE stream has none. Default 10 s. */
  requestTimeoutMs?: number;
}

type Query = Record<string, string | number | boolean | undefined>;

/**
 * HubApi against a running hub server (REST + SSE).
 *
 * @example
 * const hub = createHttpClient({ url: "http://127.0.0.1:4747", token });
 * const ask = await hub.createAsk({ question: "Which port?", from: "dev" });
 */
export function createHttpClient(options: HttpClientOptions): HubApi {
  const base = options.url.replace(/\/+$/, "");
  const timeoutMs = options.requestTimeoutMs ?? 10_000;
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // The server's name for it (server/auth.ts PROJECT_HEADER), not imported: the client loads no server code.
  if (options.projectId) headers["x-hub-project"] = options.projectId;

  async function call<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    let response: { status: number; text: string };
    try {
      response = await sendRequest(url, { method, headers, body, timeoutMs });
    } catch (error) {
      throw transportError(error, base);
    }
    if (response.status === 204) return undefined as T;
    const parsed = response.text ? parseJson(response.text) : undefined;
    if (response.status >= 400) throw wireError(response.status, parsed);
    return parsed as T;
  }

  const enc = encodeURIComponent;
  return {
    createTask: (input: TaskCreate) => call<Task>("POST", "/tasks", input),
    listTasks: (filter: ListTasksFilter = {}) => call<Task[]>("GET", "/tasks", undefined, { ...filter }),
    searchTasks: (query: string, opts: { limit?: number } = {}) =>
      call<TaskSearchHit[]>("GET", "/tasks/search", undefined, { q: query, limit: opts.limit }),
    getTask: (id: string) => call<Task>("GET", `/tasks/${enc(id)}`),
    updateTask: (id: string, patch: TaskPatch, opts: { force?: boolean } = {}) =>
      call<Task>("PATCH", `/tasks/${enc(id)}`, patch, { force: opts.force || undefined }),
    claimTask: (id: string, agent: string, opts: { force?: boolean } = {}) =>
      call<Task>("POST", `/tasks/${enc(id)}/claim`, { agent }, { force: opts.force || undefined }),
    deleteTask: (id: string) => call<void>("DELETE", `/tasks/${enc(id)}`),
    appendTaskLog: (taskId: string, line: TaskLogInput) => call<TaskLogLine>("POST", `/tasks/${enc(taskId)}/log`, line),
    listTaskLog: (taskId: string) => call<TaskLogLine[]>("GET", `/tasks/${enc(taskId)}/log`),

    createHandoff: (input: HandoffCreate) => call<Handoff>("POST", "/handoffs", input),
    listHandoffs: () => call<Handoff[]>("GET", "/handoffs"),
    getHandoff: (id: string) => call<Handoff>("GET", `/handoffs/${enc(id)}`),

    createDecision: (input: DecisionCreate) => call<Decision>("POST", "/decisions", input),
    listDecisions: () => call<Decision[]>("GET", "/decisions"),
    getDecision: (id: string) => call<Decision>("GET", `/decisions/${enc(id)}`),

    addMemory: (input: MemoryCreate) => call<MemoryNote>("POST", "/memory", input),
    listMemory: () => call<MemoryNote[]>("GET", "/memory"),
    getMemory: (id: string) => call<MemoryNote>("GET", `/memory/${enc(id)}`),
    searchMemory: (query: string, opts: { limit?: number } = {}) =>
      call<MemorySearchHit[]>("GET", "/memory/search", undefined, { q: query, limit: opts.limit }),

    sendMessage: (input: MessageCreate) => call<Message>("POST", "/messages", input),
    listMessages: (filter: ListMessagesFilter = {}) =>
      call<Message[]>("GET", "/messages", undefined, { agent: filter.agent, unread: filter.unread ? true : undefined }),
    markMessageRead: (id: string, opts: { agent?: string } = {}) =>
      call<Message>("POST", `/messages/${enc(id)}/read`, opts.agent ? { agent: opts.agent } : undefined),
    ackMessage: (id: string, agent: string) => call<Message>("POST", `/messages/${enc(id)}/ack`, { agent }),
    getThread: (id: string) => call<Message[]>("GET", `/messages/${enc(id)}/thread`),
    listOverdue: (filter: ListOverdueFilter = {}) =>
      call<OverdueAck[]>("GET", "/messages/overdue", undefined, { agent: filter.agent }),

    createAsk: (input: AskCreate) => call<Ask>("POST", "/asks", input),
    listAsks: (filter: ListAsksFilter = {}) => call<Ask[]>("GET", "/asks", undefined, { ...filter }),
    getAsk: (id: string) => call<Ask>("GET", `/asks/${enc(id)}`),
    answerAsk: (id: string, input: AskAnswer) => call<Ask>("POST", `/asks/${enc(id)}/answer`, input),
    escalateAsk: (id: string) => call<Ask>("POST", `/asks/${enc(id)}/escalate`),

    reserve: (input: ReservationCreate) => call<Reservation>("POST", "/reservations", input),
    listReservations: (filter: ListReservationsFilter = {}) =>
      call<Reservation[]>("GET", "/reservations", undefined, { ...filter }),
    checkReservations: (input: ReservationCheckInput) => call<ReservationCheck>("POST", "/reservations/check", input),
    renewReservation: (id: string, change: ReservationChange) =>
      call<Reservation>("POST", `/reservations/${enc(id)}/renew`, change),
    releaseReservation: (id: string, change: ReservationChange) =>
      call<Reservation>("POST", `/reservations/${enc(id)}/release`, change),

    announce: (agent: string, role: string) => call<AgentPresence>("POST", "/announce", { agent, role }),
    listAgents: () => call<AgentPresence[]>("GET", "/agents"),

    subscribe(listener: (event: AgentHubEvent) => void, opts: SubscribeOptions = {}): Subscription {
      // Loaded on first use: the EventSource (and fetch) cost start-up time that one-shot commands skip.
      let inner: Subscription | undefined;
      let closed = false;
      import("./sse-subscribe.ts").then(({ subscribeToEvents }) => {
        if (!closed) inner = subscribeToEvents({ url: base, token: options.token, ...opts }, listener);
      });
      return {
        close() {
          closed = true;
          inner?.close();
        },
      };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isErrorCode(value: unknown): value is HubErrorCode {
  return typeof value === "string" && (HUB_ERROR_CODES as readonly string[]).includes(value);
}

/** Turns an error body `{ error, message }` into a HubError; unknown codes fall back on the status. */
function wireError(status: number, body: unknown): HubError {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === "string" ? record.message : `Server answered HTTP ${status}`;
  if (isErrorCode(record.error)) return new HubError(record.error, message);
  if (status === 401 || status === 403) return new HubError("unauthorized", message);
  if (status === 404) return new HubError("not_found", message);
  if (status === 409) return new HubError("conflict", message);
  if (status >= 400 && status < 500) return new HubError("invalid_input", message);
  return new HubError("unreachable", `Server failed with HTTP ${status}: ${message}`);
}

function transportError(error: unknown, base: string): HubError {
  // A header value the wire refuses (a line break or control character in HUB_TOKEN): nothing was sent.
  if (error instanceof TypeError) return new HubError("invalid_input", `Cannot send the request: ${error.message}`);
  // Something answered, but not as an HTTP server does (another service on that port).
  if (error instanceof HttpWireError) {
    return new HubError("unreachable", `The server at ${base} does not answer as a hub: ${error.message}`);
  }
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new HubError("timeout", `Hub server at ${base} did not answer in time`);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return new HubError("unreachable", `Cannot reach the hub server at ${base}${cause}`);
}
