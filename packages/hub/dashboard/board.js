// The task board: one column per status, each scrolling inside itself and read a page at a time
// (GET /tasks/board: the counts come from the server's index, so 10,000 tasks load as fast as 300).
// Cards move by drag and drop or by their status select (the keyboard path); the page does not know
// the transition rules, a refused move shows the server's message. A filter box narrows the board
// to tasks whose id or title contains a text; the role select to one role.
import { ApiError, api } from "./api.js";
import { byId, element } from "./dom.js";
import { notice } from "./page.js";
import { cardKey, taskCard } from "./task-card.js";
import { openTask } from "./task-detail.js";
import { STATUS_LABELS, STATUSES } from "./task-statuses.js";

/** Cards a column shows first: a screenful and some (more follow as it scrolls). */
const FIRST_PAGE = 25;
/** Cards a column reads at a time as it scrolls. */
const PAGE = 50;
/** The most a column re-reads at once (the server's cap), after a reconnect. */
const MAX_PAGE = 200;
/** Typing pauses this long before the board is read again. */
const FILTER_DELAY_MS = 150;

const filter = { role: "", text: "" };
/** Per status: { count, tasks (loaded, in id order), nextCursor (when more follow), loading }. */
let columns = new Map();
/** Bumped by every full read: an answer to an older read is dropped. */
let generation = 0;
const countReads = { running: false, again: false };
/** Per status: the column's nodes, built once. */
const views = new Map();
let filterTimer;
/** Where a failed read goes (the entry module: a lost session signs out, others show a notice). */
let readError = (error) => notice(error.message);

function boardUrl(params) {
  const search = new URLSearchParams();
  const all = { ...params, role: filter.role || undefined, text: filter.text || undefined };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) search.set(key, String(value));
  return `/tasks/board?${search}`;
}

/**
 * Whether a task changed by someone else belongs on the filtered board: the server's filter (role
 * equal, the text in the id or title ignoring case) applied to one task the stream announced.
 */
function shown(task) {
  const text = filter.text.toLowerCase();
  if (filter.role && task.role !== filter.role) return false;
  return !text || task.id.toLowerCase().includes(text) || task.title.toLowerCase().includes(text);
}

function findTask(id) {
  for (const column of columns.values()) {
    const task = column.tasks.find((candidate) => candidate.id === id);
    if (task) return task;
  }
  return undefined;
}

/** Re-renders while keeping keyboard focus on the same control of the same card, wherever it went. */
function keepingFocus(render) {
  const focused = document.activeElement;
  const card = focused?.closest?.("[data-task-id]");
  const control = focused?.dataset?.focus;
  render();
  if (card && control && !focused.isConnected) {
    const id = CSS.escape(card.dataset.taskId);
    byId("board").querySelector(`[data-task-id="${id}"] [data-focus="${control}"]`)?.focus();
  }
}

function renderHeading(status) {
  const column = columns.get(status);
  views.get(status).heading.textContent = `${STATUS_LABELS[status]} (${column?.count ?? 0})`;
}

/** Keyed update: an unchanged card keeps its node, so scrolling and focus survive live updates. */
function renderColumn(status) {
  const view = views.get(status);
  const column = columns.get(status);
  renderHeading(status);
  const existing = new Map([...view.list.children].map((node) => [node.dataset.taskId, node]));
  const nodes = (column?.tasks ?? []).map((task) => {
    const old = existing.get(task.id);
    return old && old.dataset.key === cardKey(task) ? old : taskCard(task, { onOpen: openCard, onMove: moveTask });
  });
  if (column?.nextCursor) {
    const left = column.count - column.tasks.length;
    view.moreButton.textContent = column.loading ? "Loading…" : `Show more (${left} not shown)`;
    nodes.push(view.more);
  }
  const kept = new Set(nodes);
  for (const child of [...view.list.children]) if (!kept.has(child)) child.remove();
  nodes.forEach((node, index) => {
    if (view.list.children[index] !== node) view.list.insertBefore(node, view.list.children[index] ?? null);
  });
}

/** Watches the column's "more" item again: near the end of the scroll, the next page is read. */
function watchMore(status) {
  const view = views.get(status);
  view.observer.unobserve(view.more);
  if (columns.get(status)?.nextCursor) view.observer.observe(view.more);
}

function renderRoles(roles) {
  const select = byId("role-filter");
  const wanted = ["", ...roles];
  if (filter.role && !roles.includes(filter.role)) wanted.push(filter.role);
  const current = [...select.options].map((option) => option.value);
  if (wanted.join("\n") === current.join("\n")) return;
  select.replaceChildren(
    ...wanted.map((value) => element("option", { value, selected: value === filter.role, text: value || "all roles" })),
  );
}

/**
 * Reads the board: every column's count and first page. `keepLoaded` (after a reconnect) re-reads
 * as many cards as the longest column held, so a person's scroll is not cut short.
 */
export async function loadBoard({ keepLoaded = false } = {}) {
  const read = ++generation;
  const held = keepLoaded ? Math.max(0, ...[...columns.values()].map((column) => column.tasks.length)) : 0;
  const board = byId("board");
  board.setAttribute("aria-busy", "true");
  try {
    const answer = await api("GET", boardUrl({ limit: Math.min(MAX_PAGE, Math.max(FIRST_PAGE, held)) }));
    if (read !== generation) return;
    columns = new Map(answer.columns.map((column) => [column.status, { ...column, loading: false }]));
    renderRoles(answer.roles);
    keepingFocus(() => {
      for (const status of STATUSES) renderColumn(status);
    });
    // Another filter is another list: each column starts again at its top.
    if (!keepLoaded) for (const view of views.values()) view.list.scrollTop = 0;
    for (const status of STATUSES) watchMore(status);
  } finally {
    if (read === generation) board.setAttribute("aria-busy", "false");
  }
}

