// Messages by recipient, threads collapsed under them, and the acknowledgements that are overdue
// (the server holds the clock and the rule; the page re-reads the view now and then).
import { api } from "./api.js";
import { byId, element, itemsOrEmpty } from "./dom.js";
import { notice } from "./page.js";

let messages = [];
/** OverdueAck entries from the server. */
let overdue = [];

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
  const items = overdue.map((entry) =>
    element(
      "li",
      { className: "overdue", "data-overdue": `${entry.message.id}:${entry.agent}` },
      element("p", { className: "meta", text: `${entry.message.id} to ${entry.agent} · due ${entry.dueAt}` }),
      element("p", { text: `${entry.message.from}: ${entry.message.text}` }),
      ackButton(entry.message, entry.agent),
    ),
  );
  byId("overdue").replaceChildren(...itemsOrEmpty(items, "Nothing overdue"));
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
  const late = overdue.filter((entry) => entry.message.id === message.id).map((entry) => entry.agent);
  const pending = pendingAcks(message);
  const classes = [message.read ? "read" : "unread", late.length ? "overdue" : ""].filter(Boolean).join(" ");
  let ackText;
  if (message.ackRequired) {
    ackText = pending.length
      ? `ack by ${message.ackDueAt}${late.length ? " · overdue" : ""} · waiting for ${pending.join(", ")}`
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
  for (const message of messages) {
    const list = byAgent.get(message.to) ?? [];
    list.push(message);
    byAgent.set(message.to, list);
    const root = message.threadId ?? message.id;
    threads.set(root, [...(threads.get(root) ?? []), message]);
  }
  const groups = [...byAgent.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([agent, received]) =>
      element(
        "details",
        { open: true },
        element("summary", { text: `${agent} (${received.filter((m) => !m.read).length} unread)` }),
        element("ul", { className: "list" }, ...received.map((message) => messageItem(message, threads))),
      ),
    );
  renderOverdue();
  byId("messages").replaceChildren(...itemsOrEmpty(groups, "No messages", "p"));
}

export async function loadMessages() {
  [messages, overdue] = await Promise.all([api("GET", "/messages"), api("GET", "/messages/overdue")]);
  renderMessages();
}
