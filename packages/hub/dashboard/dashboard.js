// The hub dashboard: plain ES module, no framework, no build. It uses the same REST routes and SSE
// stream as every other client; the server holds every rule (a refused move shows its message).
// User text only ever reaches the page through textContent, never as HTML.

const STATUSES = ["todo", "in_progress", "review", "blocked", "done", "cancelled"];
const STATUS_LABELS = {
  todo: "To do",
  in_progress: "In progress",
  review: "Review",
  blocked: "Blocked",
  done: "Done",
  cancelled: "Cancelled",
};
const OVERDUE_REFRESH_MS = 30_000;
/** The person at the dashboard: answers asks and releases reservations under this name. */
const HUMAN = "ceo";
const CHANGE_HEADERS = { "content-type": "application/json", "x-hub-dashboard": "1" };

const state = {
  tasks: new Map(),
  asks: [],
  agents: [],
  messages: [],
  /** OverdueAck entries from the server (it holds the clock and the rule). */
  overdue: [],
  role: "",
  openTaskId: undefined,
  stream: undefined,
  overdueTimer: undefined,
  /** Live reservations by id. */
  reservations: new Map(),
  /**
   * Reads of the list in flight: a read answered before a release or expiry event must not bring
   * the reservation back, and an older read must not overwrite a newer one.
   */
  reservationReads: { started: 0, applied: 0, removedDuring: new Set() },
  /** The reservation whose "release another agent's reservation?" confirmation is open. */
  confirmRelease: undefined,
  /** Server clock minus browser clock (from the Date header): time left is the server's. */
  serverOffsetMs: 0,
  clockTimer: undefined,
};

const $ = (id) => document.getElementById(id);

function element(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "className") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

class ApiError extends Error {
  constructor(status, body) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.error;
  }
}

async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: method === "GET" ? {} : CHANGE_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const date = Date.parse(response.headers.get("date") ?? "");
  if (!Number.isNaN(date)) state.serverOffsetMs = date - Date.now();
  if (response.status === 204) return undefined;
  const data = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

function notice(text) {
  $("notice").textContent = text;
}

// ---- sign-in ------------------------------------------------------------------------------

async function signIn(token) {
  const response = await fetch("/dashboard/session", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  if (response.status === 204) return true;
  const data = await response.json().catch(() => ({}));
  $("sign-in-error").textContent = data.message ?? `Sign-in failed (HTTP ${response.status})`;
  return false;
}

/** A token in the fragment (`#token=…`) is used once and removed from the address bar. */
async function signInFromFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  if (!token) return;
  history.replaceState(null, "", location.pathname + location.search);
  await signIn(token);
}

function showSignIn() {
  $("app").hidden = true;
  $("sign-out").hidden = true;
  $("sign-in").hidden = false;
  $("connection").textContent = "Signed out";
  $("token-input").focus();
}

// ---- board --------------------------------------------------------------------------------

function visibleTasks() {
  const tasks = [...state.tasks.values()].filter((task) => !state.role || task.role === state.role);
  return tasks.sort((a, b) => a.id.localeCompare(b.id));
}

async function moveTask(id, status) {
  const task = state.tasks.get(id);
  if (!task || task.status === status) return;
  try {
    const updated = await api("PATCH", `/tasks/${encodeURIComponent(id)}`, { status });
    state.tasks.set(updated.id, updated);
    notice("");
  } catch (error) {
    notice(`${id}: ${error.message}`);
  }
  renderBoard();
}

function taskCard(task) {
  const select = element(
    "select",
    {
      "aria-label": `Status of ${task.id}`,
      onchange: (event) => moveTask(task.id, event.target.value),
    },
    ...STATUSES.map((status) =>
      element("option", { value: status, selected: status === task.status, text: STATUS_LABELS[status] }),
    ),
  );
  const who = [task.role && `role ${task.role}`, task.claimedBy && `claimed by ${task.claimedBy}`]
    .filter(Boolean)
    .join(" · ");
  return element(
    "li",
    {
      className: "card",
      draggable: "true",
      "data-task-id": task.id,
      ondragstart: (event) => {
        event.dataTransfer.setData("text/plain", task.id);
        event.dataTransfer.effectAllowed = "move";
      },
    },
    element(
      "button",
      { type: "button", className: "card-title", onclick: () => openTask(task.id) },
      element("span", { className: "id", text: task.id }),
      element("span", { text: ` ${task.title}` }),
    ),
    who ? element("p", { className: "meta", text: who }) : undefined,
    select,
  );
}

