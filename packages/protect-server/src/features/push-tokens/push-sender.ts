/** One notification to one device token. */
export interface PushMessage {
  token: string;
  platform: "ios" | "android" | "web";
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * `invalid_token`: the service says the token is gone for good (it gets disabled). A receipt:
 * the service accepted the message and reports its delivery later under that id (Expo's tickets;
 * see `PushSender.receipts`).
 */
export type PushOutcome = "sent" | "invalid_token" | "failed" | { receipt: string };

/** What a receipt says: delivered, the device is gone (the token gets disabled), or another error. */
export type ReceiptOutcome =
  | { status: "delivered" }
  | { status: "invalid_token" }
  | { status: "failed"; error: string };

/**
 * Delivery of push notifications; one implementation per service (Expo for the apps, Web Push for
 * browsers) and `routedPushSender` choosing by platform.
 */
export interface PushSender {
  /** One outcome per message, in order. Never throws for a service's refusal. */
  send(messages: readonly PushMessage[]): Promise<PushOutcome[]>;
  /**
   * Reads receipts by id, for a service that reports delivery after the send. Ids without an
   * answer yet are missing from the map; a service that cannot be reached throws.
   */
  receipts?(ids: readonly string[]): Promise<Map<string, ReceiptOutcome>>;
}

/** App tokens (ios/android) go to `apps`, browser subscriptions to `web`. */
export function routedPushSender(senders: { apps: PushSender; web: PushSender }): PushSender {
  const { receipts } = senders.apps;
  return {
    ...(receipts ? { receipts: (ids: readonly string[]) => receipts.call(senders.apps, ids) } : {}),
    async send(messages) {
      const outcomes: PushOutcome[] = new Array(messages.length).fill("failed");
      const groups = { apps: [] as number[], web: [] as number[] };
      messages.forEach((message, i) => {
        groups[message.platform === "web" ? "web" : "apps"].push(i);
      });
      await Promise.all(
        (["apps", "web"] as const).map(async (kind) => {
          const indexes = groups[kind];
          if (indexes.length === 0) return;
          const results = await senders[kind].send(indexes.map((i) => messages[i] as PushMessage));
          indexes.forEach((index, j) => {
            outcomes[index] = results[j] ?? "failed";
          });
        }),
      );
      return outcomes;
    },
  };
}

/** Records messages instead of sending them (rule tests, and servers with push switched off). */
export function memoryPushSender(outcome: (message: PushMessage) => PushOutcome = () => "sent") {
  const sent: PushMessage[] = [];
  const sender: PushSender = {
    async send(messages) {
      sent.push(...messages);
      return messages.map(outcome);
    },
  };
  return { sender, sent };
}
