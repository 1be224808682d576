import { z } from "zod";

export const idpParams = z.object({ idp: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a provider id") });

export const initBody = z.object({
  consentVersion: z.string().max(100).optional(),
  title: z.string().max(240).nullable().optional(),
});

export const initSchema = z.object({
  /** Open this in the browser; the provider sends the user back to the app's redirect URI. */
  authorizationUrl: z.string(),
  state: z.string(),
  expiresAt: z.string(),
});

export const callbackBody = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000),
  /** The `iss` parameter of the authorization response (RFC 9207), when the provider sends one. */
  iss: z.string().max(500).optional(),
});