function renderBoard() {
  const board = $("board");
  const tasks = visibleTasks();
  const columns = STATUSES.map((status) => {
    const inColumn = tasks.filter((task) => task.status === status);
    const list = element("ul", { className: "cards", "aria-label": STATUS_LABELS[status] }, ...inColumn.map(taskCard));
    return element(
      "section",
      {
        className: "column",
        "data-status": status,
        ondragover: (event) => event.preventDefault(),
        ondrop: (event) => {
          event.preventDefault();
          const id = event.dataTransfer.getData("text/plain");
          if (id) moveTask(id, status);
        },
      },
      element("h3", { text: `${STATUS_LABELS[status]} (${inColumn.length})` }),
      list,
    );
  });
  board.replaceChildren(...columns);
  renderRoleFilter();
}

function renderRoleFilter() {
  const select = $("role-filter");
  const roles = [...new Set([...state.tasks.values()].map((task) => task.role).filter(Boolean))].sort();
  const wanted = ["", ...roles];
  const current = [...select.options].map((option) => option.value);
  if (wanted.join("\n") === current.join("\n")) return;
  select.replaceChildren(
    ...wanted.map((role) =>
      element("option", { value: role, selected: role === state.role, text: role || "all roles" }),
    ),
  );
}

// ---- task detail and its live log ---------------------------------------------------------

function logLine(line) {
  const who = line.agent ? ` ${line.agent}` : "";
  const level = line.level ? ` [${line.level}]` : "";
  return element("li", { text: `${line.ts}${who}${level}: ${line.text}` });
}

async function openTask(id) {
  state.openTaskId = id;
  const task = state.tasks.get(id) ?? (await api("GET", `/tasks/${encodeURIComponent(id)}`));
  renderDetail(task);
  const lines = await api("GET", `/tasks/${encodeURIComponent(id)}/log`);
  if (state.openTaskId === id) $("detail-log").replaceChildren(...lines.map(logLine));
  $("task-detail").hidden = false;
  $("detail-close").focus();
}

function renderDetail(task) {
  $("detail-title").textContent = `${task.id} ${task.title}`;
  $("detail-meta").textContent = [
    STATUS_LABELS[task.status],
    task.role,
    task.claimedBy && `claimed by ${task.claimedBy}`,
  ]
    .filter(Boolean)
    .join(" · ");
  $("detail-body").textContent = task.body || "(no description)";
}

// ---- asks, presence, messages, memory -----------------------------------------------------

function renderAsks() {
  const items = state.asks.map((ask) => {
    const input = element("input", { id: `answer-${ask.id}`, required: true, autocomplete: "off" });
    const form = element(
      "form",
      {
        className: "answer",
        onsubmit: async (event) => {
          event.preventDefault();
          try {
            await api("POST", `/asks/${encodeURIComponent(ask.id)}/answer`, { answer: input.value, by: HUMAN });
            notice("");
            await loadAsks();
          } catch (error) {
            notice(`${ask.id}: ${error.message}`);
          }
        },
      },
      element("label", { for: `answer-${ask.id}`, text: `Answer ${ask.id}` }),
      input,
      element("button", { type: "submit", text: "Send answer" }),
    );
    const escalated = ask.escalatedTo === "ceo";
    return element(
      "li",
      { className: escalated ? "ask escalated" : "ask", "data-ask-id": ask.id },
      element("p", {
        className: "meta",
        text: `${ask.id} from ${ask.from} to ${escalated ? "ceo (escalated)" : ask.to}`,
      }),
      element("p", { text: ask.question }),
      form,
    );
  });
  $("asks").replaceChildren(
    ...(items.length ? items : [element("li", { className: "empty", text: "No pending asks" })]),
  );
}

function renderAgents() {
  const items = state.agents.map((agent) =>
    element("li", { text: `${agent.agent} (${agent.role}) · seen ${agent.lastSeenAt}` }),
  );
  $("agents").replaceChildren(
    ...(items.length ? items : [element("li", { className: "empty", text: "Nobody present" })]),
  );
}

async function acknowledge(message, agent) {
  try {
    await api("POST", `/messages/${encodeURIComponent(message.id)}/ack`, { agent });
    notice("");
    await loadMessages();
  } catch (error) {
    notice(`${message.id}: ${error.message}`);
  }
}

/** The recipients of a message that still owe an acknowledgement. */
function pendingAcks(message) {
  if (!message.ackRequired) return [];
  return (message.recipients ?? [message.to]).filter((agent) => !message.acks?.[agent]);
}

