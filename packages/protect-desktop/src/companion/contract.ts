// The shapes of protect-server's desktop-companion routes (seed document 2, §4 "Desktop companion")
// as this agent relies on them; docs/decisions/protect-desktop-companion-contract.md explains each.
import { z } from "zod";

export const MAGIC_TOKEN_PREFIX = "mgc_";
export const PAIRING_CODE_PATTERN = /^\d{6}$/;

const isoTime = z.iso.datetime({ offset: true });

/** POST /api/magic/pair/redeem → 200 or 201. */
export const redeemResponse = z.object({
  token: z
    .string()
    .max(512)
    .refine((t) => t.startsWith(MAGIC_TOKEN_PREFIX) && !/\s/.test(t), { message: 'Expected a token starting "mgc_"' }),
});

const device = z.object({
  id: z.union([z.string().min(1).max(128), z.number().int().transform(String)]),
  releaseAt: isoTime.nullable().optional(),
});
export type CompanionDevice = { readonly id: string; readonly releaseAt: string | null };

/** POST /api/magic/register → `{ device: {...} }` (a flat device object is accepted as well). */
export const registerResponse = z.union([z.object({ device }), device.transform((d) => ({ device: d }))]);

/** GET /api/magic/devices → `{ devices: [...] }` (a bare array is accepted as well). */
export const devicesResponse = z.union([
  z.object({ devices: z.array(device) }),
  z.array(device).transform((devices) => ({ devices })),
]);

/**
 * GET /api/magic/profile (and `protection` of the register answer): the device's DNS enrollment.
 * Relied on: `dohUrl`; used when present: `dotHost`, and the DoH server's addresses as
 * `profile.serverAddresses` (protect-server's `doh_template` profile) or `resolverAddresses`.
 */
const ipAddress = z.union([z.ipv4(), z.ipv6()]);
export const profileResponse = z
  .object({
    dohUrl: z.url({ protocol: /^https$/ }),
    dotHost: z.string().min(1).max(253).optional(),
    resolverAddresses: z.array(ipAddress).max(8).optional(),
    profile: z.object({ serverAddresses: z.array(z.string()).max(8).optional() }).optional(),
  })
  .transform((wire) => ({
    dohUrl: wire.dohUrl,
    dotHost: wire.dotHost,
    resolverAddresses: [...(wire.resolverAddresses ?? []), ...(wire.profile?.serverAddresses ?? [])].filter(
      (address) => ipAddress.safeParse(address).success,
    ),
  }));
export type DnsProfileWire = z.infer<typeof profileResponse>;

/** POST /api/magic/release → the device, with the time it will be released (request time + 24 h). */
export const releaseResponse = z.object({ releaseAt: isoTime });

/** GET /api/protection/state (an `mgc_` token is a user credential, seed §5.1). */
export const protectionStateResponse = z.object({ protectionShouldBeActive: z.boolean() });

/** protect-server's error body. */
export const errorBody = z.object({ error: z.string(), message: z.string().optional() });
