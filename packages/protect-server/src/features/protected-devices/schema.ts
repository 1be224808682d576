import { z } from "zod";
import { PROTECTED_PLATFORMS, PROTECTED_STATUSES } from "../../db/schema/protected-devices.ts";
import { deviceLabel } from "../devices/fields.ts";

export const enrollBody = z.object({ name: deviceLabel(), platform: z.enum(PROTECTED_PLATFORMS) });

export const protectedDeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  platform: z.enum(PROTECTED_PLATFORMS),
  status: z.enum(PROTECTED_STATUSES),
  lastDnsQueryAt: z.iso.datetime().nullable(),
  silent: z.boolean(),
  silentSince: z.iso.datetime().nullable(),
  degradedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const dnsProfileSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("mobileconfig"),
    contentType: z.literal("application/x-apple-aspen-config"),
    fileName: z.string(),
    mobileconfig: z.string(),
  }),
  z.object({ kind: z.literal("private_dns"), hostname: z.string() }),
  z.object({
    kind: z.literal("doh_template"),
    template: z.string(),
    serverAddresses: z.array(z.string()),
    dotHost: z.string(),
  }),
]);

export const enrollmentSchema = z.object({
  device: protectedDeviceSchema,
  /** Shown once: only its hash is stored. */
  dnsToken: z.string(),
  dohUrl: z.string(),
  dotHost: z.string(),
  profile: dnsProfileSchema,
});

export const protectedIdParams = z.object({ id: z.uuid() });

/** protect-dns's activity report (docs/decisions/protect-dns-contract.md). */
export const handshakeBody = z.object({
  devices: z
    .array(
      z.object({
        token: z
          .string()
          .regex(/^[A-Za-z0-9]{16,63}$/, "must be a device token")
          .transform((token) => token.toLowerCase()),
        lastQueryAt: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(500),
});

export const handshakeResponse = z.object({
  results: z.array(z.object({ status: z.enum(["active", "degraded", "revoked", "unknown"]) })),
});
