import type { PushMessage, PushOutcome, PushSender } from "./push-sender.ts";

/** Expo accepts at most 100 messages per request. */
const BATCH = 100;

interface ExpoTicket {
  status: "ok" | "error";
  details?: { error?: string };
}

/**
 * Expo's push API (`POST /--/api/v2/push/send`, an array of `{ to, title, body, data }`); a ticket
 * with `details.error = "DeviceNotRegistered"` marks the token invalid. Receipts (errors Expo
 * learns later from Apple/Google) are not polled; see the README.
 */
export function expoPushSender(options: { url: string; accessToken?: string; fetch?: typeof fetch }): PushSender {
  const doFetch = options.fetch ?? fetch;
  async function sendBatch(batch: readonly PushMessage[]): Promise<PushOutcome[]> {
    try {
      const res = await doFetch(options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
        },
        body: JSON.stringify(
          batch.map((m) => ({ to: m.token, title: m.title, body: m.body, data: m.data, sound: "default" })),
        ),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) return batch.map(() => "failed");
      const { data } = (await res.json()) as { data?: ExpoTicket[] };
      return batch.map((_, i) => {
        const ticket = data?.[i];
        if (ticket?.status === "ok") return "sent";
        return ticket?.details?.error === "DeviceNotRegistered" ? "invalid_token" : "failed";
      });
    } catch {
      return batch.map(() => "failed");
    }
  }
  return {
    async send(messages) {
      const outcomes: PushOutcome[] = [];
      for (let i = 0; i < messages.length; i += BATCH)
        outcomes.push(...(await sendBatch(messages.slice(i, i + BATCH))));
      return outcomes;
    },
  };
}