async function loadMore(status) {
  const column = columns.get(status);
  if (!column?.nextCursor || column.loading) return;
  const read = generation;
  column.loading = true;
  renderColumn(status);
  let loaded = false;
  try {
    const answer = await api("GET", boardUrl({ status, after: column.nextCursor, limit: PAGE }));
    if (read !== generation) return;
    const [page] = answer.columns;
    const known = new Set(column.tasks.map((task) => task.id));
    column.tasks.push(...page.tasks.filter((task) => !known.has(task.id)));
    column.nextCursor = page.nextCursor;
    column.count = page.count;
    loaded = true;
  } catch (error) {
    readError(error);
  } finally {
    column.loading = false;
    if (read === generation) renderColumn(status);
  }
  // Only after a page came: a failing read must not retry in a loop.
  if (loaded) watchMore(status);
}

/** The counts (and roles) again, one read at a time however many changes arrive. */
async function refreshCounts() {
  if (countReads.running) {
    countReads.again = true;
    return;
  }
  countReads.running = true;
  try {
    do {
      countReads.again = false;
      const read = generation;
      const answer = await api("GET", boardUrl({ limit: 0 }));
      if (read !== generation) continue;
      for (const { status, count } of answer.columns) {
        const column = columns.get(status);
        if (!column) continue;
        column.count = count;
        renderColumn(status);
      }
      renderRoles(answer.roles);
    } while (countReads.again);
  } finally {
    countReads.running = false;
  }
}

/** Puts a task where it now belongs (or nowhere: `task` undefined when deleted). */
function placeTask(id, task) {
  keepingFocus(() => {
    const touched = new Set();
    for (const [status, column] of columns) {
      const at = column.tasks.findIndex((candidate) => candidate.id === id);
      if (at < 0) continue;
      column.tasks.splice(at, 1);
      touched.add(status);
    }
    const column = task && shown(task) ? columns.get(task.status) : undefined;
    // Beyond the loaded part of its column, the task comes with the page that holds it.
    if (column && (!column.nextCursor || task.id < column.nextCursor)) {
      const at = column.tasks.findIndex((candidate) => candidate.id > task.id);
      column.tasks.splice(at < 0 ? column.tasks.length : at, 0, task);
      touched.add(task.status);
    }
    for (const status of touched) renderColumn(status);
  });
}

async function moveTask(id, status) {
  const task = findTask(id);
  if (!task || task.status === status) return;
  let updated;
  try {
    updated = await api("PATCH", `/tasks/${encodeURIComponent(id)}`, { status });
  } catch (error) {
    notice(`${id}: ${error.message}`);
    // The select shows the refused status: back to the task's own.
    const select = byId("board").querySelector(`[data-task-id="${CSS.escape(id)}"] select`);
    if (select) select.value = task.status;
    return;
  }
  notice("");
  placeTask(id, updated);
  await refreshCounts().catch(readError);
}

function openCard(id) {
  const task = findTask(id);
  if (task) openTask(task);
}

/** A task event from the stream: the board re-reads that task; returns it (undefined when deleted). */
export async function applyTaskEvent(event) {
  let task;
  if (event.action !== "deleted") {
    try {
      task = await api("GET", `/tasks/${encodeURIComponent(event.id)}`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  placeTask(event.id, task);
  await refreshCounts();
  return task;
}

function columnView(status) {
  const heading = element("h3", { id: `column-${status}`, text: STATUS_LABELS[status] });
  const list = element("ul", { className: "cards", "aria-label": STATUS_LABELS[status] });
  const moreButton = element("button", { type: "button", className: "more-button", onclick: () => loadMore(status) });
  const more = element("li", { className: "more" }, moreButton);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore(status);
    },
    { root: list, rootMargin: "0px 0px 600px 0px" },
  );
  const section = element(
    "section",
    {
      className: "column",
      "data-status": status,
      "aria-labelledby": heading.id,
      ondragover: (event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        section.classList.add("drop-target");
      },
      ondragleave: (event) => {
        if (!section.contains(event.relatedTarget)) section.classList.remove("drop-target");
      },
      ondrop: (event) => {
        event.preventDefault();
        section.classList.remove("drop-target");
        const id = event.dataTransfer.getData("text/plain");
        if (id) moveTask(id, status);
      },
    },
    heading,
    list,
  );
  views.set(status, { section, heading, list, more, moreButton, observer });
  return section;
}

export function wireBoard({ onReadError }) {
  readError = onReadError;
  byId("board").replaceChildren(...STATUSES.map(columnView));
  byId("role-filter").addEventListener("change", (event) => {
    filter.role = event.target.value;
    loadBoard().catch(readError);
  });
  byId("task-filter").addEventListener("input", (event) => {
    clearTimeout(filterTimer);
    filterTimer = setTimeout(() => {
      const text = event.target.value.trim();
      if (text === filter.text) return;
      filter.text = text;
      loadBoard().catch(readError);
    }, FILTER_DELAY_MS);
  });
}
