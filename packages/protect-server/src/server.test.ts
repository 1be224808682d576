import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "./db/data-dir-lock.ts";
import { signPayload } from "./features/payments/signature.ts";
import { parseConfig } from "./platform/config.ts";
import { SECRETS_FILE_NAME } from "./platform/secrets.ts";
import { startServer } from "./server.ts";

describe("server lifecycle", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "protect-server-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("close() lets an in-flight request finish, then closes the database and releases the lock", async () => {
    let entered: () => void = () => undefined;
    const inReconciler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const server = await startServer(parseConfig({ port: 0, dataDir, defaultPlan: "free" }), {
      logger: pino({ level: "silent" }),
      planReconcilers: [
        {
          name: "slow",
          async reconcile() {
            entered();
            await new Promise((resolve) => setTimeout(resolve, 300));
          },
        },
      ],
    });
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "slow@example.test", password: "long enough pw" }),
    });
    const { user } = (await signup.json()) as { user: { id: string } };
    const secret = (
      JSON.parse(readFileSync(join(dataDir, SECRETS_FILE_NAME), "utf8")) as { paymentWebhookSecret: string }
    ).paymentWebhookSecret;
    const body = JSON.stringify({
      id: "evt_1",
      type: "subscription.activated",
      created: Math.floor(Date.now() / 1000),
      data: { userId: user.id, subscriptionId: "sub_1", plan: "pro" },
    });
    const inFlight = fetch(`${server.url}/api/payments/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-payment-signature": signPayload(secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
    });
    await inReconciler;
    const closed = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    await closed;
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