function ackButton(message, agent) {
  return element("button", {
    type: "button",
    className: "ack",
    text: `Acknowledge ${message.id} as ${agent}`,
    onclick: () => acknowledge(message, agent),
  });
}

function renderOverdue() {
  const items = state.overdue.map((entry) =>
    element(
      "li",
      { className: "overdue", "data-overdue": `${entry.message.id}:${entry.agent}` },
      element("p", { className: "meta", text: `${entry.message.id} to ${entry.agent} · due ${entry.dueAt}` }),
      element("p", { text: `${entry.message.from}: ${entry.message.text}` }),
      ackButton(entry.message, entry.agent),
    ),
  );
  $("overdue").replaceChildren(
    ...(items.length ? items : [element("li", { className: "empty", text: "Nothing overdue" })]),
  );
}

function messageLine(message) {
  const reply = message.replyTo ? ` (re ${message.replyTo})` : "";
  return `${message.id} ${message.from} → ${message.to}${reply}: ${message.text}`;
}

/** A thread collapsed under its message: the whole conversation, oldest first. */
function threadOf(message, threads) {
  const thread = threads.get(message.threadId ?? message.id) ?? [];
  if (thread.length < 2) return undefined;
  return element(
    "details",
    { className: "thread" },
    element("summary", { text: `Thread of ${thread.length}` }),
    element(
      "ol",
      { className: "list" },
      ...thread.map((item) =>
        element("li", { className: item.id === message.id ? "current" : undefined, text: messageLine(item) }),
      ),
    ),
  );
}

function messageItem(message, threads) {
  const overdue = state.overdue.filter((entry) => entry.message.id === message.id).map((entry) => entry.agent);
  const pending = pendingAcks(message);
  const classes = [message.read ? "read" : "unread", overdue.length ? "overdue" : ""].filter(Boolean).join(" ");
  let ackText;
  if (message.ackRequired) {
    ackText = pending.length
      ? `ack by ${message.ackDueAt}${overdue.length ? " · overdue" : ""} · waiting for ${pending.join(", ")}`
      : "acknowledged";
  }
  return element(
    "li",
    { className: classes, "data-message-id": message.id },
    element("p", { text: messageLine(message) }),
    ackText ? element("p", { className: "meta", text: ackText }) : undefined,
    ...pending.map((agent) => ackButton(message, agent)),
    threadOf(message, threads),
  );
}

function renderMessages() {
  const byAgent = new Map();
  const threads = new Map();
  for (const message of state.messages) {
    const list = byAgent.get(message.to) ?? [];
    list.push(message);
    byAgent.set(message.to, list);
    const root = message.threadId ?? message.id;
    threads.set(root, [...(threads.get(root) ?? []), message]);
  }
  const groups = [...byAgent.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([agent, messages]) =>
      element(
        "details",
        { open: true },
        element("summary", { text: `${agent} (${messages.filter((m) => !m.read).length} unread)` }),
        element("ul", { className: "list" }, ...messages.map((message) => messageItem(message, threads))),
      ),
    );
  renderOverdue();
  $("messages").replaceChildren(
    ...(groups.length ? groups : [element("p", { className: "empty", text: "No messages" })]),
  );
}

// ---- reservations --------------------------------------------------------------------------

function timeLeft(expiresAt) {
  const seconds = Math.floor((Date.parse(expiresAt) - (Date.now() + state.serverOffsetMs)) / 1000);
  if (seconds <= 0) return "expiring";
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

function tickReservations() {
  for (const time of $("reservations").querySelectorAll("time[datetime]")) {
    const text = timeLeft(time.getAttribute("datetime"));
    if (time.textContent !== text) time.textContent = text;
  }
}

async function releaseReservation(reservation, force) {
  const { id } = reservation;
  try {
    await api("POST", `/reservations/${encodeURIComponent(id)}/release`, { agent: HUMAN, force });
    forgetReservation(id);
    notice("");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) forgetReservation(id);
    notice(`${id}: ${error.message}`);
  }
  renderReservations();
}

function forgetReservation(id) {
  state.reservations.delete(id);
  for (const removed of state.reservationReads.removedDuring) removed.add(id);
  if (state.confirmRelease === id) state.confirmRelease = undefined;
}

/** Releasing another agent's reservation is forced, so the page asks first, in the item itself. */
function askToRelease(reservation) {
  if (reservation.agent === HUMAN) {
    releaseReservation(reservation, false);
    return;
  }
  state.confirmRelease = reservation.id;
  renderReservations();
  document.getElementById(`release-confirm-${reservation.id}`)?.focus();
}

