import type { PushMessage, PushOutcome, PushSender, ReceiptOutcome } from "./push-sender.ts";

/** Expo accepts at most 100 messages per send request. */
const BATCH = 100;
/** Expo's own clients ask for at most 300 receipts per request. */
const RECEIPT_BATCH = 300;
const TIMEOUT_MS = 10_000;

interface ExpoTicket {
  status: "ok" | "error";
  id?: string;
  details?: { error?: string };
}

interface ExpoReceipt {
  status: "ok" | "error";
  details?: { error?: string };
}

/** The receipts endpoint beside a send URL: `…/push/send` → `…/push/getReceipts`. */
export function expoReceiptsUrl(sendUrl: string): string {
  return new URL("getReceipts", sendUrl).href;
}

/**
 * Expo's push API (`POST /--/api/v2/push/send`, an array of `{ to, title, body, data }`). A ticket
 * with `details.error = "DeviceNotRegistered"` marks the token invalid at once; an accepted ticket
 * carries a receipt id, read later through `receipts` (`POST …/push/getReceipts`, `{ ids }`),
 * where Expo reports what Apple and Google said after the send.
 */
export function expoPushSender(options: { url: string; accessToken?: string; fetch?: typeof fetch }): PushSender {
  const doFetch = options.fetch ?? fetch;
  const headers = {
    "content-type": "application/json",
    accept: "application/json",
    ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
  };
  const receiptsUrl = expoReceiptsUrl(options.url);

  async function sendBatch(batch: readonly PushMessage[]): Promise<PushOutcome[]> {
    try {
      const res = await doFetch(options.url, {
        method: "POST",
        headers,
        body: JSON.stringify(
          batch.map((m) => ({ to: m.token, title: m.title, body: m.body, data: m.data, sound: "default" })),
        ),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return batch.map(() => "failed");
      const { data } = (await res.json()) as { data?: ExpoTicket[] };
      return batch.map((_, i): PushOutcome => {
        const ticket = data?.[i];
        if (ticket?.status === "ok")
          return typeof ticket.id === "string" && ticket.id !== "" ? { receipt: ticket.id } : "sent";
        return ticket?.details?.error === "DeviceNotRegistered" ? "invalid_token" : "failed";
      });
    } catch {
      return batch.map(() => "failed");
    }
  }

  async function receiptBatch(ids: readonly string[], into: Map<string, ReceiptOutcome>): Promise<void> {
    const res = await doFetch(receiptsUrl, {
      method: "POST",
      headers,
      body: JSON.stringify({ ids }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Expo receipts answered HTTP ${res.status}`);
    const { data } = (await res.json()) as { data?: Record<string, ExpoReceipt> };
    for (const id of ids) {
      const receipt = data && Object.hasOwn(data, id) ? data[id] : undefined;
      if (receipt?.status === "ok") into.set(id, { status: "delivered" });
      else if (receipt?.status === "error") {
        const error = String(receipt.details?.error ?? "unknown").slice(0, 64);
        into.set(id, error === "DeviceNotRegistered" ? { status: "invalid_token" } : { status: "failed", error });
      }
    }
  }

  return {
    async send(messages) {
      const outcomes: PushOutcome[] = [];
      for (let i = 0; i < messages.length; i += BATCH)
        outcomes.push(...(await sendBatch(messages.slice(i, i + BATCH))));
      return outcomes;
    },
    async receipts(ids) {
      const answers = new Map<string, ReceiptOutcome>();
      for (let i = 0; i < ids.length; i += RECEIPT_BATCH) await receiptBatch(ids.slice(i, i + RECEIPT_BATCH), answers);
      return answers;
    },
  };
}
