// The task board: one column per status, cards moved by drag and drop or by their status select
// (the keyboard path). The page does not know the transition rules: a refused move shows the
// server's message.
import { api } from "./api.js";
import { byId, element } from "./dom.js";
import { notice } from "./page.js";
import { openTask } from "./task-detail.js";
import { STATUS_LABELS, STATUSES } from "./task-statuses.js";

let tasks = new Map();
let role = "";

function visibleTasks() {
  const shown = [...tasks.values()].filter((task) => !role || task.role === role);
  return shown.sort((a, b) => a.id.localeCompare(b.id));
}

async function moveTask(id, status) {
  const task = tasks.get(id);
  if (!task || task.status === status) return;
  try {
    const updated = await api("PATCH", `/tasks/${encodeURIComponent(id)}`, { status });
    tasks.set(updated.id, updated);
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
      { type: "button", className: "card-title", onclick: () => openTask(tasks.get(task.id) ?? task) },
      element("span", { className: "id", text: task.id }),
      element("span", { text: ` ${task.title}` }),
    ),
    who ? element("p", { className: "meta", text: who }) : undefined,
    select,
  );
}

function renderBoard() {
  const shown = visibleTasks();
  const columns = STATUSES.map((status) => {
    const inColumn = shown.filter((task) => task.status === status);
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
  byId("board").replaceChildren(...columns);
  renderRoleFilter();
}

function renderRoleFilter() {
  const select = byId("role-filter");
  const roles = [...new Set([...tasks.values()].map((task) => task.role).filter(Boolean))].sort();
  const wanted = ["", ...roles];
  const current = [...select.options].map((option) => option.value);
  if (wanted.join("\n") === current.join("\n")) return;
  select.replaceChildren(
    ...wanted.map((value) => element("option", { value, selected: value === role, text: value || "all roles" })),
  );
}

export async function loadTasks() {
  // GET /tasks is paged (100 by default): follow `after` until a short page.
  const all = [];
  for (;;) {
    const after = all.length ? `&after=${encodeURIComponent(all[all.length - 1].id)}` : "";
    const page = await api("GET", `/tasks?limit=1000${after}`);
    all.push(...page);
    if (page.length < 1000) break;
  }
  tasks = new Map(all.map((task) => [task.id, task]));
  renderBoard();
}

/** A task event from the stream: the board re-reads that task; returns it (undefined when deleted). */
export async function applyTaskEvent(event) {
  if (event.action === "deleted") tasks.delete(event.id);
  else tasks.set(event.id, await api("GET", `/tasks/${encodeURIComponent(event.id)}`));
  renderBoard();
  return tasks.get(event.id);
}

export function wireBoard() {
  byId("role-filter").addEventListener("change", (event) => {
    role = event.target.value;
    renderBoard();
  });
}