function cancelRelease(id) {
  state.confirmRelease = undefined;
  renderReservations();
  document.querySelector(`[data-reservation-id="${id}"] [data-focus="release"]`)?.focus();
}

function releaseConfirmation(reservation) {
  const { id, agent } = reservation;
  const textId = `release-confirm-${id}`;
  return element(
    "div",
    {
      className: "confirm",
      role: "group",
      "aria-labelledby": textId,
      onkeydown: (event) => {
        if (event.key === "Escape") cancelRelease(id);
      },
    },
    element("p", {
      id: textId,
      tabindex: "-1",
      text: `${id} belongs to another agent, ${agent}, who may still be editing these paths. Release it anyway?`,
    }),
    element("button", {
      type: "button",
      "data-focus": "confirm",
      text: "Release anyway",
      onclick: () => releaseReservation(reservation, true),
    }),
    element("button", { type: "button", "data-focus": "cancel", text: "Cancel", onclick: () => cancelRelease(id) }),
  );
}

function reservationItem(reservation) {
  const { id, agent, mode } = reservation;
  const about = [id, `by ${agent}`, reservation.taskId && `task ${reservation.taskId}`].filter(Boolean).join(" · ");
  return element(
    "li",
    { className: `reservation ${mode}`, "data-reservation-id": id },
    element("p", { className: "meta" }, element("span", { className: "mode", text: mode }), ` ${about}`),
    element(
      "ul",
      { className: "paths", "aria-label": `Paths of ${id}` },
      ...reservation.paths.map((path) => element("li", {}, element("code", { text: path }))),
    ),
    reservation.note ? element("p", { className: "note", text: reservation.note }) : undefined,
    element(
      "p",
      { className: "meta" },
      element("time", {
        datetime: reservation.expiresAt,
        title: `until ${reservation.expiresAt}`,
        text: timeLeft(reservation.expiresAt),
      }),
    ),
    element("button", {
      type: "button",
      "data-focus": "release",
      "aria-expanded": agent === HUMAN ? undefined : String(state.confirmRelease === id),
      text: `Release ${id}`,
      onclick: () => askToRelease(reservation),
    }),
    state.confirmRelease === id ? releaseConfirmation(reservation) : undefined,
  );
}

/**
 * Keyed update: an item whose reservation (and confirmation) did not change keeps its node, so
 * keyboard focus survives the live updates; a rebuilt item gets focus back on the same control.
 */
