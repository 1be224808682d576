// The detail of one task in a dialog: its fields, its description and its log, live while open.
import { api } from "./api.js";
import { byId, element } from "./dom.js";
import { STATUS_LABELS } from "./task-statuses.js";

let openTaskId;

function logLine(line) {
  const who = line.agent ? ` ${line.agent}` : "";
  const level = line.level ? ` [${line.level}]` : "";
  return element("li", { text: `${line.ts}${who}${level}: ${line.text}` });
}

export async function openTask(task) {
  openTaskId = task.id;
  renderDetail(task);
  byId("detail-log").replaceChildren();
  const dialog = byId("task-detail");
  if (!dialog.open) dialog.showModal();
  byId("detail-close").focus();
  const lines = await api("GET", `/tasks/${encodeURIComponent(task.id)}/log`);
  if (openTaskId === task.id) byId("detail-log").replaceChildren(...lines.map(logLine));
}

function renderDetail(task) {
  byId("detail-title").textContent = `${task.id} ${task.title}`;
  byId("detail-meta").textContent = [
    STATUS_LABELS[task.status],
    task.role,
    task.claimedBy && `claimed by ${task.claimedBy}`,
  ]
    .filter(Boolean)
    .join(" · ");
  byId("detail-body").textContent = task.body || "(no description)";
}

/** A task changed: the open detail shows its new fields. */
export function taskChanged(task) {
  if (task && task.id === openTaskId) renderDetail(task);
}

/** A `task-log` line from the stream: appended when its task is open. */
export function logLineArrived(line) {
  if (line.taskId === openTaskId) byId("detail-log").append(logLine(line));
}

export function wireTaskDetail() {
  const dialog = byId("task-detail");
  byId("detail-close").addEventListener("click", () => dialog.close());
  // Escape closes the dialog too: either way the log stops following.
  dialog.addEventListener("close", () => {
    openTaskId = undefined;
  });
}
