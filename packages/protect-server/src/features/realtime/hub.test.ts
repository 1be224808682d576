// The hub's fan-out rules with in-memory connections (the sockets are covered by realtime.test.ts):
// a change goes to its audience only, serialised once for all of them.
import { describe, expect, it } from "vitest";
import { createHub, type Outgoing } from "./hub.ts";
import { chatPublication } from "./publication.ts";

const connection = (userId: string) => {
  const received: Outgoing[] = [];
  return { userId, received, send: (message: Outgoing) => received.push(message) };
};

const ROOM = "11111111-1111-4111-8111-111111111111";

describe("realtime hub", () => {
  it("sends a room message to the room's subscribers as one shared serialisation, and to nobody else", () => {
    const hub = createHub(chatPublication);
    const [a, b, outsider] = [connection("a"), connection("b"), connection("c")];
    for (const c of [a, b, outsider]) hub.connect(c);
    hub.subscribe(a, `room:${ROOM}`);
    hub.subscribe(b, `room:${ROOM}`);

    const sent = hub.deliver({
      t: "chat_messages",
      op: "INSERT",
      row: { id: "m1", room_id: ROOM, sender_id: "a", content: "hi", deleted_at: null },
    });

    expect(sent).toBe(2);
    expect(outsider.received).toEqual([]);
    const [first] = a.received;
    expect(b.received[0]).toBe(first);
    expect(JSON.parse(String(first))).toEqual({
      type: "change",
      table: "chat_messages",
      op: "INSERT",
      row: { id: "m1", roomId: ROOM, senderId: "a", content: "hi", deletedAt: null },
    });
  });

  it("sends a direct message to both participants' connections only, and presence to watchers but not the user", () => {
    const hub = createHub(chatPublication);
    const [sender, recipient, recipientPhone, other] = [
      connection("s"),
      connection("r"),
      connection("r"),
      connection("o"),
    ];
    for (const c of [sender, recipient, recipientPhone, other]) hub.connect(c);

    expect(
      hub.deliver({
        t: "direct_messages",
        op: "INSERT",
        row: { id: "d1", sender_id: "s", recipient_id: "r", content: "psst", deleted_at: null },
      }),
    ).toBe(3);
    expect(other.received).toEqual([]);

    hub.watchPresence(other, ["s"]);
    hub.watchPresence(sender, ["s"]);
    expect(hub.presence({ t: "presence", userId: "s", online: false, at: "2026-01-01T00:00:00.000Z" })).toBe(1);
    expect(JSON.parse(String(other.received.at(-1)))).toMatchObject({ type: "presence", userId: "s", online: false });
  });
});