function renderReservations() {
  const list = $("reservations");
  const focused = document.activeElement;
  const focusedItem = focused?.closest?.("[data-reservation-id]");
  const focusKey =
    focused?.getAttribute?.("data-focus") ?? (focused?.id?.startsWith("release-confirm-") ? "text" : undefined);
  const existing = new Map(
    [...list.querySelectorAll(":scope > [data-reservation-id]")].map((node) => [node.dataset.reservationId, node]),
  );
  const wanted = [...state.reservations.values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((reservation) => {
      const key = JSON.stringify([reservation, state.confirmRelease === reservation.id]);
      const old = existing.get(reservation.id);
      if (old && old.dataset.key === key) return old;
      const node = reservationItem(reservation);
      node.dataset.key = key;
      return node;
    });
  const nodes = wanted.length ? wanted : [element("li", { className: "empty", text: "No live reservations" })];
  for (const child of [...list.children]) if (!nodes.includes(child)) child.remove();
  nodes.forEach((node, index) => {
    if (list.children[index] !== node) list.insertBefore(node, list.children[index] ?? null);
  });
  if (focusedItem && !focusedItem.isConnected) {
    const again = list.querySelector(`[data-reservation-id="${focusedItem.dataset.reservationId}"]`);
    const target =
      focusKey === "text" ? again?.querySelector(".confirm p") : again?.querySelector(`[data-focus="${focusKey}"]`);
    (target ?? again?.querySelector('[data-focus="release"]') ?? list).focus();
  }
}

async function searchMemory(query) {
  const hits = await api("GET", `/memory/search?q=${encodeURIComponent(query)}`);
  const items = hits.map((hit) =>
    element(
      "li",
      {},
      element("strong", { text: `${hit.note.id} ${hit.note.title} (score ${hit.score})` }),
      element("p", { className: "meta", text: hit.note.body.split("\n")[0] }),
    ),
  );
  $("memory-results").replaceChildren(
    ...(items.length ? items : [element("li", { className: "empty", text: "No notes match" })]),
  );
}

// ---- loading and the live stream ----------------------------------------------------------

async function loadTasks() {
  // GET /tasks is paged (100 by default): follow `after` until a short page.
  const tasks = [];
  for (;;) {
    const after = tasks.length ? `&after=${encodeURIComponent(tasks[tasks.length - 1].id)}` : "";
    const page = await api("GET", `/tasks?limit=1000${after}`);
    tasks.push(...page);
    if (page.length < 1000) break;
  }
  state.tasks = new Map(tasks.map((task) => [task.id, task]));
  renderBoard();
}
async function loadAsks() {
  state.asks = await api("GET", "/asks?status=pending");
  renderAsks();
}
async function loadAgents() {
  state.agents = await api("GET", "/agents");
  renderAgents();
}
async function loadReservations() {
  const reads = state.reservationReads;
  const read = ++reads.started;
  const removed = new Set();
  reads.removedDuring.add(removed);
  let reservations;
  try {
    reservations = await api("GET", "/reservations");
  } finally {
    reads.removedDuring.delete(removed);
  }
  if (read < reads.applied) return;
  reads.applied = read;
  state.reservations = new Map(reservations.filter((r) => !removed.has(r.id)).map((r) => [r.id, r]));
  renderReservations();
}
async function loadMessages() {
  const [messages, overdue] = await Promise.all([api("GET", "/messages"), api("GET", "/messages/overdue")]);
  state.messages = messages;
  state.overdue = overdue;
  renderMessages();
}

const reloaders = { ask: loadAsks, agent: loadAgents, message: loadMessages, reservation: loadReservations };

async function applyEvent(event) {
  if (event.type === "task") {
    if (event.action === "deleted") state.tasks.delete(event.id);
    else state.tasks.set(event.id, await api("GET", `/tasks/${encodeURIComponent(event.id)}`));
    renderBoard();
    if (state.openTaskId === event.id && state.tasks.has(event.id)) renderDetail(state.tasks.get(event.id));
    return;
  }
  if (event.type === "reservation" && (event.action === "released" || event.action === "expired")) {
    forgetReservation(event.id);
    renderReservations();
    return;
  }
  await reloaders[event.type]?.();
}

function connectStream() {
  state.stream?.close();
  const stream = new EventSource("/events");
  state.stream = stream;
  stream.onopen = () => {
    $("connection").textContent = "Live";
    // Whatever happened while the stream was down is re-read (the replay covers short gaps only).
    loadAll().catch(handleLoadError);
  };
  stream.onerror = () => {
    $("connection").textContent = "Reconnecting…";
  };
  stream.onmessage = (message) => {
    applyEvent(JSON.parse(message.data)).catch(handleLoadError);
  };
  stream.addEventListener("task-log", (message) => {
    const line = JSON.parse(message.data);
    if (line.taskId === state.openTaskId) $("detail-log").append(logLine(line));
  });
}

async function loadAll() {
  await Promise.all([loadTasks(), loadAsks(), loadAgents(), loadMessages(), loadReservations()]);
}

function handleLoadError(error) {
  if (error instanceof ApiError && error.status === 401) {
    state.stream?.close();
    showSignIn();
    return;
  }
  notice(error.message);
}

async function start() {
  try {
    await loadAll();
  } catch (error) {
    handleLoadError(error);
    return;
  }
  const health = await fetch("/health").then((response) => response.json());
  $("project-name").textContent = health.name ? `· ${health.name}` : "";
  $("sign-in").hidden = true;
  $("app").hidden = false;
  $("sign-out").hidden = false;
  connectStream();
  // A due time passes without any event: the overdue view is re-read now and then.
  state.overdueTimer ??= setInterval(() => loadMessages().catch(handleLoadError), OVERDUE_REFRESH_MS);
  // Time left counts down between events; only the time texts change, nothing is re-rendered.
  state.clockTimer ??= setInterval(tickReservations, 1000);
}

function wire() {
  $("sign-in-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    if (await signIn($("token-input").value)) {
      $("token-input").value = "";
      await start();
    }
  });
  $("sign-out").addEventListener("click", async () => {
    await fetch("/dashboard/session", { method: "DELETE", credentials: "same-origin" });
    state.stream?.close();
    showSignIn();
  });
  $("role-filter").addEventListener("change", (event) => {
    state.role = event.target.value;
    renderBoard();
  });
  $("detail-close").addEventListener("click", () => {
    state.openTaskId = undefined;
    $("task-detail").hidden = true;
  });
  $("memory-form").addEventListener("submit", (event) => {
    event.preventDefault();
    searchMemory($("memory-query").value).catch(handleLoadError);
  });
}

wire();
await signInFromFragment();
await start();
