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

/** GET /api/magic/profile: the device's DNS configuration profile (wrapped in `profile` or flat). */
const profile = z.object({
  dohUrl: z.url({ protocol: /^https$/ }),
  dotHost: z.string().min(1).max(253).optional(),
  resolverAddresses: z
    .array(z.union([z.ipv4(), z.ipv6()]))
    .max(8)
    .optional(),
});
export const profileResponse = z.union([z.object({ profile }).transform((r) => r.profile), profile]);
export type DnsProfileWire = z.infer<typeof profile>;

/** POST /api/magic/release → the time the device will be released (request time + 24 h). */
export const releaseResponse = z.object({ releaseAt: isoTime });

/** GET /api/protection/state (an `mgc_` token is a user credential, seed §5.1). */
export const protectionStateResponse = z.object({ protectionShouldBeActive: z.boolean() });

/** protect-server's error body. */
export const errorBody = z.object({ error: z.string(), message: z.string().optional() });
