// The wire shapes of the resolver routes of protect-server, as docs/decisions/protect-dns-contract.md
// defines them. Parsed once where they arrive (the HTTP policy source); the rest of the package uses
// the internal types of policy-store.ts.
import { z } from "zod";

/** Lowercase base32 (RFC 4648, no padding) of 32 random bytes: 52 characters, one DNS label. */
export const DNS_TOKEN_PATTERN = /^[a-z2-7]{52}$/;
/** What the resolver accepts as a token in a DoH path or SNI label before looking it up. */
export const TOKEN_SHAPE = /^[a-z0-9]{16,63}$/;
/** base64url (no padding) of SHA-256 of the token's ASCII bytes. */
export const TOKEN_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The global lists: `curated` and `full` (gambling, by plan), `bypass` (public DoH/DoT resolvers,
 * VPN/proxy/Tor distribution, web relays: every protected device, whatever the plan).
 */
export const LIST_NAMES = ["curated", "full", "bypass"] as const;
export type ListName = (typeof LIST_NAMES)[number];

const timestamp = z.iso.datetime({ offset: true });

export const deviceRecord = z.object({
  tokenHash: z.string().regex(TOKEN_HASH_PATTERN),
  status: z.enum(["pending", "active", "degraded", "revoked"]),
});

export const userRecord = z.object({
  id: z.string().min(1).max(128),
  protection: z.enum(["on", "off"]),
  cooldownEndsAt: timestamp.nullable(),
  blocklistMode: z.enum(["curated", "full"]),
  graceUntil: timestamp.nullable(),
  /** The user's own web domains (UserCustomDomain of type `web`); invalid entries are skipped. */
  customDomains: z.array(z.string().max(300)).max(100_000),
  devices: z.array(deviceRecord).max(10_000),
});

export const removedUser = z.object({ id: z.string().min(1).max(128), removed: z.literal(true) });

const listRef = z.object({ etag: z.string().min(1).max(200), count: z.number().int().nonnegative() });

export const policyDocument = z.object({
  version: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** true: `users` is every user (replace); false: only users changed since `since` (merge). */
  full: z.boolean(),
  // `bypass` is optional: a server from before issue 28 does not announce it (the list stays empty).
  lists: z.object({ curated: listRef, full: listRef, bypass: listRef.optional() }),
  users: z.array(z.union([userRecord, removedUser])),
});

export type DeviceRecord = z.infer<typeof deviceRecord>;
export type UserRecord = z.infer<typeof userRecord>;
export type PolicyDocument = z.infer<typeof policyDocument>;
export type ListRef = z.infer<typeof listRef>;

export const handshakeRequest = z.object({
  devices: z
    .array(z.object({ token: z.string().min(1).max(128), lastQueryAt: timestamp }))
    .min(1)
    .max(500),
});
export type HandshakeRequest = z.infer<typeof handshakeRequest>;

export const handshakeResponse = z.object({
  results: z.array(z.object({ status: z.enum(["active", "degraded", "revoked", "unknown"]) })),
});
export type HandshakeResponse = z.infer<typeof handshakeResponse>;

/** Header that carries the shared resolver secret on every resolver route. */
export const SECRET_HEADER = "x-handshake-secret";
export const HANDSHAKE_BATCH_MAX = 500;

/** Names per discovery report request (POST /api/resolver/discoveries). */
export const DISCOVERY_BATCH_MAX = 5000;

export const discoveryReport = z.object({
  day: z.iso.date(),
  k: z.number().int().min(2),
  names: z
    .array(z.object({ name: z.string().min(1).max(253), addresses: z.array(z.string().max(45)).max(8) }))
    .max(DISCOVERY_BATCH_MAX),
});
export type DiscoveryReport = z.infer<typeof discoveryReport>;
