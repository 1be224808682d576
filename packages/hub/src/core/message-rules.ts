// The message rules as pure functions: threads (a reply joins its root's thread), role addresses
// (a broadcast is one message with a fixed list of recipients), per-recipient read state and
// acknowledgements, and which acknowledgements are overdue at a given time.
import {
  DEFAULT_ACK_DUE_MS,
  HubError,
  type Message,
  type MessageCreate,
  type OverdueAck,
  ROLE_ADDRESS_PREFIX,
} from "./api.ts";
import { byCodePoint } from "./text-order.ts";

/** The role named by a `role:<name>` address, or undefined for an agent address. */
export function roleOfAddress(to: string): string | undefined {
  return to.startsWith(ROLE_ADDRESS_PREFIX) ? to.slice(ROLE_ADDRESS_PREFIX.length) : undefined;
}

/** Who a message is for: its recipients (role message) or its one addressee. */
export function recipientsOf(message: Message): string[] {
  return message.recipients ?? [message.to];
}

const DURATION = /^(\d{1,9})(s|m|h|d)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * The due time of an acknowledgement: an ISO 8601 time, or a duration from now (`90s`, `30m`, `2h`,
 * `1d`); one hour when none is given.
 */
export function ackDueAt(ackDue: string | undefined, nowMs: number): string {
  if (ackDue === undefined) return new Date(nowMs + DEFAULT_ACK_DUE_MS).toISOString();
  const duration = DURATION.exec(ackDue);
  if (duration)
    return new Date(nowMs + Number(duration[1]) * UNIT_MS[duration[2] as keyof typeof UNIT_MS]).toISOString();
  const at = Date.parse(ackDue);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(ackDue) || Number.isNaN(at)) {
    throw new HubError(
      "invalid_input",
      `Invalid message: "ackDue" must be an ISO 8601 time or a duration like 30m, 2h or 1d, not "${ackDue}"`,
    );
  }
  return new Date(at).toISOString();
}

export interface NewMessageContext {
  /** The message replied to, when `replyTo` is given (already read: it exists). */
  parent?: Message;
  /** The agents holding the role of a `role:<name>` address. */
  recipients?: string[];
  stamp: string;
  nowMs: number;
}

export function newMessage(id: string, input: MessageCreate, context: NewMessageContext): Message {
  const { replyTo, ackRequired, ackDue, ...fields } = input;
  if (ackDue !== undefined && !ackRequired) {
    throw new HubError("invalid_input", 'Invalid message: "ackDue" needs "ackRequired": true');
  }
  const role = roleOfAddress(input.to);
  // A broadcast reaches the role's other holders: the sender does not write to itself.
  const recipients = context.recipients?.filter((agent) => agent !== input.from);
  if (role !== undefined && !recipients?.length) {
    throw new HubError(
      "conflict",
      `No agent other than the sender holds the role "${role}": none announced it (hub hello) and roles.${role}.preferredAgent is not set`,
    );
  }
  return {
    id,
    ...fields,
    read: false,
    ...(role !== undefined ? { recipients } : {}),
    ...(context.parent ? { replyTo, threadId: context.parent.threadId ?? context.parent.id } : {}),
    ...(ackRequired ? { ackRequired: true, ackDueAt: ackDueAt(ackDue, context.nowMs) } : {}),
    createdAt: context.stamp,
    updatedAt: context.stamp,
  };
}

/** The message as `agent` sees it in its inbox: for a role message, `read` is that agent's. */
export function messageFor(message: Message, agent: string): Message {
  if (!message.recipients) return message;
  return { ...message, read: message.readBy?.includes(agent) ?? false };
}

/** Marks read; a role message is read per recipient (`agent` required). Unchanged when already read. */
export function readMessage(message: Message, agent: string | undefined, stamp: string): Message {
  if (!message.recipients) {
    if (agent !== undefined) assertRecipient(message, agent, "read");
    if (message.read) return message;
    return { ...message, read: true, readAt: stamp, updatedAt: stamp };
  }
  if (agent === undefined) {
    throw new HubError(
      "invalid_input",
      `Invalid read: message "${message.id}" is to ${message.to}: name the "agent" reading it`,
    );
  }
  assertRecipient(message, agent, "read");
  if (message.readBy?.includes(agent)) return message;
  const readBy = [...(message.readBy ?? []), agent];
  const all = message.recipients.every((recipient) => readBy.includes(recipient));
  return { ...message, readBy, ...(all ? { read: true, readAt: stamp } : {}), updatedAt: stamp };
}

/** Records `agent`'s acknowledgement (and reads the message for it); acking again changes nothing. */
export function acknowledge(message: Message, agent: string, stamp: string): Message {
  assertRecipient(message, agent, "acknowledge");
  if (message.acks?.[agent]) return message;
  const read = readMessage(message, agent, stamp);
  return { ...read, acks: { ...message.acks, [agent]: stamp }, updatedAt: stamp };
}

function assertRecipient(message: Message, agent: string, what: string): void {
  if (!recipientsOf(message).includes(agent)) {
    throw new HubError(
      "forbidden",
      `Only a recipient may ${what} message "${message.id}": "${agent}" is not one of ${recipientsOf(message).join(", ")}`,
    );
  }
}

/** One entry per recipient of an ack-required message that has not acked by its due time. */
export function overdueAcks(messages: Message[], nowMs: number, agent?: string): OverdueAck[] {
  const overdue: OverdueAck[] = [];
  for (const message of messages) {
    if (!message.ackRequired || !message.ackDueAt || Date.parse(message.ackDueAt) > nowMs) continue;
    for (const recipient of recipientsOf(message)) {
      if (message.acks?.[recipient] || (agent !== undefined && recipient !== agent)) continue;
      overdue.push({ agent: recipient, dueAt: message.ackDueAt, message: messageFor(message, recipient) });
    }
  }
  return overdue.sort((a, b) => byCodePoint(a.dueAt, b.dueAt) || byCodePoint(a.message.id, b.message.id));
}

/** Thread order: oldest first, ties by id. */
export function byThreadOrder(a: Message, b: Message): number {
  return byCodePoint(a.createdAt, b.createdAt) || byCodePoint(a.id, b.id);
}
