// The board's columns: every task status, in the order work flows, with its label.

export const STATUSES = ["todo", "in_progress", "review", "blocked", "done", "cancelled"];

export const STATUS_LABELS = {
  todo: "To do",
  in_progress: "In progress",
  review: "Review",
  blocked: "Blocked",
  done: "Done",
  cancelled: "Cancelled",
};
