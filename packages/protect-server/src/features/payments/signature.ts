import { createHmac, timingSafeEqual } from "node:crypto";

/** Seconds a signed timestamp may be off from the server clock (replay window). */
export const SIGNATURE_TOLERANCE_S = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`: what the provider sends. */
export function signPayload(secret: string, rawBody: string, unixSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${rawBody}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

/** Checks the x-payment-signature header in constant time, within the replay window. */
export function verifySignature(secret: string, rawBody: string, header: string | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const [key = "", ...rest] = part.trim().split("=");
      return [key, rest.join("=")] as const;
    }),
  );
  const t = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
