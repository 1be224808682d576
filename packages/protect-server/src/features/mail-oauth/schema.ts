import { z } from "zod";
import { idText, shortLabelText, tokenText, urlText } from "../../platform/text.ts";
import { TITLE_MAX } from "../mail-connections/title.ts";

export const idpParams = z.object({ idp: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a provider id") });

export const initBody = z.object({
  consentVersion: idText({ max: 100 }).optional(),
  title: shortLabelText({ min: 0, max: TITLE_MAX }).nullable().optional(),
});

export const initSchema = z.object({
  /** Open this in the browser; the provider sends the user back to the app's redirect URI. */
  authorizationUrl: z.string(),
  state: z.string(),
  expiresAt: z.string(),
});

export const callbackBody = z.object({
  state: idText(),
  code: tokenText(),
  /** The `iss` parameter of the authorization response (RFC 9207), when the provider sends one. */
  iss: urlText().optional(),
});
