import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { enroll, handshake } from "../../../test/protection.ts";
import { users } from "../../db/schema/users.ts";
import { deviceSilenceJob } from "../../jobs/device-silence.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { type DeviceSilenceEvent, SILENCE_AFTER_MS } from "./silence-service.ts";

const heard: DeviceSilenceEvent[] = [];
const listener = {
  name: "test-ally",
  onDeviceSilence: async (_tx: unknown, event: DeviceSilenceEvent) => void heard.push(event),
};

describeEachDb(
  "silent protected devices",
  (env) => {
    async function runSilenceJob() {
      await runJobOnce(env().ctx.db, deviceSilenceJob(env().ctx.deviceSilence), env().clock.now());
    }
    async function listed(headers: Record<string, string>) {
      return (await env().request({ method: "GET", url: "/api/devices/protected", headers })).json().devices;
    }
    async function notifications(headers: Record<string, string>) {
      return (await env().request({ method: "GET", url: "/api/notifications", headers })).json().notifications;
    }

    it("a device quiet for 48 hours is marked silent once, its owner notified and subscribers told; its next query clears it", async () => {
      heard.length = 0;
      const owner = await env().signup();
      const device = await enroll(env(), owner.headers);
      expect(
        (await handshake(env(), [{ token: device.dnsToken, lastQueryAt: env().clock.now().toISOString() }])).statusCode,
      ).toBe(200);
      const lastQuery = env().clock.now().toISOString();

      env().clock.advance(SILENCE_AFTER_MS - 1000);
      await runSilenceJob();
      expect((await listed(owner.headers))[0]).toMatchObject({ status: "active", silent: false, silentSince: null });

      env().clock.advance(3_600_000);
      await runSilenceJob();
      const silentAt = env().clock.now().toISOString();
      env().clock.advance(3_600_000);
      await runSilenceJob();
      expect((await listed(owner.headers))[0]).toMatchObject({ status: "active", silent: true, silentSince: silentAt });
      const notes = await notifications(owner.headers);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: "protected_device_silent",
        data: { deviceId: device.device.id, deviceName: "Phone", lastDnsQueryAt: lastQuery },
      });
      expect(heard).toEqual([
        expect.objectContaining({ kind: "silent", userId: owner.id, deviceId: device.device.id }),
      ]);

      env().clock.advance(60_000);
      await handshake(env(), [{ token: device.dnsToken, lastQueryAt: env().clock.now().toISOString() }]);
      expect((await listed(owner.headers))[0]).toMatchObject({ silent: false, silentSince: null });
      expect(heard.map((event) => event.kind)).toEqual(["silent", "resumed"]);
    });

    it("pending devices, accounts with protection off and deleted accounts are not marked", async () => {
      const pending = await env().signup();
      await enroll(env(), pending.headers);
      const off = await env().signup();
      const offDevice = await enroll(env(), off.headers);
      await handshake(env(), [{ token: offDevice.dnsToken, lastQueryAt: env().clock.now().toISOString() }]);
      await env().ctx.db.update(users).set({ protectionDisabledAt: env().clock.now() }).where(eq(users.id, off.id));
      env().clock.advance(3 * SILENCE_AFTER_MS);
      await runSilenceJob();
      for (const headers of [pending.headers, off.headers]) {
        expect((await listed(headers))[0]).toMatchObject({ silent: false });
        expect(await notifications(headers)).toEqual([]);
      }
    });
  },
  { deviceSilenceSubscribers: [listener] },
);
