// One card of the board: the title opens the detail, the status select moves it (the keyboard path),
// and the card itself can be dragged to another column.
import { element } from "./dom.js";
import { STATUS_LABELS, STATUSES } from "./task-statuses.js";

/** What a card shows: a card whose key did not change keeps its node (and focus) on a re-render. */
export function cardKey(task) {
  return JSON.stringify([task.title, task.status, task.role, task.claimedBy, task.priority, task.labels]);
}

export function taskCard(task, { onOpen, onMove }) {
  const about = [
    task.role && `role ${task.role}`,
    task.claimedBy && `claimed by ${task.claimedBy}`,
    task.priority && task.priority !== "normal" && `${task.priority} priority`,
    task.labels?.length && task.labels.join(", "),
  ]
    .filter(Boolean)
    .join(" · ");
  const card = element(
    "li",
    {
      className: task.priority === "urgent" || task.priority === "high" ? `card ${task.priority}` : "card",
      draggable: "true",
      "data-task-id": task.id,
      ondragstart: (event) => {
        event.dataTransfer.setData("text/plain", task.id);
        event.dataTransfer.effectAllowed = "move";
        card.classList.add("dragging");
      },
      ondragend: () => card.classList.remove("dragging"),
    },
    element(
      "button",
      { type: "button", className: "card-title", "data-focus": "title", onclick: () => onOpen(task.id) },
      element("span", { className: "id", text: task.id }),
      element("span", { text: ` ${task.title}` }),
    ),
    about ? element("p", { className: "meta", text: about }) : undefined,
    element(
      "select",
      {
        "aria-label": `Status of ${task.id}`,
        "data-focus": "status",
        onchange: (event) => onMove(task.id, event.target.value),
      },
      ...STATUSES.map((status) =>
        element("option", { value: status, selected: status === task.status, text: STATUS_LABELS[status] }),
      ),
    ),
  );
  card.dataset.key = cardKey(task);
  return card;
}
