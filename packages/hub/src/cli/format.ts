import type {
  AgentHubEvent,
  AgentPresence,
  Ask,
  Decision,
  Handoff,
  MemoryNote,
  MemorySearchHit,
  Message,
  OverdueAck,
  Reservation,
  Task,
  TaskLogLine,
} from "../core/api.ts";
import type { CliIo } from "./cli-io.ts";

/**
 * The one output rule of the CLI: `--json` prints the data as JSON (compact, one line, for streams),
 * otherwise readable lines with control characters escaped, so a title cannot move the cursor or
 * recolour the terminal. In local mode (no server; the command works on the `.hub` files) every JSON
 * document is the envelope `{ "mode": "local", "data": … }`, so a script cannot mistake it for a
 * server's answer; against a server the data is printed as it is.
 */
export function printData<T>(
  io: CliIo,
  json: boolean,
  data: T,
  lines: (data: T) => string | string[],
  options: { compact?: boolean } = {},
): void {
  if (json) {
    const document = io.mode === "local" ? { mode: "local", data } : data;
    io.stdout(`${options.compact ? JSON.stringify(document) : JSON.stringify(document, null, 2)}\n`);
    return;
  }
  const text = lines(data);
  const all = typeof text === "string" ? [text] : text;
  if (all.length > 0) io.stdout(`${all.map(printable).join("\n")}\n`);
}

// C0 controls but tab and newline, DEL and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text safe for a terminal: control characters become `\u001b`-style escapes. */
export function printable(text: string): string {
  return text.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const opt = (label: string, value: string | undefined) => (value ? ` ${label}=${value}` : "");

export const taskLine = (task: Task) =>
  `${task.id}  [${task.status}]  ${task.title}${opt("priority", task.priority)}${opt("role", task.role)}${opt("assigned", task.assignedTo)}${opt("claimed", task.claimedBy)}${opt("reviewer", task.reviewer)}${opt("labels", task.labels?.join(","))}${opt("blockedBy", task.blockedBy?.join(","))}`;

export const taskDetail = (task: Task) => [
  taskLine(task),
  `updated ${task.updatedAt}`,
  ...(task.body ? ["", task.body] : []),
];

export const askLine = (ask: Ask) =>
  `${ask.id}  [${ask.status}]  ${ask.from} -> ${ask.to}${ask.escalatedTo ? " (escalated to ceo)" : ""}: ${ask.question}${ask.answer ? `\n    answer: ${ask.answer}` : ""}`;

export const messageLine = (message: Message) =>
  `${message.id}  ${message.read ? " " : "*"} ${message.createdAt}  ${message.from} -> ${message.to}${message.taskId ? ` (${message.taskId})` : ""}${message.replyTo ? ` re ${message.replyTo}` : ""}${ackNote(message)}: ${message.text}`;

/** `[ack by <due>]` while acks are missing, `[acked]` once every recipient acked. */
function ackNote(message: Message): string {
  if (!message.ackRequired) return "";
  const recipients = message.recipients ?? [message.to];
  const missing = recipients.filter((agent) => !message.acks?.[agent]);
  return missing.length === 0
    ? " [acked]"
    : ` [ack by ${message.ackDueAt}${message.recipients ? `: ${missing.join(", ")}` : ""}]`;
}

export const overdueLine = (entry: OverdueAck) =>
  `${entry.message.id}  ${entry.agent}  due ${entry.dueAt}  from ${entry.message.from}: ${entry.message.text}`;

export const handoffLine = (handoff: Handoff) =>
  `${handoff.id}  ${handoff.createdAt}  ${handoff.title}${opt("from", handoff.from)}${opt("to", handoff.to)}${opt("task", handoff.taskId)}`;

export const decisionLine = (decision: Decision) =>
  `${decision.id}  [${decision.status}]  ${decision.title}${opt("by", decision.decidedBy)}${opt("task", decision.taskId)}`;

export const memoryLine = (note: MemoryNote) =>
  `${note.id}  ${note.title}${note.tags.length ? `  #${note.tags.join(" #")}` : ""}`;

export const searchHitLine = (hit: MemorySearchHit) =>
  `${memoryLine(hit.note)}  (score ${hit.score})${hit.note.body ? `\n    ${hit.note.body.split("\n")[0]}` : ""}`;

export const presenceLine = (presence: AgentPresence) =>
  `${presence.agent}  (${presence.role})  since ${presence.joinedAt}`;

export const reservationLine = (reservation: Reservation) =>
  `${reservation.id}  [${reservation.mode}]  ${reservation.paths.join(" ")}  by ${reservation.agent} until ${reservation.expiresAt}${opt("task", reservation.taskId)}${reservation.note ? `  (${reservation.note})` : ""}`;

export const logLine = (line: TaskLogLine) =>
  `${line.ts}  ${line.taskId}${line.level ? ` ${line.level}` : ""}${line.agent ? ` ${line.agent}` : ""}: ${line.text}`;

/** One readable line per change event; presence events say who joined in which role. */
/** A retry delay as people read it: "500 ms", "2.5 s". */
export function formatDelay(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

export function eventLine(event: AgentHubEvent): string {
  if (event.type === "agent") {
    const role = event.role ? ` as ${event.role}` : "";
    return event.action === "joined" ? `${event.id} joined${role}` : `${event.id} ${event.action}${role}`;
  }
  const details = [
    event.title ? `"${event.title}"` : "",
    event.status ? `[${event.status}]` : "",
    event.from && event.to ? `${event.from} -> ${event.to}` : event.to ? `to ${event.to}` : "",
    event.role ? `role=${event.role}` : "",
    event.assignedTo ? `assigned=${event.assignedTo}` : "",
    event.claimedBy ? `claimed=${event.claimedBy}` : "",
    event.reviewer ? `reviewer=${event.reviewer}` : "",
    event.agent ? `by ${event.agent}` : "",
    event.paths?.length ? event.paths.join(" ") : "",
  ].filter(Boolean);
  return `${event.type} ${event.action} ${event.id}${details.length ? ` ${details.join(" ")}` : ""}`;
}
