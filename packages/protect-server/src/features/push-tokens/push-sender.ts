/** One notification to one device token. */
export interface PushMessage {
  token: string;
  platform: "ios" | "android" | "web";
  title: string;
  body: string;
  data: Record<string, string>;
}

/** `invalid_token`: the service says the token is gone for good (it gets disabled). */
export type PushOutcome = "sent" | "invalid_token" | "failed";

/**
 * Delivery of push notifications; one implementation per service (Expo for the apps, Web Push for
 * browsers) and `routedPushSender` choosing by platform.
 */
export interface PushSender {
  /** One outcome per message, in order. Never throws for a service's refusal. */
  send(messages: readonly PushMessage[]): Promise<PushOutcome[]>;
}

/** App tokens (ios/android) go to `apps`, browser subscriptions to `web`. */
export function routedPushSender(senders: { apps: PushSender; web: PushSender }): PushSender {
  return {
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
