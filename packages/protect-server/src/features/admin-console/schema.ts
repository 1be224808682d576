import { z } from "zod";
import { emailText, secretText } from "../../platform/text.ts";

const stage = z.enum(["password", "complete"]);

export const signInBody = z.object({ email: emailText(), password: secretText() });

export const signInResponse = z.object({
  stage,
  /** `enrol`: no second factor yet (scan the QR code); `verify`: enter a code. */
  secondFactor: z.enum(["enrol", "verify"]),
  csrfToken: z.string(),
  expiresAt: z.string(),
});

export const enrolmentResponse = z.object({
  secret: z.string().describe("base32 secret for manual entry"),
  otpauthUri: z.string().describe("what the enrolment QR code encodes"),
  issuer: z.string(),
  account: z.string(),
});

const totpCode = z.string().regex(/^\d{6}$/, "must be 6 digits");

export const confirmEnrolmentBody = z.object({ code: totpCode });

export const signedInResponse = z.object({ stage, csrfToken: z.string(), expiresAt: z.string() });

export const confirmEnrolmentResponse = signedInResponse.extend({
  recoveryCodes: z.array(z.string()).describe("shown once; each signs in once instead of a TOTP code"),
});

export const secondFactorBody = z
  .object({ code: totpCode.optional(), recoveryCode: secretText({ max: 32 }).optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: "Give either code or recoveryCode",
  });

export const secondFactorResponse = signedInResponse.extend({ recoveryCodesLeft: z.number().int() });

export const consoleSessionResponse = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  stage,
  csrfToken: z.string(),
});
